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
 * Inputs the add-vehicle form and POST /api/vehicles must both refuse, with the message each
 * must show. Run against the zod schema and against the API, so the two cannot drift.
 */
export function badVehicleInputs(now: Date = new Date()): BadInput[] {
  const max = maxVehicleYear(now);
  return [
    { name: 'a missing make', input: validVehicleInput({ make: '' }), field: 'make', message: VehicleMessages.makeRequired },
    { name: 'a blank make', input: validVehicleInput({ make: '   ' }), field: 'make', message: VehicleMessages.makeRequired },
    { name: 'an absent make', input: validVehicleInput({ make: undefined }), field: 'make', message: VehicleMessages.makeRequired },
    { name: 'a missing model', input: validVehicleInput({ model: '' }), field: 'model', message: VehicleMessages.modelRequired },
    { name: 'a make of two lines', input: validVehicleInput({ make: 'Toyota\r\nX-Injected: yes' }), field: 'make', message: TextMessages.singleLine('Make') },
    { name: 'a model with a line separator', input: validVehicleInput({ model: 'Camry\u2028SE' }), field: 'model', message: TextMessages.singleLine('Model') },
    { name: 'a trim with a control character', input: validVehicleInput({ trim: 'S\u0007E' }), field: 'trim', message: TextMessages.singleLine('Trim') },
    { name: 'a 16-character VIN', input: validVehicleInput({ vin: '4T1G11AK5NU12345' }), field: 'vin', message: VehicleMessages.vinLength },
    { name: 'an 18-character VIN', input: validVehicleInput({ vin: '4T1G11AK5NU1234567' }), field: 'vin', message: VehicleMessages.vinLength },
    { name: 'a VIN with the letter O', input: validVehicleInput({ vin: '4T1G11AK5NU12345O' }), field: 'vin', message: VehicleMessages.vinCharacters },
    { name: 'a VIN with a lower-case i', input: validVehicleInput({ vin: 'i4T1G11AK5NU12345' }), field: 'vin', message: VehicleMessages.vinCharacters },
    { name: 'a VIN with a Q', input: validVehicleInput({ vin: 'Q4T1G11AK5NU12345' }), field: 'vin', message: VehicleMessages.vinCharacters },
    { name: 'a VIN as a number', input: validVehicleInput({ vin: 41234567 }), field: 'vin', message: VehicleMessages.vinLength },
    { name: 'a VIN with a dash', input: validVehicleInput({ vin: '4T1G11AK5-U123456' }), field: 'vin', message: VehicleMessages.vinCharacters },
    {
      name: 'a short VIN with a space: the length is said first',
      input: validVehicleInput({ vin: '4T1G 11AK' }),
      field: 'vin',
      message: VehicleMessages.vinLength,
    },
    { name: 'a year before 1900', input: validVehicleInput({ year: 1899 }), field: 'year', message: VehicleMessages.yearRange(max) },
    { name: 'a year after next year', input: validVehicleInput({ year: max + 1 }), field: 'year', message: VehicleMessages.yearRange(max) },
    { name: 'a fractional year', input: validVehicleInput({ year: 2020.5 }), field: 'year', message: VehicleMessages.yearWhole },
    { name: 'an absent year', input: validVehicleInput({ year: undefined }), field: 'year', message: VehicleMessages.yearRequired },
    {
      name: 'a negative monthly payment',
      input: validVehicleInput({ monthly_payment: -5 }),
      field: 'monthly_payment',
      message: VehicleMessages.amountInvalid('Monthly payment'),
    },
    { name: 'an MSRP with fractions of a cent', input: validVehicleInput({ msrp: 30000.123 }), field: 'msrp', message: VehicleMessages.amountInvalid('MSRP') },
    {
      name: 'an impossible purchase date',
      input: validVehicleInput({ purchase_date: '2023-02-30' }),
      field: 'purchase_date',
      message: VehicleMessages.purchaseDateInvalid,
    },
    {
      name: 'an unknown purchase type',
      input: validVehicleInput({ purchase_type: 'rental' }),
      field: 'purchase_type',
      message: VehicleMessages.purchaseTypeInvalid,
    },
    { name: 'an unknown segment', input: validVehicleInput({ segment: 'spaceship' }), field: 'segment', message: VehicleMessages.segmentInvalid },
    {
      name: 'a 21-character plate',
      input: validVehicleInput({ license_plate: 'X'.repeat(21) }),
      field: 'license_plate',
      message: VehicleMessages.tooLong('License plate', 20),
    },
    {
      name: 'an unknown registration state',
      input: validVehicleInput({ registration_state: 'XX' }),
      field: 'registration_state',
      message: VehicleMessages.registrationStateInvalid,
    },
    {
      name: 'a state spelled out',
      input: validVehicleInput({ registration_state: 'California' }),
      field: 'registration_state',
      message: VehicleMessages.registrationStateInvalid,
    },
    {
      name: 'an impossible delivery date',
      input: validVehicleInput({ delivery_date: '2024-13-01' }),
      field: 'delivery_date',
      message: VehicleMessages.deliveryDateInvalid,
    },
    {
      name: 'a negative delivery mileage',
      input: validVehicleInput({ delivery_mileage: -1 }),
      field: 'delivery_mileage',
      message: VehicleMessages.deliveryMileageInvalid,
    },
    {
      name: 'a fractional delivery mileage',
      input: validVehicleInput({ delivery_mileage: 12.5 }),
      field: 'delivery_mileage',
      message: VehicleMessages.deliveryMileageInvalid,
    },
    { name: 'an unknown condition', input: validVehicleInput({ condition: 'lemon' }), field: 'condition', message: VehicleMessages.conditionInvalid },
    {
      name: 'a preferred dealer id as text',
      input: validVehicleInput({ preferred_dealer_id: 'x' }),
      field: 'preferred_dealer_id',
      message: DealerMessages.notFound,
    },
    {
      name: 'a fractional preferred dealer id',
      input: validVehicleInput({ preferred_dealer_id: 1.5 }),
      field: 'preferred_dealer_id',
      message: DealerMessages.notFound,
    },
  ];
}
