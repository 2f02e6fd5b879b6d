import type { Visit } from '@dct/contracts';
import { visitChangeSchema, visitDetailSchema, visitSchema } from '@dct/contracts/schemas';
import { withIsoTimestamps, type StoredRow } from '../../../common/owned-records';
import { zodDocClass } from '../../../common/zod-openapi';

/** A visit as its view selects it: the stored columns plus the label, dealer name and days. */
type StoredVisit = Omit<Visit, 'loaner_provided' | 'notes'>;
export type VisitRow = StoredRow<StoredVisit>;

/** The one mapper to the API's `Visit`: both spellings of the spec, one stored value each. */
export const toVisitResponse = (row: VisitRow): Visit => ({ ...withIsoTimestamps<StoredVisit>(row), loaner_provided: row.loaner_flag, notes: row.issue_notes });

/** OpenAPI's picture of a visit, from the answer's one schema. */
export const VisitResponse = zodDocClass('VisitResponse', visitSchema);

/** A visit with its vehicle and dealer. */
export const VisitDetailResponse = zodDocClass('VisitDetailResponse', visitDetailSchema);

/** A change to a visit's evidence fields. */
export const VisitChangeResponse = zodDocClass('VisitChangeResponse', visitChangeSchema);
