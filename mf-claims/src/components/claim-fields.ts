import type { ClaimDetail, NewClaimFormValues, UpdateClaimInput } from '@dct/contracts';
import { claimEditSchema, newClaimFormSchema } from '@dct/contracts/schemas';
import { formFields, patchOf, type FieldValuesOf } from '@dct/ui';

// The claim form's fields come from its schema; what is the form's own is the kind of box of
// each (a field the schema gains does not compile until it has one here).

export const claimFields = formFields(newClaimFormSchema, {
  visit_id: 'id-select',
  ask_amount: 'number',
  contact_email: 'text',
  /** '' means the vehicle's default method. */
  valuation_method: 'text',
});

/** What the inputs hold before the schema parses them (the number box gives NaN when empty). */
export type ClaimFormFields = FieldValuesOf<typeof claimFields>;

/**
 * A new claim, for a visit chosen beforehand if any. No amount (NaN, an emptied box): choosing a
 * visit fills in what its downtime is worth, and a visit whose worth is nothing yet leaves the box
 * empty and required (the spec's 0.01 would ask for a cent).
 */
export function emptyClaimFields(visitId = ''): ClaimFormFields {
  return claimFields.empty({ visit_id: visitId, ask_amount: Number.NaN });
}

export function claimToFields(claim: ClaimDetail): ClaimFormFields {
  return claimFields.fromRecord(claim);
}

/**
 * The PATCH of an edited draft: the fields a draft may change (`claimEditSchema`), a cleared
 * e-mail as null. The method may be left out but not cleared, so it is sent as chosen.
 */
export function claimUpdate(values: NewClaimFormValues): UpdateClaimInput {
  return { ...patchOf(claimEditSchema, values), valuation_method: values.valuation_method };
}
