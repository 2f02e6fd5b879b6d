import { ApiError, NetworkError, apiErrorOf } from './api-client';

/** How much of an upload's body has been sent, from 0 to 100. */
export type UploadProgress = (percent: number) => void;

/**
 * POSTs a multipart form with the session cookie, reporting how much of it has been sent.
 * XMLHttpRequest rather than fetch, as only it reports upload progress. Fails like fetchChecked:
 * an ApiError "{status}: {body text}" with the parsed API error body; offline it sends nothing,
 * and no answer at all is a NetworkError (the one offline sentence).
 */
export function uploadRequest<T>(url: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      reject(new NetworkError(true));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } else {
        reject(apiErrorOf(request.status, text || request.statusText));
      }
    };
    // No answer at all (the connection dropped): there is no status to report.
    request.onerror = () => reject(new NetworkError(typeof navigator !== 'undefined' && !navigator.onLine));
    request.onabort = () => reject(new ApiError(0, '0: Upload aborted'));
    request.send(form);
  });
}
