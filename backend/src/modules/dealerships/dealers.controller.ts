import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  DEALER_LIST_PAGING,
  DEALER_LIST_TOTAL_HEADER,
  DealerMessages,
  type CreateDealerInput,
  type Dealer,
  type DealerListItem,
  type DealerListQuery,
} from '@dct/contracts';
import { dealerApiSchema, dealerListQuerySchema } from '@dct/contracts/schemas';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { ValidBody } from '../../common/zod-body.pipe';
import { ZodQueryPipe } from '../../common/zod-query.pipe';
import { DealersService } from './dealers.service';
import { CreateDealerInputDoc } from './dto/dealer-input.doc';
import { DealerListItemResponse, DealerResponse } from './dto/dealer.response';
import { CreatesRecord } from '../../common/creates-record.decorator';
import { ReadsRecord } from '../../common/reads-record.decorator';

const dealerId = new ParseIdPipe(DealerMessages.notFound);

@ApiTags('dealers')
@Controller('dealers')
@SignedIn()
export class DealersController {
  constructor(private readonly dealers: DealersService) {}

  @Get()
  @ApiOkResponse({
    type: [DealerListItemResponse],
    description: `A page of the shared directory and the dealers this owner added, by name (nearest first with near); ${DEALER_LIST_TOTAL_HEADER} counts every match`,
    headers: { [DEALER_LIST_TOTAL_HEADER]: { description: 'How many dealers match, on every page', schema: { type: 'integer' } } },
  })
  @ApiQuery({
    name: 'q',
    required: false,
    type: String,
    description: `Part of a name, make, city or ZIP code, any case (at most ${DEALER_LIST_PAGING.queryLength} characters)`,
  })
  @ApiQuery({ name: 'near', required: false, type: String, description: 'A 5-digit US ZIP code: nearest first, with distance in miles' })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `Dealers per page, 1 to ${DEALER_LIST_PAGING.maxLimit} (default ${DEALER_LIST_PAGING.defaultLimit})`,
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'The page, from 1 (default 1)' })
  async list(
    @Household() household: HouseholdAccess,
    @Query(new ZodQueryPipe(dealerListQuerySchema)) query: DealerListQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DealerListItem[]> {
    const { items, total } = await this.dealers.page(household.id, query);
    res.setHeader(DEALER_LIST_TOTAL_HEADER, String(total));
    return items;
  }

  @ReadsRecord(':id', DealerResponse, DealerMessages.notFound)
  get(@Household() household: HouseholdAccess, @Param('id', dealerId) id: number): Promise<Dealer> {
    return this.dealers.get(household.id, id);
  }

  @CreatesRecord(DealerResponse, CreateDealerInputDoc, 'A dealer for this owner only')
  create(@Household() household: HouseholdAccess, @ValidBody(() => dealerApiSchema) input: CreateDealerInput): Promise<Dealer> {
    return this.dealers.create(household.id, input);
  }
}
