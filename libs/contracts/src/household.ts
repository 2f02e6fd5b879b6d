export type { Household, HouseholdMember, HouseholdInvitation } from './schemas/answers/household';
export type { CreateInvitationInput, UpdateMemberInput, AcceptInvitationInput } from './schemas/household';

/**
 * Who may do what in a household: an `owner` everything (members, invitations, deleting the
 * household's data); a `member` reads and writes vehicles, visits, documents and claims and sends
 * claims; a `viewer` reads everything and changes nothing.
 */
export const HOUSEHOLD_ROLES = ['owner', 'member', 'viewer'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** How much each role may do, for comparing a member's role with what a route needs. */
export const HOUSEHOLD_ROLE_RANK: Record<HouseholdRole, number> = { viewer: 1, member: 2, owner: 3 };

export const HOUSEHOLD_LIMITS = {
  /** An invitation link works this many days. */
  invitationDays: 7,
  /** Members and open invitations of one household together. */
  maxPeople: 20,
} as const;

export const HouseholdMessages = {
  /** The 403 of every change a viewer tries: one sentence, whatever the route. */
  viewerReadOnly: 'You can view this household’s records but not change them: ask one of its owners for the member role.',
  /** The 403 of what only an owner may do. */
  ownerOnly: 'Only an owner of this household can do that.',
  roleInvalid: 'Choose a role: owner, member or viewer.',
  emailInvalid: 'Enter the e-mail address to invite, like name@example.com.',
  memberNotFound: 'That person is not a member of this household.',
  invitationNotFound: 'That invitation was not found: it may have been accepted or withdrawn already.',
  lastOwner: 'A household needs an owner: make another member an owner first, or delete the household’s data.',
  alreadyMember: 'That address already belongs to a member of this household.',
  tooMany: `A household has at most ${HOUSEHOLD_LIMITS.maxPeople} members and open invitations together.`,
  /** Accepting: every refusal says what to do next, and none says whether an address has an account. */
  linkInvalid: 'This invitation link is not valid. Ask for a new invitation.',
  linkExpired: `This invitation has expired (an invitation works for ${HOUSEHOLD_LIMITS.invitationDays} days). Ask for a new one.`,
  linkUsed: 'This invitation has already been used. Ask for a new one if you still need to join.',
  linkRevoked: 'This invitation was withdrawn by the household’s owner.',
  wrongAddress: 'This invitation was sent to another e-mail address: sign in with that address to accept it.',
  alreadyInHousehold: 'You are already a member of this household.',
  mustHandOver: 'You are the last owner of your household, which has other members: make one of them an owner before you join another.',
  vinInBoth: 'Both households have a vehicle with the same VIN. Delete or change one of them, then accept again.',
  invited: 'The invitation is on its way. It works for 7 days.',
  exportHolds: 'This export holds the records of your household: every vehicle, visit, document and claim its members keep together.',
  tooManyTries: 'Too many invitations from this account just now. Wait a minute and try again.',
  joined: 'You joined the household.',
  left: 'You left the household. Your account now has a household of its own.',
  /** What joining does to what the account already has (shown before accepting). */
  joinMovesRecords: 'Your own vehicles, visits, documents and claims move with you into this household. Nothing is deleted.',
  joinLeavesRecords: 'Your current household keeps its records with its other members. Nothing is deleted.',
} as const;

/** Who added a record and who changed it last, in one line ("Added by Ana · last changed by Ben"), or null when unknown. */
export function recordAuthorsLine(record: { created_by_name: string | null; updated_by_name: string | null }): string | null {
  const { created_by_name: creator, updated_by_name: editor } = record;
  if (!creator && !editor) return null;
  if (!creator) return `Last changed by ${editor}`;
  return editor && editor !== creator ? `Added by ${creator} · last changed by ${editor}` : `Added by ${creator}`;
}

/** The words of Settings → Household and of the join page. */
export const HouseholdCopy = {
  roles: { owner: 'Owner', member: 'Member', viewer: 'Viewer' } satisfies Record<HouseholdRole, string>,
  /** What each role may do, under the invite form's role select. */
  roleHint: 'Owners manage members and invitations; members add and change records; viewers only read them.',
  removeTitle: (name: string) => `Remove ${name} from the household?`,
  removeConfirm: 'They lose access to the household’s records at once. The records they added stay with the household.',
  leaveTitle: 'Leave this household?',
  leaveConfirm: 'You lose access to its records. Everything stays with the household and its other members; your account gets an empty household of its own.',
  /** An owner who is the household's only owner cannot leave; shown instead of the button when others remain. */
  lastOwnerCannotLeave: 'You are this household’s only owner: make another member an owner before you leave.',
  /** Above every page for a viewer, whose pages leave out adding, changing and deleting. */
  viewerNotice: (household: string) => `You are a viewer of ${household}: you can see its records, and only its members and owners can change them.`,
  joinTitle: 'Join a household',
  joinIntro: 'You were invited to share a household’s vehicles, visits, documents and claims.',
  joinMissingToken: 'This page needs the link from your invitation e-mail. Open that link again, or ask for a new invitation.',
  failed: 'That did not work. Please try again.',
  toasts: {
    invited: { title: 'Invitation sent', description: HouseholdMessages.invited },
    left: { title: 'You left the household', description: HouseholdMessages.left },
    roleChanged: (name: string, role: HouseholdRole) => ({
      title: 'Role changed',
      description: `${name} is now ${role === 'owner' ? 'an owner' : `a ${role}`}.`,
    }),
    removed: (name: string) => ({ title: 'Member removed', description: `${name} no longer has access to the household’s records.` }),
    withdrawn: (email: string) => ({ title: 'Invitation withdrawn', description: `The link sent to ${email} no longer works.` }),
  },
} as const;
