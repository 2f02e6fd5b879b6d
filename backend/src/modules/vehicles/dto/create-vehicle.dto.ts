import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Length, Matches } from 'class-validator';
import {
  MAX_MILEAGE,
  MIN_VEHICLE_YEAR,
  PURCHASE_TYPES,
  US_STATE_CODES,
  VEHICLE_CONDITIONS,
  VEHICLE_FIELD_LABELS as LABELS,
  VEHICLE_SEGMENTS,
  VEHICLE_TEXT_LIMITS as LIMITS,
  VIN_LENGTH,
  VIN_PATTERN,
  VehicleMessages as M,
  maxVehicleYear,
  type PurchaseType,
  type UpdateVehicleInput,
  type UsStateCode,
  type VehicleCondition,
  type VehicleSegment,
} from '@dct/contracts';
import { blankToNull } from '../../../common/transforms';
import { IsIntBetween, OptionalChoice, OptionalDate, OptionalMoney, OptionalText, OptionalWholeNumber, RequiredText, Rules } from '../../../common/validators';

const optionalText = (field: 'trim' | 'license_plate' | 'notes') =>
  OptionalText(LIMITS[field], { notText: M.textExpected(LABELS[field]), tooLong: M.tooLong(LABELS[field], LIMITS[field]) });
const requiredText = (field: 'make' | 'model', required: string, example: string) =>
  RequiredText(LIMITS[field], { required, tooLong: M.tooLong(LABELS[field], LIMITS[field]) }, example);
const money = (field: 'monthly_payment' | 'msrp' | 'purchase_price') => OptionalMoney(M.amountInvalid(LABELS[field]));
/** A state code in any case ('ca' is California); blank is absent. */
const upperCaseCode = Transform((params) => {
  const value = blankToNull(params);
  return typeof value === 'string' ? value.toUpperCase() : value;
});

/** POST /api/vehicles (spec §5 "Add vehicle"): the rules of `vehicleFormSchema`, on the server. */
export class CreateVehicleDto implements UpdateVehicleInput {
  @Rules(
    ApiProperty({ minimum: MIN_VEHICLE_YEAR, description: 'Model year, 1900 to next year', example: 2022 }),
    IsDefined({ message: M.yearRequired }),
    IsInt({ message: M.yearWhole }),
    IsIntBetween(
      () => ({ min: MIN_VEHICLE_YEAR, max: maxVehicleYear() }),
      () => M.yearRange(maxVehicleYear()),
    ),
  )
  year: number;

  @requiredText('make', M.makeRequired, 'Toyota')
  make: string;

  @requiredText('model', M.modelRequired, 'Camry')
  model: string;

  @optionalText('trim')
  trim?: string | null;

  /** VINs are written in capitals; accepting lower case saves the owner a retype. Unique per owner (409). */
  @Rules(
    ApiProperty({ minLength: VIN_LENGTH, maxLength: VIN_LENGTH, example: '4T1G11AK5NU123456' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsString({ message: M.vinLength }),
    Length(VIN_LENGTH, VIN_LENGTH, { message: M.vinLength }),
    Matches(VIN_PATTERN, { message: M.vinCharacters }),
  )
  vin: string;

  @OptionalDate(M.purchaseDateInvalid)
  purchase_date?: string | null;

  @money('monthly_payment')
  monthly_payment?: number | null;

  @money('msrp')
  msrp?: number | null;

  @optionalText('license_plate')
  license_plate?: string | null;

  @money('purchase_price')
  purchase_price?: number | null;

  @optionalText('notes')
  notes?: string | null;

  @OptionalChoice(PURCHASE_TYPES, M.purchaseTypeInvalid)
  purchase_type?: PurchaseType | null;

  @OptionalChoice(VEHICLE_SEGMENTS, M.segmentInvalid)
  segment?: VehicleSegment | null;

  @Rules(
    ApiPropertyOptional({ enum: US_STATE_CODES, nullable: true, description: 'Where it is registered: the state whose lemon law applies' }),
    upperCaseCode,
    IsOptional(),
    IsIn(US_STATE_CODES, { message: M.registrationStateInvalid }),
  )
  registration_state?: UsStateCode | null;

  /** The lemon-law period starts here; the purchase date stands in when absent. */
  @OptionalDate(M.deliveryDateInvalid)
  delivery_date?: string | null;

  @OptionalWholeNumber(0, MAX_MILEAGE, M.deliveryMileageInvalid)
  delivery_mileage?: number | null;

  /** 'new' when absent; null sets it back to 'new'. */
  @OptionalChoice(VEHICLE_CONDITIONS, M.conditionInvalid)
  condition?: VehicleCondition | null;
}

/** PATCH /api/vehicles/{id}: any subset; null clears an optional field, never a required one. */
export class UpdateVehicleDto extends PartialType(CreateVehicleDto, { skipNullProperties: false }) {}
