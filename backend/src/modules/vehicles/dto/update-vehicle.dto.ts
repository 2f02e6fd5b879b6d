import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateWhenPresent } from '../../../common/validators';
import { MakeRules, ModelRules, VehicleOptionalFieldsDto, VinRules, YearRules, normalizeVin, trimText, vinDoc, yearDoc } from './vehicle-fields.dto';

/** PATCH /api/vehicles/{id}: any subset; null clears an optional field, never a required one. */
export class UpdateVehicleDto extends VehicleOptionalFieldsDto {
  @ApiPropertyOptional(yearDoc)
  @ValidateWhenPresent()
  @YearRules()
  year?: number;

  @ApiPropertyOptional({ example: 'Toyota' })
  @trimText
  @ValidateWhenPresent()
  @MakeRules()
  make?: string;

  @ApiPropertyOptional({ example: 'Camry' })
  @trimText
  @ValidateWhenPresent()
  @ModelRules()
  model?: string;

  @ApiPropertyOptional(vinDoc)
  @normalizeVin
  @ValidateWhenPresent()
  @VinRules()
  vin?: string;
}
