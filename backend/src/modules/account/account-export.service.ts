import { Inject, Injectable, Optional } from '@nestjs/common';
import { ZipFile } from 'yazl';
import { EXPORT_FORMAT_VERSION, HouseholdMessages, type CurrentUser } from '@dct/contracts';
import { VISIT_DOCUMENTS, type StoredDocumentFile, type VisitDocumentsPort } from '../../common/visit-documents.port';
import { UsersService } from '../auth/users.service';
import { ClaimDetailsService } from '../claims/claim-details.service';
import { ClaimsService } from '../claims/claims.service';
import { DealersService } from '../dealerships/dealers.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { VisitsService } from '../visits/visits.service';
import type { HouseholdAccess } from '../../common/household-access';

/** A name safe as one path segment of a zip entry. */
const segment = (name: string) =>
  [...name]
    .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .replace(/^\.+/, '_') || 'document';

/** documents/{visit_id}/{file_name}, with "(2)" before the extension when a visit has two files of one name. */
function zipPaths(documents: StoredDocumentFile[]): Map<number, string> {
  const taken = new Set<string>();
  const paths = new Map<number, string>();
  for (const document of [...documents].sort((a, b) => a.id - b.id)) {
    const name = segment(document.file_name);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let path = `documents/${document.visit_id}/${name}`;
    for (let n = 2; taken.has(path); n += 1) path = `documents/${document.visit_id}/${stem} (${n})${extension}`;
    taken.add(path);
    paths.set(document.id, path);
  }
  return paths;
}

/**
 * The owner's whole record as a zip anyone can read without us: account.json (profile,
 * vehicles, visits, the dealers they added, claims with every mail sent and every dealer reply
 * filed on them) and every document under documents/{visit_id}/. Documents stream from the
 * database one at a time.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersService,
    private readonly vehicles: VehiclesService,
    private readonly visits: VisitsService,
    private readonly dealers: DealersService,
    private readonly claims: ClaimsService,
    private readonly claimDetails: ClaimDetailsService,
    @Optional() @Inject(VISIT_DOCUMENTS) private readonly documents?: VisitDocumentsPort,
  ) {}

  async export(user: CurrentUser, household: HouseholdAccess): Promise<NodeJS.ReadableStream> {
    const [createdAt, vehicles, visits, dealers, claims, documents] = await Promise.all([
      this.users.createdAt(user.id),
      this.vehicles.list(household.id),
      this.visits.list(household.id),
      this.dealers.list(household.id),
      this.claims.list(household.id),
      this.documents ? this.documents.forOwner(household.id) : Promise.resolve([]),
    ]);
    const dispatches = await Promise.all(claims.map(async (claim) => (await this.claimDetails.get(household.id, claim.id)).dispatches));
    const replies = await Promise.all(claims.map((claim) => this.claimDetails.replies(household.id, claim.id)));
    const paths = zipPaths(documents);
    const account = {
      format_version: EXPORT_FORMAT_VERSION,
      exported_at: new Date().toISOString(),
      profile: { ...user, created_at: createdAt?.toISOString() },
      // The records are the household's, whoever of its members asked for the export.
      household: { id: household.id, your_role: household.role, note: HouseholdMessages.exportHolds },
      vehicles,
      visits,
      dealers: dealers.filter((dealer) => dealer.owned),
      claims: claims.map((claim, index) => ({ ...claim, dispatches: dispatches[index], replies: replies[index] })),
      documents: documents.map((document) => ({
        id: document.id,
        visit_id: document.visit_id,
        file_name: document.file_name,
        file_size: document.file_size,
        mime_type: document.mime_type,
        doc_type: document.doc_type,
        notes: document.notes,
        created_at: document.created_at,
        path_in_export: paths.get(document.id),
      })),
    };

    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(`${JSON.stringify(account, null, 2)}\n`), 'account.json');
    for (const document of documents) {
      zip.addReadStreamLazy(paths.get(document.id) as string, { size: document.file_size }, (done) => {
        document.open().then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream),
        );
      });
    }
    zip.end();
    return zip.outputStream;
  }
}
