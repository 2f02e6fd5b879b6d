import { ApiProperty } from '@nestjs/swagger';

/** A make or a model: its vPIC id and name. */
export class CatalogOptionResponse {
  @ApiProperty({ example: 448 }) id: number;
  @ApiProperty({ example: 'TOYOTA' }) name: string;
}

/** What vPIC reads from a VIN; errorCode '0' when it decoded cleanly. */
export class DecodedVinResponse {
  @ApiProperty() vin: string;
  @ApiProperty({ type: Number, nullable: true }) year: number | null;
  @ApiProperty({ type: String, nullable: true }) make: string | null;
  @ApiProperty({ type: String, nullable: true }) model: string | null;
  @ApiProperty({ type: String, nullable: true }) trim: string | null;
  @ApiProperty({ type: String, nullable: true }) bodyClass: string | null;
  @ApiProperty({ type: String, nullable: true }) fuelType: string | null;
  @ApiProperty({ type: String, nullable: true }) transmission: string | null;
  @ApiProperty({ example: '0' }) errorCode: string;
  @ApiProperty() errorText: string;
}

/** A ZIP code or "City, ST" as a point. */
export class GeocodeResponse {
  @ApiProperty() lat: number;
  @ApiProperty() lng: number;
  @ApiProperty({ example: 'Beverly Hills, CA 90210' }) label: string;
}
