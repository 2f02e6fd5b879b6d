import type { paths } from './generated/api-schema';

type Fill<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Record<Name, number> & Fill<Rest> : unknown;

/**
 * The address of a route the browser opens itself (a PDF, a file, the export): the route is one
 * of the API's, checked by the compiler like every call, with its `{parameters}` filled in.
 */
export function apiLink<P extends keyof paths>(path: P, params: Fill<P> & Record<string, number>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

export const links = {
  statementPdf: (claimId: number) => apiLink('/api/claims/{id}/statement.pdf', { id: claimId }),
  caseFilePdf: (vehicleId: number) => apiLink('/api/vehicles/{id}/case-file.pdf', { id: vehicleId }),
  /** The dealer's reply as it came in (a download of the .eml, never shown as a page). */
  claimReplyEml: (claimId: number, replyId: number) => apiLink('/api/claims/{id}/replies/{replyId}/eml', { id: claimId, replyId }),
  documentFile: (documentId: number) => apiLink('/api/documents/{id}/file', { id: documentId }),
  accountExport: () => apiLink('/api/account/export', {}),
  /** The documents API's multipart upload (sent with progress: see uploadRequest). */
  documentUpload: (visitId: number) => apiLink('/api/documents/upload/{visitId}', { visitId }),
  repairOrderUpload: () => apiLink('/api/ai/extract-ro', {}),
  oidcSignIn: () => apiLink('/api/login', {}),
};
