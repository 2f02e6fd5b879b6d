import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import {
  MIN_VEHICLE_YEAR,
  NOTES_MAX,
  PLATE_MAX,
  PURCHASE_TYPES,
  SHORT_TEXT_MAX,
  VEHICLE_FIELD_LABELS,
  VEHICLE_SEGMENTS,
  VIN_LENGTH,
  VehicleMessages,
  maxVehicleYear,
  type PurchaseType,
  type VehicleSegment,
} from '@dct/contracts';
import { blankToNull, trimmed } from '../../../common/transforms';
import { IsFilledText, IsIntBetween, IsIsoDate, IsMoney, Rules } from '../../../common/validators';

const money = (label: string) => ({ message: VehicleMessages.amountInvalid(label) });
const finite = { allowNaN: false, allowInfinity: false };

/** Rules of the required fields; create demands them, update checks only those sent. */
export const YearRules = () =>
  Rules(
    IsInt({ message: VehicleMessages.yearWhole }),
    IsIntBetween(
      () => ({ min: MIN_VEHICLE_YEAR, max: maxVehicleYear() }),
      () => VehicleMessages.yearRange(maxVehicleYear()),
    ),
  );
export const MakeRules = () =>
  Rules(IsFilledText({ message: VehicleMessages.makeRequired }), MaxLength(SHORT_TEXT_MAX, { message: VehicleMessages.tooLong('Make', SHORT_TEXT_MAX) }));
export const ModelRules = () =>
  Rules(IsFilledText({ message: VehicleMessages.modelRequired }), MaxLength(SHORT_TEXT_MAX, { message: VehicleMessages.tooLong('Model', SHORT_TEXT_MAX) }));
export const VinRules = () => Rules(IsString({ message: VehicleMessages.vinLength }), Length(VIN_LENGTH, VIN_LENGTH, { message: VehicleMessages.vinLength }));
/** VINs are written in capitals; accepting lower case saves the owner a retype. */
export const normalizeVin = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
export const trimText = Transform(trimmed);

export const yearDoc = { minimum: MIN_VEHICLE_YEAR, description: 'Model year, 1900 to next year', example: 2022 };
export const vinDoc = { minLength: VIN_LENGTH, maxLength: VIN_LENGTH, example: '4T1G11AK5NU123456' };

/** The optional vehicle fields, the same on create and update: '' or null means absent. */
export class VehicleOptionalFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SHORT_TEXT_MAX, example: 'SE' })
  @Transform(blankToNull)
  @IsOptional()
  @Rules(
    IsString({ message: VehicleMessages.textExpected(VEHICLE_FIELD_LABELS.trim) }),
    MaxLength(SHORT_TEXT_MAX, { message: VehicleMessages.tooLong(VEHICLE_FIELD_LABELS.trim, SHORT_TEXT_MAX) }),
  )
  trim?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2023-04-15' })
  @Transform(blankToNull)
  @IsOptional()
  @IsIsoDate({ message: VehicleMessages.purchaseDateInvalid })
  purchase_date?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Dollars', example: 450 })
  @Transform(blankToNull)
  @IsOptional()
  @Rules(IsNumber(finite, money(VEHICLE_FIELD_LABELS.monthly_payment)), IsMoney(money(VEHICLE_FIELD_LABELS.monthly_payment)))
  monthly_payment?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Dollars', example: 32000 })
  @Transform(blankToNull)
  @IsOptional()
  @Rules(IsNumber(finite, money(VEHICLE_FIELD_LABELS.msrp)), IsMoney(money(VEHICLE_FIELD_LABELS.msrp)))
  msrp?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PLATE_MAX, example: '7ABC123' })
  @Transform(blankToNull)
  @IsOptional()
  @Rules(
    IsString({ message: VehicleMessages.textExpected(VEHICLE_FIELD_LABELS.license_plate) }),
    MaxLength(PLATE_MAX, { message: VehicleMessages.tooLong(VEHICLE_FIELD_LABELS.license_plate, PLATE_MAX) }),
  )
  license_plate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Dollars', example: 28500 })
  @Transform(blankToNull)
  @IsOptional()
  @Rules(IsNumber(finite, money(VEHICLE_FIELD_LABELS.purchase_price)), IsMoney(money(VEHICLE_FIELD_LABELS.purchase_price)))
  purchase_price?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: NOTES_MAX })
  @Transform(blankToNull)
  @IsOptional()
  @Rules(
    IsString({ message: VehicleMessages.textExpected(VEHICLE_FIELD_LABELS.notes) }),
    MaxLength(NOTES_MAX, { message: VehicleMessages.tooLong(VEHICLE_FIELD_LABELS.notes, NOTES_MAX) }),
  )
  notes?: string | null;

  @ApiPropertyOptional({ enum: PURCHASE_TYPES, nullable: true })
  @Transform(blankToNull)
  @IsOptional()
  @IsIn(PURCHASE_TYPES, { message: VehicleMessages.purchaseTypeInvalid })
  purchase_type?: PurchaseType | null;

  @ApiPropertyOptional({ enum: VEHICLE_SEGMENTS, nullable: true })
  @Transform(blankToNull)
  @IsOptional()
  @IsIn(VEHICLE_SEGMENTS, { message: VehicleMessages.segmentInvalid })
  segment?: VehicleSegment | null;
}

