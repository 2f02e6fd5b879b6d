import {
  acceptInvitationInputSchema,
  createInvitationInputSchema,
  householdInvitationSchema,
  householdMemberSchema,
  householdSchema,
  updateMemberInputSchema,
} from '@dct/contracts/schemas';
import { zodDocClass } from '../../../common/zod-openapi';

export const CreateInvitationInputDoc = zodDocClass('CreateInvitationInput', createInvitationInputSchema);
export const UpdateMemberInputDoc = zodDocClass('UpdateMemberInput', updateMemberInputSchema);
export const AcceptInvitationInputDoc = zodDocClass('AcceptInvitationInput', acceptInvitationInputSchema);
export const HouseholdResponse = zodDocClass('HouseholdResponse', householdSchema);
export const HouseholdMemberResponse = zodDocClass('HouseholdMemberResponse', householdMemberSchema);
export const HouseholdInvitationResponse = zodDocClass('HouseholdInvitationResponse', householdInvitationSchema);
