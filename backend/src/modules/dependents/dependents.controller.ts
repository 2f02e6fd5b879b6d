import { Controller, Get, Param } from '@nestjs/common';
import { ClaimMessages, VisitMessages, type RecordDependents } from '@dct/contracts';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { DependentsService } from './dependents.service';
import { ListsDependents } from './lists-dependents.decorator';

const visitId = new ParseIdPipe(VisitMessages.notFound);
const claimId = new ParseIdPipe(ClaimMessages.notFound);

/**
 * GET /api/{visits,claims}/{id}/dependents: what deleting the record takes along, so the page can
 * ask first. A vehicle's is among the /api/vehicles routes (VehiclesController), which must be one list.
 */
@Controller()
@SignedIn()
export class DependentsController {
  constructor(private readonly dependents: DependentsService) {}

  @Get('visits/:id/dependents')
  @ListsDependents('visits', { summary: 'What deleting the visit takes along: its claims and documents' }, VisitMessages.notFound)
  visit(@Household() household: HouseholdAccess, @Param('id', visitId) id: number): Promise<RecordDependents> {
    return this.dependents.ofVisit(household.id, id);
  }

  @Get('claims/:id/dependents')
  @ListsDependents('claims', { summary: 'What deleting the claim takes along: its mails (the claim and its reminders)' }, ClaimMessages.notFound)
  claim(@Household() household: HouseholdAccess, @Param('id', claimId) id: number): Promise<RecordDependents> {
    return this.dependents.ofClaim(household.id, id);
  }
}
