import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { VisitMessages, type CreateVisitInput, type UpdateVisitInput, type Visit, type VisitChange, type VisitDetail } from '@dct/contracts';
import { visitInputSchema } from '@dct/contracts/schemas';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { OptionalQueryIdPipe } from '../../common/query-id.pipe';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { ValidBody } from '../../common/zod-body.pipe';
import { CreateVisitInputDoc, UpdateVisitInputDoc } from './dto/visit-input.doc';
import { VisitChangeResponse, VisitDetailResponse, VisitResponse } from './dto/visit.response';
import { VisitsService } from './visits.service';
import { CreatesRecord } from '../../common/creates-record.decorator';
import { ReadsRecord } from '../../common/reads-record.decorator';
import { UpdatesRecord } from '../../common/updates-record.decorator';

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
    @Household() household: HouseholdAccess,
    @Query('vehicle_id', new OptionalQueryIdPipe('vehicle_id', VisitMessages.vehicleFilterInvalid)) vehicleId?: number,
  ): Promise<Visit[]> {
    return this.visits.list(household.id, vehicleId);
  }

  @CreatesRecord(VisitResponse, CreateVisitInputDoc)
  create(@Household() household: HouseholdAccess, @ValidBody(visitBody) input: CreateVisitInput): Promise<Visit> {
    return this.visits.create(household.id, input);
  }

  @ReadsRecord(':id', VisitDetailResponse, VisitMessages.notFound, 'With its vehicle and dealer')
  get(@Household() household: HouseholdAccess, @Param('id', visitId) id: number): Promise<VisitDetail> {
    return this.visits.get(household.id, id);
  }

  @ReadsRecord(':id/history', [VisitChangeResponse], VisitMessages.notFound, 'Changes to its dates, mileage and RO number, newest first: who, when, old → new')
  history(@Household() household: HouseholdAccess, @Param('id', visitId) id: number): Promise<VisitChange[]> {
    return this.visits.history(household.id, id);
  }

  @UpdatesRecord(':id', VisitResponse, UpdateVisitInputDoc, VisitMessages.notFound)
  update(@Household() household: HouseholdAccess, @Param('id', visitId) id: number, @ValidBody(visitBody, 'patch') input: UpdateVisitInput): Promise<Visit> {
    return this.visits.update(household.id, id, input);
  }
}
