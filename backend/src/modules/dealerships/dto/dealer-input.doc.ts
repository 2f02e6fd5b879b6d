import { ApiProperty } from '@nestjs/swagger';
import type { Dealer } from '@dct/contracts';
import { dealerApiSchema } from '@dct/contracts/schemas';
import { patchSchemaOf } from '../../../common/zod-body.pipe';
import { zodDocClass } from '../../../common/zod-openapi';

/** OpenAPI's picture of POST /api/dealers: the API's schema (the form's and the search's fields), the one it validates with. */
export const CreateDealerInputDoc = zodDocClass('CreateDealerInput', dealerApiSchema);

// Typed as the answer's fields, so a response can pick among them (the search's PickType).
type DealerFields = Omit<Dealer, 'id' | 'owned' | 'created_at' | 'updated_at'>;
const DealerFieldsFromSchema = zodDocClass('DealerFields', patchSchemaOf(dealerApiSchema)) as new () => DealerFields;

/** A dealer's fields in an answer: optional ones null when unset (as a PATCH would describe them), the lists always lists. */
export class DealerFieldsDoc extends DealerFieldsFromSchema {
  @ApiProperty({ type: [String], nullable: false }) override makes: string[];
  @ApiProperty({ type: [String], nullable: false }) override services: string[];
}
