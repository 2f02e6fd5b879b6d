import type { Claim } from '@dct/contracts';
import { claimDetailSchema, claimSchema } from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

/** A claim as its view selects it: stored columns (timestamps as Dates) and the visit's fields. */
export type ClaimRow = Omit<Claim, 'created_at' | 'updated_at' | 'sent_at' | 'closed_at'> & {
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  closed_at: Date | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The one mapper to the API's `Claim`. */
export const toClaimResponse = (row: ClaimRow): Claim => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  sent_at: iso(row.sent_at),
  closed_at: iso(row.closed_at),
});

/** OpenAPI's picture of a claim, from the answer's one schema. */
export const ClaimResponse = zodDocClass('ClaimResponse', claimSchema);

/** A claim with its visit, vehicle, dealer, documents and mails. */
export const ClaimDetailResponse = zodDocClass('ClaimDetailResponse', claimDetailSchema);
