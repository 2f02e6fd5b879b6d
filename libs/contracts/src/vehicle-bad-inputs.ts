import { DealerMessages } from './dealer';
import { maxVehicleYear } from './limits';
import { TextMessages } from './messages';
import { VehicleMessages } from './vehicle';

/** A valid vehicle payload that the bad-input table varies one field at a time. */
export function validVehicleInput(overrides: Record<string, unknown> = {}) {
  return {
    year: 2022,
    make: 'Toyota',
    model: 'Camry',
    trim: 'SE',
    vin: '4T1G11AK5NU123456',
    ...overrides,
  };
}

export interface BadInput {
  name: string;
  input: Record<string, unknown>;
  field: string;
  message: string;
}

/**
 * The row maker of a bad-input table: the valid payload with `overrides`, refused on `field` with
 * `message`. The field is the one overridden unless named (a row that changes two fields names it).
 */
export function badInputRow(valid: (overrides: Record<string, unknown>) => Record<string, unknown>) {
  return (name: string, overrides: Record<string, unknown>, message: string, field?: string): BadInput => {
    const overridden = Object.keys(overrides);
    if (field === undefined && overridden.length !== 1) throw new Error(`Bad input "${name}": name the field it is refused on`);
    return { name, input: valid(overrides), field: field ?? overridden[0], message };
  };
}

/**
 * Inputs the add-vehicle form and POST /api/vehicles must both refuse, with the message each
 * must show. Run against the zod schema and against the API, so the two cannot drift.
 */
export function badVehicleInputs(now: Date = new Date()): BadInput[] {
  const max = maxVehicleYear(now);
  const row = badInputRow(validVehicleInput);
  return [
    row('a missing make', { make: '' }, VehicleMessages.makeRequired),
    row('a blank make', { make: '   ' }, VehicleMessages.makeRequired),
    row('an absent make', { make: undefined }, VehicleMessages.makeRequired),
    row('a missing model', { model: '' }, VehicleMessages.modelRequired),
    row('a make of two lines', { make: 'Toyota\r\nX-Injected: yes' }, TextMessages.singleLine('Make')),
    row('a model with a line separator', { model: 'Camry\u2028SE' }, TextMessages.singleLine('Model')),
    row('a trim with a control character', { trim: 'S\u0007E' }, TextMessages.singleLine('Trim')),
    row('a 16-character VIN', { vin: '4T1G11AK5NU12345' }, VehicleMessages.vinLength),
    row('an 18-character VIN', { vin: '4T1G11AK5NU1234567' }, VehicleMessages.vinLength),
    row('a VIN with the letter O', { vin: '4T1G11AK5NU12345O' }, VehicleMessages.vinCharacters),
    row('a VIN with a lower-case i', { vin: 'i4T1G11AK5NU12345' }, VehicleMessages.vinCharacters),
    row('a VIN with a Q', { vin: 'Q4T1G11AK5NU12345' }, VehicleMessages.vinCharacters),
    row('a VIN as a number', { vin: 41234567 }, VehicleMessages.vinLength),
    row('a VIN with a dash', { vin: '4T1G11AK5-U123456' }, VehicleMessages.vinCharacters),
    row('a short VIN with a space: the length is said first', { vin: '4T1G 11AK' }, VehicleMessages.vinLength),
    row('a year before 1900', { year: 1899 }, VehicleMessages.yearRange(max)),
    row('a year after next year', { year: max + 1 }, VehicleMessages.yearRange(max)),
    row('a fractional year', { year: 2020.5 }, VehicleMessages.yearWhole),
    row('an absent year', { year: undefined }, VehicleMessages.yearRequired),
    row('a negative monthly payment', { monthly_payment: -5 }, VehicleMessages.amountInvalid('Monthly payment')),
    row('an MSRP with fractions of a cent', { msrp: 30000.123 }, VehicleMessages.amountInvalid('MSRP')),
    row('an impossible purchase date', { purchase_date: '2023-02-30' }, VehicleMessages.purchaseDateInvalid),
    row('an unknown purchase type', { purchase_type: 'rental' }, VehicleMessages.purchaseTypeInvalid),
    row('an unknown segment', { segment: 'spaceship' }, VehicleMessages.segmentInvalid),
    row('a 21-character plate', { license_plate: 'X'.repeat(21) }, VehicleMessages.tooLong('License plate', 20)),
    row('an unknown registration state', { registration_state: 'XX' }, VehicleMessages.registrationStateInvalid),
    row('a state spelled out', { registration_state: 'California' }, VehicleMessages.registrationStateInvalid),
    row('an impossible delivery date', { delivery_date: '2024-13-01' }, VehicleMessages.deliveryDateInvalid),
    row('a negative delivery mileage', { delivery_mileage: -1 }, VehicleMessages.deliveryMileageInvalid),
    row('a fractional delivery mileage', { delivery_mileage: 12.5 }, VehicleMessages.deliveryMileageInvalid),
    row('an unknown condition', { condition: 'lemon' }, VehicleMessages.conditionInvalid),
    row('a preferred dealer id as text', { preferred_dealer_id: 'x' }, DealerMessages.notFound),
    row('a fractional preferred dealer id', { preferred_dealer_id: 1.5 }, DealerMessages.notFound),
  ];
}
