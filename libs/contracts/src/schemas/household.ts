import { z } from 'zod';
import { HOUSEHOLD_ROLES, HouseholdMessages } from '../household';
import { requiredEmail } from './fields';

const role = z.enum(HOUSEHOLD_ROLES, { errorMap: () => ({ message: HouseholdMessages.roleInvalid }) });

/** POST /api/household/invitations: who to invite and with which role (member unless said). */
export const createInvitationInputSchema = z
  .object({
    email: requiredEmail({ required: HouseholdMessages.emailInvalid, invalid: HouseholdMessages.emailInvalid }),
    role: role.default('member'),
  })
  .strict();
/** POST /api/household/invitations (and POST /api/household/members, which invites). */
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>;

/** PATCH /api/household/members/{id}: a member's new role. */
export const updateMemberInputSchema = z.object({ role }).strict();
/** PATCH /api/household/members/{id}. */
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;

/** POST /api/household/invitations/accept: the token from the invitation's link. */
export const acceptInvitationInputSchema = z
  .object({
    token: z
      .string({ invalid_type_error: HouseholdMessages.linkInvalid, required_error: HouseholdMessages.linkInvalid })
      .min(1, HouseholdMessages.linkInvalid)
      .max(200, HouseholdMessages.linkInvalid),
  })
  .strict();
/** POST /api/household/invitations/accept. */
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;
