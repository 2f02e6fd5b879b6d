import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClaimMessages, VehicleMessages, VisitMessages, type CurrentUser, type RecordDependents } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { DependentsService } from './dependents.service';
import { RecordDependentsResponse } from './dto/dependents.response';

const vehicleId = new ParseIdPipe(VehicleMessages.notFound);
const visitId = new ParseIdPipe(VisitMessages.notFound);
const claimId = new ParseIdPipe(ClaimMessages.notFound);

/** GET /api/{vehicles,visits,claims}/{id}/dependents: what deleting the record takes along, so the page can ask first. */
@Controller()
@SignedIn()
export class DependentsController {
  constructor(private readonly dependents: DependentsService) {}

  @Get('vehicles/:id/dependents')
  @ApiTags('vehicles')
  @ApiOperation({ summary: 'What deleting the vehicle takes along: its visits, and their claims and documents' })
  @ApiOkResponse({ type: RecordDependentsResponse })
  @ApiNotFoundResponse({ description: VehicleMessages.notFound })
  vehicle(@SignedInUser() user: CurrentUser, @Param('id', vehicleId) id: number): Promise<RecordDependents> {
    return this.dependents.ofVehicle(user.id, id);
  }

  @Get('visits/:id/dependents')
  @ApiTags('visits')
  @ApiOperation({ summary: 'What deleting the visit takes along: its claims and documents' })
  @ApiOkResponse({ type: RecordDependentsResponse })
  @ApiNotFoundResponse({ description: VisitMessages.notFound })
  visit(@SignedInUser() user: CurrentUser, @Param('id', visitId) id: number): Promise<RecordDependents> {
    return this.dependents.ofVisit(user.id, id);
  }

  @Get('claims/:id/dependents')
  @ApiTags('claims')
  @ApiOperation({ summary: 'What deleting the claim takes along: its mails (the claim and its reminders)' })
  @ApiOkResponse({ type: RecordDependentsResponse })
  @ApiNotFoundResponse({ description: ClaimMessages.notFound })
  claim(@SignedInUser() user: CurrentUser, @Param('id', claimId) id: number): Promise<RecordDependents> {
    return this.dependents.ofClaim(user.id, id);
  }
}
