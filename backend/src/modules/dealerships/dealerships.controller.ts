import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { type CurrentUser, type Dealership, type DealershipSearchQuery } from '@dct/contracts';
import { dealershipSearchQuerySchema } from '@dct/contracts/schemas';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ZodQueryPipe } from '../../common/zod-query.pipe';
import { searchDealerships } from './dealership-search';

/** Spec §7: `GET /api/dealerships/search?lat&lng&radius&make`. */
@ApiTags('dealers')
@Controller('dealerships')
@SignedIn()
export class DealershipsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('search')
  // The directory is reference data: the browser may keep an answer 5 minutes.
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOkResponse({
    description: 'Dealerships within radius miles (default 25) of lat/lng, nearest first, with distance in miles; make filters by the makes they sell',
  })
  search(@SignedInUser() user: CurrentUser, @Query(new ZodQueryPipe(dealershipSearchQuerySchema)) query: DealershipSearchQuery): Promise<Dealership[]> {
    return searchDealerships(this.dataSource, user.id, query);
  }
}
