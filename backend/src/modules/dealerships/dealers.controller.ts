import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DealerMessages, type CreateDealerInput, type CurrentUser, type Dealer } from '@dct/contracts';
import { dealerApiSchema } from '@dct/contracts/schemas';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ZodBodyPipe } from '../../common/zod-body.pipe';
import { DealersService } from './dealers.service';
import { CreateDealerInputDoc } from './dto/dealer-input.doc';
import { DealerResponse } from './dto/dealer.response';

const dealerId = new ParseIdPipe(DealerMessages.notFound);

@ApiTags('dealers')
@Controller('dealers')
@SignedIn()
export class DealersController {
  constructor(private readonly dealers: DealersService) {}

  @Get()
  @ApiOkResponse({ type: [DealerResponse], description: 'The shared directory and the dealers this owner added, by name' })
  list(@SignedInUser() user: CurrentUser): Promise<Dealer[]> {
    return this.dealers.list(user.id);
  }

  @Get(':id')
  @ApiOkResponse({ type: DealerResponse })
  @ApiNotFoundResponse({ description: DealerMessages.notFound })
  get(@SignedInUser() user: CurrentUser, @Param('id', dealerId) id: number): Promise<Dealer> {
    return this.dealers.get(user.id, id);
  }

  @Post()
  @ApiCreatedResponse({ type: DealerResponse, description: 'A dealer for this owner only' })
  @ApiBody({ type: CreateDealerInputDoc })
  create(@SignedInUser() user: CurrentUser, @Body(new ZodBodyPipe(() => dealerApiSchema)) input: CreateDealerInput): Promise<Dealer> {
    return this.dealers.create(user.id, input);
  }
}
