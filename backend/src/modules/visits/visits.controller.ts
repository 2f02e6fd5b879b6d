import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { VisitMessages, type CurrentUser, type Visit, type VisitDetail } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OptionalQueryIdPipe } from '../../common/query-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { CreateVisitDto, UpdateVisitDto } from './dto/create-visit.dto';
import { VisitDetailResponse, VisitResponse } from './dto/visit.response';
import { VisitsService } from './visits.service';

const visitId = new ParseIdPipe(VisitMessages.notFound);

@ApiTags('visits')
@Controller('visits')
@SignedIn()
export class VisitsController {
  constructor(private readonly visits: VisitsService) {}

  @Get()
  @ApiQuery({ name: 'vehicle_id', required: false, type: Number, description: "Only this vehicle's visits" })
  @ApiOkResponse({ type: [VisitResponse], description: 'Newest date in first' })
  list(
    @SignedInUser() user: CurrentUser,
    @Query('vehicle_id', new OptionalQueryIdPipe('vehicle_id', VisitMessages.vehicleFilterInvalid)) vehicleId?: number,
  ): Promise<Visit[]> {
    return this.visits.list(user.id, vehicleId);
  }

  @Post()
  @ApiCreatedResponse({ type: VisitResponse })
  create(@SignedInUser() user: CurrentUser, @Body() input: CreateVisitDto): Promise<Visit> {
    return this.visits.create(user.id, input);
  }

  @Get(':id')
  @ApiOkResponse({ type: VisitDetailResponse, description: 'With its vehicle and dealer' })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  get(@SignedInUser() user: CurrentUser, @Param('id', visitId) id: number): Promise<VisitDetail> {
    return this.visits.get(user.id, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: VisitResponse })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  update(@SignedInUser() user: CurrentUser, @Param('id', visitId) id: number, @Body() input: UpdateVisitDto): Promise<Visit> {
    return this.visits.update(user.id, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The visit, its claims and its documents are gone' })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  remove(@SignedInUser() user: CurrentUser, @Param('id', visitId) id: number): Promise<void> {
    return this.visits.remove(user.id, id);
  }
}
