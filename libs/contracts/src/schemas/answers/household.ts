import { z } from 'zod';
import { HOUSEHOLD_ROLES } from '../../household';
import { instant, rowId } from './common';

const role = z.enum(HOUSEHOLD_ROLES);

/** One member: their account's id, name and address, and their role. */
export const householdMemberSchema = z.object({
  id: rowId().describe("The member's account id"),
  name: z.string(),
  email: z.string(),
  role,
  joined_at: instant(),
  is_you: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** An invitation not yet accepted, withdrawn or expired. */
export const householdInvitationSchema = z.object({
  id: rowId(),
  email: z.string(),
  role,
  created_at: instant(),
  expires_at: instant(),
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

/** GET /api/household/members: the household as the signed-in member sees it. */
export const householdSchema = z.object({
  id: rowId(),
  name: z.string(),
  your_role: role,
  members: z.array(householdMemberSchema),
  invitations: z.array(householdInvitationSchema).describe('Open invitations; empty unless you are an owner'),
});
/** GET /api/household/members: the household, its members and (for its owners) the open invitations. */
export type Household = z.infer<typeof householdSchema>;
