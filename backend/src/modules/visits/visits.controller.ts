import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { VisitMessages, type CreateVisitInput, type CurrentUser, type UpdateVisitInput, type Visit, type VisitChange, type VisitDetail } from '@dct/contracts';
import { visitInputSchema } from '@dct/contracts/schemas';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OptionalQueryIdPipe } from '../../common/query-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ZodBodyPipe } from '../../common/zod-body.pipe';
import { CreateVisitInputDoc, UpdateVisitInputDoc } from './dto/visit-input.doc';
import { VisitChangeResponse, VisitDetailResponse, VisitResponse } from './dto/visit.response';
import { VisitsService } from './visits.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

const visitId = new ParseIdPipe(VisitMessages.notFound);
/** The body's rules are the visit's schema in contracts, the one the form validates with. */
const visitBody = () => visitInputSchema;

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
  @Idempotent()
  @ApiCreatedResponse({ type: VisitResponse })
  @ApiBody({ type: CreateVisitInputDoc })
  create(@SignedInUser() user: CurrentUser, @Body(new ZodBodyPipe(visitBody)) input: CreateVisitInput): Promise<Visit> {
    return this.visits.create(user.id, input);
  }

  @Get(':id')
  @ApiOkResponse({ type: VisitDetailResponse, description: 'With its vehicle and dealer' })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  get(@SignedInUser() user: CurrentUser, @Param('id', visitId) id: number): Promise<VisitDetail> {
    return this.visits.get(user.id, id);
  }

  @Get(':id/history')
  @ApiOkResponse({ type: [VisitChangeResponse], description: 'Changes to its dates, mileage and RO number, newest first: who, when, old → new' })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  history(@SignedInUser() user: CurrentUser, @Param('id', visitId) id: number): Promise<VisitChange[]> {
    return this.visits.history(user.id, id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: VisitResponse })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  @ApiBody({ type: UpdateVisitInputDoc })
  update(
    @SignedInUser() user: CurrentUser,
    @Param('id', visitId) id: number,
    @Body(new ZodBodyPipe(visitBody, 'patch')) input: UpdateVisitInput,
  ): Promise<Visit> {
    return this.visits.update(user.id, id, input);
  }
}
