import { ApiProperty } from '@nestjs/swagger';

/** What every stored record adds to its fields in a response, for OpenAPI. */
export class RecordFieldsDoc {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}
