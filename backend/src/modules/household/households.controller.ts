import { Controller, Delete, Get, HttpCode, Param, Post, applyDecorators } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  HouseholdMessages as M,
  type AcceptInvitationInput,
  type CreateInvitationInput,
  type CurrentUser,
  type Household as HouseholdAnswer,
  type HouseholdInvitation,
  type HouseholdMember,
  type UpdateMemberInput,
} from '@dct/contracts';
import { acceptInvitationInputSchema, createInvitationInputSchema, updateMemberInputSchema } from '@dct/contracts/schemas';
import { Household, HouseholdRoleNeeded, OpenToViewers, type HouseholdAccess } from '../../common/household-access';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard';
import { SignedIn, SignedInUser } from '../../common/signed-in.guard';
import { ValidBody } from '../../common/zod-body.pipe';
import {
  AcceptInvitationInputDoc,
  CreateInvitationInputDoc,
  HouseholdInvitationResponse,
  HouseholdMemberResponse,
  HouseholdResponse,
  UpdateMemberInputDoc,
} from './dto/household.response';
import { HouseholdsService } from './households.service';
import { UpdatesRecord } from '../../common/updates-record.decorator';

const memberId = new ParseIdPipe(M.memberNotFound);
const invitationId = new ParseIdPipe(M.invitationNotFound);

/** An owner invites an address (POST members and POST invitations alike). Applied in the order stacked decorators apply. */
const InvitesByMail = (summary: string) =>
  applyDecorators(
    ApiConflictResponse({ description: `${M.alreadyMember}; ${M.tooMany}` }),
    ApiCreatedResponse({ type: HouseholdInvitationResponse }),
    ApiBody({ type: CreateInvitationInputDoc }),
    ApiOperation({ summary }),
    RateLimited('household'),
    HouseholdRoleNeeded('owner'),
    Idempotent(),
  );

/** The signed-in account's household: its members, their roles, and invitations to join it. */
@ApiTags('household')
@Controller('household')
@SignedIn()
export class HouseholdsController {
  constructor(private readonly households: HouseholdsService) {}

  @Get('members')
  @ApiOperation({ summary: 'The household, its members and their roles (and, for its owners, the open invitations)' })
  @ApiOkResponse({ type: HouseholdResponse })
  get(@Household() household: HouseholdAccess): Promise<HouseholdAnswer> {
    return this.households.get(household);
  }

  @Post('members')
  @InvitesByMail('Add a member: one joins only by accepting an invitation, so this invites (as POST /api/household/invitations)')
  addMember(
    @Household() household: HouseholdAccess,
    @SignedInUser() user: CurrentUser,
    @ValidBody(() => createInvitationInputSchema) input: CreateInvitationInput,
  ): Promise<HouseholdInvitation> {
    return this.households.invite(household, user, input);
  }

  @UpdatesRecord('members/:id', HouseholdMemberResponse, UpdateMemberInputDoc, M.memberNotFound)
  @HouseholdRoleNeeded('owner')
  @ApiOperation({ summary: "Change a member's role (a household always keeps an owner)" })
  @ApiConflictResponse({ description: M.lastOwner })
  updateMember(
    @Household() household: HouseholdAccess,
    @Param('id', memberId) id: number,
    @ValidBody(() => updateMemberInputSchema) input: UpdateMemberInput,
  ): Promise<HouseholdMember> {
    return this.households.updateRole(household, id, input.role);
  }

  @Delete('members/:id')
  @HttpCode(204)
  @OpenToViewers()
  @ApiOperation({ summary: 'Remove a member (an owner), or leave (your own id): the records stay with the household' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ description: M.ownerOnly })
  @ApiNotFoundResponse({ description: M.memberNotFound })
  @ApiConflictResponse({ description: M.lastOwner })
  async removeMember(@Household() household: HouseholdAccess, @Param('id', memberId) id: number): Promise<void> {
    await this.households.removeMember(household, id);
  }

  @Post('invitations')
  @InvitesByMail('Invite an address by mail: a signed single-use link, valid 7 days; the answer never says whether the address has an account')
  invite(
    @Household() household: HouseholdAccess,
    @SignedInUser() user: CurrentUser,
    @ValidBody(() => createInvitationInputSchema) input: CreateInvitationInput,
  ): Promise<HouseholdInvitation> {
    return this.households.invite(household, user, input);
  }

  @Delete('invitations/:id')
  @HttpCode(204)
  @HouseholdRoleNeeded('owner')
  @ApiOperation({ summary: 'Withdraw an invitation: its link stops working at once' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: M.invitationNotFound })
  async revokeInvitation(@Household() household: HouseholdAccess, @Param('id', invitationId) id: number): Promise<void> {
    await this.households.revokeInvitation(household, id);
  }

  @Post('invitations/accept')
  @HttpCode(200)
  @OpenToViewers()
  @RateLimited('household')
  @ApiOperation({ summary: "Join the invitation's household with the signed-in account (the invitation's address)" })
  @ApiBody({ type: AcceptInvitationInputDoc })
  @ApiOkResponse({ type: HouseholdResponse })
  @ApiNotFoundResponse({ description: M.linkInvalid })
  @ApiForbiddenResponse({ description: M.wrongAddress })
  @ApiConflictResponse({ description: `${M.linkExpired}; ${M.linkUsed}; ${M.linkRevoked}; ${M.alreadyInHousehold}; ${M.mustHandOver}; ${M.vinInBoth}` })
  async accept(@SignedInUser() user: CurrentUser, @ValidBody(() => acceptInvitationInputSchema) input: AcceptInvitationInput): Promise<HouseholdAnswer> {
    await this.households.accept(user, input.token);
    return this.households.get(await this.households.accessOf(user.id));
  }
}
