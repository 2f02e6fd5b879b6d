import { TextMessages } from './messages';
import type { BadInput } from './vehicle-bad-inputs';
import { VisitMessages } from './visit';

/** A valid visit payload for the given vehicle and dealer, varied one field at a time by the table below. */
export function validVisitInput(vehicleId: number, dealerId: number, overrides: Record<string, unknown> = {}) {
  return {
    vehicle_id: vehicleId,
    dealer_id: dealerId,
    date_in: '2025-01-05',
    date_out: '2025-01-19',
    primary_issue: 'Transmission slipping between gears',
    status: 'completed',
    loaner_provided: true,
    loaner_model: 'Honda Civic',
    notes: 'Dealer waited on a part from the factory',
    ...overrides,
  };
}

/**
 * Inputs the visit form and POST /api/visits must both refuse, with the message each must
 * show. Run against the zod schema and against the API, so the two cannot drift.
 */
export function badVisitInputs(vehicleId: number, dealerId: number): BadInput[] {
  const input = (overrides: Record<string, unknown>) => validVisitInput(vehicleId, dealerId, overrides);
  return [
    { name: 'no vehicle', input: input({ vehicle_id: undefined }), field: 'vehicle_id', message: VisitMessages.vehicleRequired },
    { name: 'an empty vehicle choice', input: input({ vehicle_id: '' }), field: 'vehicle_id', message: VisitMessages.vehicleRequired },
    { name: 'no dealer', input: input({ dealer_id: undefined }), field: 'dealer_id', message: VisitMessages.dealerRequired },
    { name: 'no date in', input: input({ date_in: '' }), field: 'date_in', message: VisitMessages.dateInRequired },
    { name: 'an impossible date in', input: input({ date_in: '2025-02-30' }), field: 'date_in', message: VisitMessages.dateInvalid('Date in') },
    { name: 'a blank primary issue', input: input({ primary_issue: '   ' }), field: 'primary_issue', message: VisitMessages.primaryIssueRequired },
    { name: 'no status', input: input({ status: undefined }), field: 'status', message: VisitMessages.statusRequired },
    { name: 'an unknown status', input: input({ status: 'waiting' }), field: 'status', message: VisitMessages.statusRequired },
    { name: 'a date out before the date in', input: input({ date_out: '2025-01-04' }), field: 'date_out', message: VisitMessages.dateOutBeforeDateIn },
    {
      name: 'a completed visit without a date out',
      input: input({ status: 'completed', date_out: '' }),
      field: 'date_out',
      message: VisitMessages.dateOutRequiredWhenCompleted,
    },
    {
      name: 'mileage out below mileage in',
      input: input({ mileage_in: 42_000, mileage_out: 41_900 }),
      field: 'mileage_out',
      message: VisitMessages.mileageOrder,
    },
    { name: 'negative mileage', input: input({ mileage_in: -1 }), field: 'mileage_in', message: VisitMessages.mileageInvalid('Mileage in') },
    {
      name: 'a 501-character issue',
      input: input({ primary_issue: 'x'.repeat(501) }),
      field: 'primary_issue',
      message: VisitMessages.tooLong('Primary issue', 500),
    },
    { name: 'a 201-character defect', input: input({ defect: 'x'.repeat(201) }), field: 'defect', message: VisitMessages.tooLong('Defect', 200) },
    {
      name: 'an issue of two lines',
      input: input({ primary_issue: 'Transmission slipping\r\nBcc: someone@example.test' }),
      field: 'primary_issue',
      message: TextMessages.singleLine('Primary issue'),
    },
    {
      name: 'a loaner model with a line break',
      input: input({ loaner_model: 'Corolla\nLE' }),
      field: 'loaner_model',
      message: TextMessages.singleLine('Loaner model'),
    },
    { name: 'a warranty flag sent as text', input: input({ warranty_repair: 'yes' }), field: 'warranty_repair', message: VisitMessages.warrantyRepairInvalid },
    { name: 'a safety flag sent as a number', input: input({ safety_defect: 1 }), field: 'safety_defect', message: VisitMessages.safetyDefectInvalid },
    { name: 'a 41-character RO number', input: input({ ro_number: '7'.repeat(41) }), field: 'ro_number', message: VisitMessages.tooLong('RO number', 40) },
    { name: 'an RO number of two lines', input: input({ ro_number: '4417\nBcc: x' }), field: 'ro_number', message: VisitMessages.singleLine('RO number') },
    { name: 'an RO number sent as a number', input: input({ ro_number: 4417 }), field: 'ro_number', message: VisitMessages.textExpected('RO number') },
    {
      name: 'a 2,001-character complaint',
      input: input({ complaint: 'x'.repeat(2001) }),
      field: 'complaint',
      message: VisitMessages.tooLong('Complaint', 2000),
    },
    {
      name: 'a cause with an escape character',
      input: input({ cause: 'Worn pads\u001b[2J' }),
      field: 'cause',
      message: VisitMessages.controlCharacters('Cause'),
    },
    {
      name: 'a correction with a form feed',
      input: input({ correction: 'Replaced pads\fResurfaced rotors' }),
      field: 'correction',
      message: VisitMessages.controlCharacters('Correction'),
    },
  ];
}
