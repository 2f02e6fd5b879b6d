import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, MailX, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import {
  HOUSEHOLD_ROLES,
  HouseholdCopy,
  HouseholdMessages,
  type CreateInvitationInput,
  type Household,
  type HouseholdMember,
  type HouseholdRole,
} from '@dct/contracts';
import { createInvitationInputSchema } from '@dct/contracts/schemas';
import { useChangeHouseholdRole, useHousehold, useInviteToHousehold, useRemoveHouseholdMember, useRevokeHouseholdInvitation } from '@dct/data';
import { Alert, Badge, Button, ConfirmedAction, ErrorState, FormField, Select, Skeleton, SubmitButton, failureTexts, formatDate, toast } from '@dct/ui';
import { useApiForm, FormInput } from '@dct/ui/forms';
import { SettingsSection } from './settings-section';

/** The API's sentence for a refused change (or the offline one); a generic one when it gave none. */
function reasonOf(error: unknown): string {
  const texts = failureTexts(error, { title: HouseholdCopy.failed }, { serverReason: true });
  return texts.description ?? texts.title;
}

const roleOptions = HOUSEHOLD_ROLES.map((role) => (
  <option key={role} value={role}>
    {HouseholdCopy.roles[role]}
  </option>
));

interface MemberRowProps {
  member: HouseholdMember;
  manage: boolean;
  onFailed: (error: unknown) => void;
}

/**
 * One member: name, address and role; an owner changes the role or removes them. A new role is
 * saved with its own button, since a closed select changes with each arrow key.
 */
function MemberRow({ member, manage, onFailed }: MemberRowProps) {
  const changeRole = useChangeHouseholdRole();
  const remove = useRemoveHouseholdMember();
  // The role chosen but not saved yet; the member's saved role shows otherwise.
  const [chosen, setChosen] = useState<HouseholdRole>();
  const role = chosen ?? member.role;
  const name = member.name || member.email;
  const save = () =>
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => toast(HouseholdCopy.toasts.roleChanged(name, role)),
        onError: onFailed,
        onSettled: () => setChosen(undefined),
      },
    );
  return (
    <li className="household-row">
      <div className="household-who">
        <span className="household-name">
          {name}
          {member.is_you && <Badge variant="secondary">You</Badge>}
        </span>
        <span className="muted household-email">{member.email}</span>
      </div>
      <div className="household-actions">
        {manage ? (
          <>
            <Select
              aria-label={`Role of ${name}`}
              value={role}
              disabled={changeRole.isPending}
              onChange={(event) => setChosen(event.currentTarget.value as HouseholdRole)}
            >
              {roleOptions}
            </Select>
            {role !== member.role && (
              <Button size="sm" aria-label={`Save the role of ${name}`} disabled={changeRole.isPending} onClick={save}>
                {changeRole.isPending ? 'Saving...' : 'Save role'}
              </Button>
            )}
          </>
        ) : (
          <Badge variant="outline">{HouseholdCopy.roles[member.role]}</Badge>
        )}
        {manage && !member.is_you && (
          <ConfirmedAction
            label="Remove"
            ariaLabel={`Remove ${name}`}
            icon={<UserMinus aria-hidden />}
            variant="outline"
            destructive
            title={HouseholdCopy.removeTitle(name)}
            description={HouseholdCopy.removeConfirm}
            confirmLabel="Remove"
            pendingLabel="Removing..."
            run={() => remove.mutateAsync({ memberId: member.id, leaving: false })}
            onDone={() => toast(HouseholdCopy.toasts.removed(name))}
            onFailed={onFailed}
          />
        )}
      </div>
    </li>
  );
}

interface InviteFields {
  email: string;
  role: HouseholdRole;
}

/** An owner's invitation: an address and a role (member unless chosen). */
function InviteForm() {
  const invite = useInviteToHousehold();
  const { form, onSubmit, pending, failure } = useApiForm({
    resolver: zodResolver(createInvitationInputSchema),
    defaultValues: { email: '', role: 'member' } satisfies InviteFields,
    submit: (input: CreateInvitationInput) => invite.mutateAsync(input),
    onSuccess: (_invitation, { resetForm }) => {
      resetForm();
      toast(HouseholdCopy.toasts.invited);
    },
  });
  const { errors } = form.formState;
  return (
    <form className="stack-sm household-invite" noValidate onSubmit={onSubmit} aria-label="Invite to the household">
      <h3 className="settings-subtitle">
        <UserPlus aria-hidden />
        Invite someone
      </h3>
      {failure && <Alert>{failure.serverMessage ?? HouseholdCopy.failed}</Alert>}
      <div className="household-invite-fields">
        <FormInput form={form} name="email" label="E-mail address" className="household-invite-email" type="email" autoComplete="off" spellCheck={false} />
        <FormField label="Role" error={errors.role?.message} hint={HouseholdCopy.roleHint}>
          <Select {...form.register('role')}>{roleOptions}</Select>
        </FormField>
      </div>
      <div>
        <SubmitButton pending={pending} label="Invite" pendingLabel="Inviting..." />
      </div>
    </form>
  );
}

/** The open invitations, each withdrawn with one press (its link stops working). */
function Invitations({ household, onFailed }: { household: Household; onFailed: (error: unknown) => void }) {
  const revoke = useRevokeHouseholdInvitation();
  if (household.invitations.length === 0) return null;
  return (
    <section className="stack-sm" aria-labelledby="household-invitations">
      <h3 id="household-invitations" className="settings-subtitle">
        Open invitations
      </h3>
      <ul className="household-list">
        {household.invitations.map((invitation) => (
          <li key={invitation.id} className="household-row">
            <div className="household-who">
              <span className="household-name">{invitation.email}</span>
              <span className="muted household-email">
                {HouseholdCopy.roles[invitation.role]} · works until {formatDate(invitation.expires_at)}
              </span>
            </div>
            <div className="household-actions">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                disabled={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => revoke.mutate(invitation.id, { onSuccess: () => toast(HouseholdCopy.toasts.withdrawn(invitation.email)), onError: onFailed })}
              >
                <MailX aria-hidden />
                Withdraw
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The household the account shares its records with: its members and their roles; an owner
 * invites, changes roles and removes members; anyone but the last owner leaves.
 */
export function HouseholdSection() {
  const household = useHousehold();
  const leave = useRemoveHouseholdMember();
  const [problem, setProblem] = useState<string>();
  const onFailed = (error: unknown) => setProblem(reasonOf(error));
  const data = household.data;
  const you = data?.members.find((member) => member.is_you);
  const owner = data?.your_role === 'owner';
  const lastOwner = owner && data.members.filter((member) => member.role === 'owner').length === 1;

  return (
    <SettingsSection
      id="household"
      icon={<Users aria-hidden />}
      title="Household"
      description={data ? data.name : 'The people who keep these records with you.'}
      contentClassName="stack"
    >
      {household.isLoading ? (
        <Skeleton className="skeleton-title" />
      ) : household.isError || !data ? (
        <ErrorState title="Could not load your household" error={household.error} onRetry={() => void household.refetch()} />
      ) : (
        <>
          {data.your_role === 'viewer' && <p className="muted">{HouseholdMessages.viewerReadOnly}</p>}
          {problem && <Alert>{problem}</Alert>}
          <section className="stack-sm" aria-labelledby="household-members">
            <h3 id="household-members" className="settings-subtitle">
              Members
            </h3>
            <ul className="household-list">
              {data.members.map((member) => (
                <MemberRow key={member.id} member={member} manage={owner} onFailed={onFailed} />
              ))}
            </ul>
          </section>
          {owner && <Invitations household={data} onFailed={onFailed} />}
          {owner && <InviteForm />}
          {you &&
            (lastOwner ? (
              data.members.length > 1 && <p className="muted">{HouseholdCopy.lastOwnerCannotLeave}</p>
            ) : (
              <div className="row">
                <ConfirmedAction
                  label="Leave household"
                  icon={<LogOut aria-hidden />}
                  variant="outline"
                  destructive
                  title={HouseholdCopy.leaveTitle}
                  description={HouseholdCopy.leaveConfirm}
                  confirmLabel="Leave household"
                  pendingLabel="Leaving..."
                  run={() => leave.mutateAsync({ memberId: you.id, leaving: true })}
                  onDone={() => {
                    setProblem(undefined);
                    toast(HouseholdCopy.toasts.left);
                  }}
                  onFailed={onFailed}
                />
              </div>
            ))}
        </>
      )}
    </SettingsSection>
  );
}
