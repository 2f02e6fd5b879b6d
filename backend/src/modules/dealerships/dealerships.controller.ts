import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Dealership, type DealershipSearchQuery } from '@dct/contracts';
import { dealershipSearchQuerySchema } from '@dct/contracts/schemas';
import { REFERENCE_DATA_CACHE } from '../../common/cache-control';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { ZodQueryPipe } from '../../common/zod-query.pipe';
import { DealersService } from './dealers.service';
import { DealershipResponse } from './dto/dealer.response';

/** Spec §7: `GET /api/dealerships/search?lat&lng&radius&make`. */
@ApiTags('dealers')
@Controller('dealerships')
@SignedIn()
export class DealershipsController {
  constructor(private readonly dealers: DealersService) {}

  @Get('search')
  @Header('Cache-Control', REFERENCE_DATA_CACHE)
  @ApiOkResponse({
    type: [DealershipResponse],
    description: 'Dealerships within radius miles (default 25) of lat/lng, nearest first, with distance in miles; make filters by the makes they sell',
  })
  @ApiQuery({ name: 'lat', required: true, type: Number, description: 'Latitude, -90 to 90' })
  @ApiQuery({ name: 'lng', required: true, type: Number, description: 'Longitude, -180 to 180' })
  @ApiQuery({ name: 'radius', required: false, type: Number, description: 'Miles, above 0 and at most 500 (default 25)' })
  @ApiQuery({ name: 'make', required: false, type: String, description: 'Only dealers selling this make (any case)' })
  search(@Household() household: HouseholdAccess, @Query(new ZodQueryPipe(dealershipSearchQuerySchema)) query: DealershipSearchQuery): Promise<Dealership[]> {
    return this.dealers.search(household.id, query);
  }
}
