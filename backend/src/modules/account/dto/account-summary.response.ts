import { ApiProperty } from '@nestjs/swagger';
import type { AccountSummary } from '@dct/contracts';

class AccountRecordsDoc {
  @ApiProperty({ example: 2 }) vehicles: number;
  @ApiProperty({ example: 5 }) visits: number;
  @ApiProperty({ example: 1 }) claims: number;
  @ApiProperty({ example: 3 }) documents: number;
  @ApiProperty({ example: 1 }) dealers: number;
}

/** How the account signs in and what deleting it removes. */
export class AccountSummaryResponse implements AccountSummary {
  @ApiProperty({ example: 'alex@example.com' }) email: string;
  @ApiProperty({ description: 'False for an account created through the identity provider' }) has_password: boolean;
  @ApiProperty({ description: 'Signed in through the identity provider at least once' }) provider_linked: boolean;
  @ApiProperty({ type: AccountRecordsDoc, description: 'What deleting the account removes' }) records: AccountRecordsDoc;
}
