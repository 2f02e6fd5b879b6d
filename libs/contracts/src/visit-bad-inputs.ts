import { TextMessages } from './messages';
import { badInputRow, type BadInput } from './vehicle-bad-inputs';
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
  const row = badInputRow((overrides) => validVisitInput(vehicleId, dealerId, overrides));
  return [
    row('no vehicle', { vehicle_id: undefined }, VisitMessages.vehicleRequired),
    row('an empty vehicle choice', { vehicle_id: '' }, VisitMessages.vehicleRequired),
    row('no dealer', { dealer_id: undefined }, VisitMessages.dealerRequired),
    row('no date in', { date_in: '' }, VisitMessages.dateInRequired),
    row('an impossible date in', { date_in: '2025-02-30' }, VisitMessages.dateInvalid('Date in')),
    row('a blank primary issue', { primary_issue: '   ' }, VisitMessages.primaryIssueRequired),
    row('no status', { status: undefined }, VisitMessages.statusRequired),
    row('an unknown status', { status: 'waiting' }, VisitMessages.statusRequired),
    row('a date out before the date in', { date_out: '2025-01-04' }, VisitMessages.dateOutBeforeDateIn),
    row('a completed visit without a date out', { status: 'completed', date_out: '' }, VisitMessages.dateOutRequiredWhenCompleted, 'date_out'),
    row('mileage out below mileage in', { mileage_in: 42_000, mileage_out: 41_900 }, VisitMessages.mileageOrder, 'mileage_out'),
    row('negative mileage', { mileage_in: -1 }, VisitMessages.mileageInvalid('Mileage in')),
    row('a 501-character issue', { primary_issue: 'x'.repeat(501) }, VisitMessages.tooLong('Primary issue', 500)),
    row('a 201-character defect', { defect: 'x'.repeat(201) }, VisitMessages.tooLong('Defect', 200)),
    row('an issue of two lines', { primary_issue: 'Transmission slipping\r\nBcc: someone@example.test' }, TextMessages.singleLine('Primary issue')),
    row('a loaner model with a line break', { loaner_model: 'Corolla\nLE' }, TextMessages.singleLine('Loaner model')),
    row('a warranty flag sent as text', { warranty_repair: 'yes' }, VisitMessages.warrantyRepairInvalid),
    row('a safety flag sent as a number', { safety_defect: 1 }, VisitMessages.safetyDefectInvalid),
    row('a 41-character RO number', { ro_number: '7'.repeat(41) }, VisitMessages.tooLong('RO number', 40)),
    row('an RO number of two lines', { ro_number: '4417\nBcc: x' }, VisitMessages.singleLine('RO number')),
    row('an RO number sent as a number', { ro_number: 4417 }, VisitMessages.textExpected('RO number')),
    row('a 2,001-character complaint', { complaint: 'x'.repeat(2001) }, VisitMessages.tooLong('Complaint', 2000)),
    row('a cause with an escape character', { cause: 'Worn pads\u001b[2J' }, VisitMessages.controlCharacters('Cause')),
    row('a correction with a form feed', { correction: 'Replaced pads\fResurfaced rotors' }, VisitMessages.controlCharacters('Correction')),
  ];
}
