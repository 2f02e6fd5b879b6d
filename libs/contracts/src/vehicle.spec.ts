import { badVehicleInputs, validVehicleInput } from './vehicle-bad-inputs';
import { vehicleFormSchema } from './schemas/vehicle';
import type { ZodTypeAny } from 'zod';
import { anotherValue, answerFixture } from './answer-fixture';
import { vehicleSchema } from './schemas/answers';
import { VEHICLE_CSV_COLUMNS, VEHICLE_CSV_LEFT_OUT, VehicleToasts, vehicleMatchesSearch, vinSuffix, type Vehicle } from './vehicle';
import { catalogName } from './catalog';

describe('vehicleFormSchema', () => {
  const schema = vehicleFormSchema(new Date('2026-06-01'));

  it('accepts a valid vehicle and drops empty optional numbers', () => {
    const parsed = schema.parse(validVehicleInput({ monthly_payment: Number.NaN, msrp: '', trim: '' }));
    expect(parsed).toEqual({ year: 2022, make: 'Toyota', model: 'Camry', vin: '4T1G11AK5NU123456' });
  });

  it('takes the lemon-law fields, a state code in any case, and leaves the condition unset when the form has none', () => {
    const parsed = schema.parse(validVehicleInput({ registration_state: ' ca ', delivery_date: '2024-01-15', delivery_mileage: 12, condition: 'used' }));
    expect(parsed).toMatchObject({ registration_state: 'CA', delivery_date: '2024-01-15', delivery_mileage: 12, condition: 'used' });
    const blank = schema.parse(validVehicleInput({ registration_state: '', delivery_date: '', delivery_mileage: Number.NaN, condition: '' }));
    // Undefined values are left out of the JSON the form sends.
    expect([blank.registration_state, blank.delivery_date, blank.delivery_mileage, blank.condition]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('accepts next year but not the year after', () => {
    expect(schema.safeParse(validVehicleInput({ year: 2027 })).success).toBe(true);
    expect(schema.safeParse(validVehicleInput({ year: 2028 })).success).toBe(false);
  });

  it.each(badVehicleInputs(new Date('2026-06-01')))('refuses $name with its message', ({ input, field, message }) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('says "Expected number, received nan" for an empty year box', () => {
    const result = schema.safeParse(validVehicleInput({ year: Number.NaN }));
    expect(result.error?.issues[0]?.message).toBe('Expected number, received nan');
  });
});

describe('vehicleMatchesSearch', () => {
  const vehicle = { year: 2021, make: 'Honda', model: 'Civic', trim: 'EX', vin: '2HGFC2F59MH123456' };
  it.each(['2021', 'hon', 'CIVIC', 'ex', '123456', ''])('matches %p', (search) => {
    expect(vehicleMatchesSearch(vehicle, search)).toBe(true);
  });
  it('misses what no field contains', () => {
    expect(vehicleMatchesSearch(vehicle, 'toyota')).toBe(false);
  });
  it('shows the last six VIN characters', () => {
    expect(vinSuffix(vehicle.vin)).toBe('123456');
  });
});

describe('VehicleToasts.deletedWithVisits', () => {
  it("is the spec's toast for a vehicle without visits, and says what else goes otherwise", () => {
    expect(VehicleToasts.deletedWithVisits(0)).toEqual(VehicleToasts.deleted);
    expect(VehicleToasts.deletedWithVisits(1).description).toBe(
      "The vehicle has been successfully deleted, with its visit and that visit's claims and documents.",
    );
    expect(VehicleToasts.deletedWithVisits(3).description).toBe('The vehicle has been successfully deleted, with its 3 visits and their claims and documents.');
  });
});

describe('vehicleMatchesSearch on the licence plate', () => {
  const vehicle = { year: 2021, make: 'Honda', model: 'Civic', trim: null, vin: '2HGFC2F59MH123456', license_plate: '7ABC-123' };
  it.each(['7abc', 'ABC-123', 'abc 123', '7ABC123'])('finds the plate from %p', (search) => {
    expect(vehicleMatchesSearch(vehicle, search)).toBe(true);
  });
  it('does not match a plate it does not hold, nor spaces alone', () => {
    expect(vehicleMatchesSearch(vehicle, 'XYZ 999')).toBe(false);
    expect(vehicleMatchesSearch({ ...vehicle, license_plate: null }, 'abc')).toBe(false);
  });
});

describe('catalogName', () => {
  it('writes capitalised vPIC makes the way people do, and keeps initials', () => {
    expect(catalogName('HONDA')).toBe('Honda');
    expect(catalogName('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(catalogName('LAND ROVER')).toBe('Land Rover');
    expect(catalogName('BMW')).toBe('BMW');
    expect(catalogName('Model 3')).toBe('Model 3');
  });
});

describe('VEHICLE_CSV_COLUMNS', () => {
  it('has a column for every field of the vehicle but those it leaves out', () => {
    const row = (vehicle: Vehicle) => VEHICLE_CSV_COLUMNS.map((column) => column.value(vehicle));
    const vehicle = answerFixture(vehicleSchema);
    const shape = vehicleSchema.shape as Record<string, ZodTypeAny>;
    const leftOut: readonly string[] = VEHICLE_CSV_LEFT_OUT;
    const inNoColumn = Object.keys(shape).filter((field) => {
      const changed = { ...vehicle, [field]: anotherValue(shape[field], vehicle[field as keyof Vehicle]) };
      return JSON.stringify(row(changed)) === JSON.stringify(row(vehicle));
    });
    expect(inNoColumn.filter((field) => !leftOut.includes(field))).toEqual([]);
    // And nothing left out that has a column after all.
    expect(leftOut.filter((field) => !inNoColumn.includes(field))).toEqual([]);
  });
});
