import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { VehicleMessages } from '@dct/contracts';
import { MakeRules, ModelRules, VehicleOptionalFieldsDto, VinRules, YearRules, normalizeVin, trimText, vinDoc, yearDoc } from './vehicle-fields.dto';

/** POST /api/vehicles (spec §5 "Add vehicle"). */
export class CreateVehicleDto extends VehicleOptionalFieldsDto {
  @ApiProperty(yearDoc)
  @IsDefined({ message: VehicleMessages.yearRequired })
  @YearRules()
  year: number;

  @ApiProperty({ example: 'Toyota' })
  @trimText
  @IsDefined({ message: VehicleMessages.makeRequired })
  @MakeRules()
  make: string;

  @ApiProperty({ example: 'Camry' })
  @trimText
  @IsDefined({ message: VehicleMessages.modelRequired })
  @ModelRules()
  model: string;

  @ApiProperty(vinDoc)
  @normalizeVin
  @IsDefined({ message: VehicleMessages.vinLength })
  @VinRules()
  vin: string;
}
