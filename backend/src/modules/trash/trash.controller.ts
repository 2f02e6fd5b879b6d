import { Controller, Delete, Get, HttpCode, Param, Post, type PipeTransform } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiConflictResponse } from '@nestjs/swagger';
import { ClaimMessages, TRASH_KINDS, TrashMessages, VisitMessages, type TrashItem, type TrashKind } from '@dct/contracts';
import { NotFoundError } from '../../common/domain-errors';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn } from '../../common/signed-in.guard';
import { Household, type HouseholdAccess } from '../../common/household-access';
import { TrashItemResponse } from './dto/trash-item.response';
import { MovesToTrash } from '../../common/moves-to-trash.decorator';
import { TrashService } from './trash.service';

const visitId = new ParseIdPipe(VisitMessages.notFound);
const claimId = new ParseIdPipe(ClaimMessages.notFound);
const trashedId = new ParseIdPipe(TrashMessages.notFound);

/** A kind the trash does not hold is nothing in it: the same 404. */
class TrashKindPipe implements PipeTransform<string, TrashKind> {
  transform(value: string): TrashKind {
    if (!(TRASH_KINDS as readonly string[]).includes(value)) throw new NotFoundError(TrashMessages.notFound);
    return value as TrashKind;
  }
}

/**
 * The trash, and the deletes that fill it: DELETE /api/{visits,claims}/{id} move the record and
 * everything that goes with it to the trash (a vehicle's DELETE is among the /api/vehicles routes,
 * VehiclesController); GET /api/trash lists it, POST /api/trash/{kind}/{id}/restore brings it back.
 */
@Controller()
@SignedIn()
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get('trash')
  @ApiTags('trash')
  @ApiOperation({ summary: 'Deleted vehicles, visits and claims, kept 30 days; most recently deleted first' })
  @ApiOkResponse({ type: [TrashItemResponse] })
  list(@Household() household: HouseholdAccess): Promise<TrashItem[]> {
    return this.trash.list(household.id);
  }

  @Post('trash/:kind/:id/restore')
  @HttpCode(204)
  @ApiTags('trash')
  @ApiOperation({ summary: 'Brings a deleted record back with everything that went with it' })
  @ApiParam({ name: 'kind', enum: TRASH_KINDS, enumName: 'TrashKind' })
  @ApiNoContentResponse({ description: 'It is back, with the same id' })
  @ApiNotFoundResponse({ description: TrashMessages.notFound })
  @ApiConflictResponse({ description: 'What it belongs to is gone (restore that first), or another vehicle has its VIN now' })
  restore(@Household() household: HouseholdAccess, @Param('kind', new TrashKindPipe()) kind: TrashKind, @Param('id', trashedId) id: number): Promise<void> {
    return this.trash.restore(household.id, kind, id);
  }

  @Delete('visits/:id')
  @MovesToTrash('visits', 'The visit, its claims (with their mails) and its documents are in the trash for 30 days', VisitMessages.notFound)
  removeVisit(@Household() household: HouseholdAccess, @Param('id', visitId) id: number): Promise<void> {
    return this.trash.delete(household.id, 'visit', id);
  }

  @Delete('claims/:id')
  @MovesToTrash('claims', 'The claim and its mails are in the trash for 30 days', ClaimMessages.notFound)
  removeClaim(@Household() household: HouseholdAccess, @Param('id', claimId) id: number): Promise<void> {
    return this.trash.delete(household.id, 'claim', id);
  }
}
