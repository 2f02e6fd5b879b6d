import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { AccountToasts, type AccountSummary, type DeleteAccountInput } from '@dct/contracts';
import { deleteAccountWithEmailSchema, deleteAccountWithPasswordSchema } from '@dct/contracts/schemas';
import { Button, Dialog, countOf, toast } from '@dct/ui';
import { deleteAccount } from '@dct/data';
import { useApiForm, FormInput } from '@dct/ui/forms';
import { leaveDeletedAccount } from './account-deleted-notice';
import { SettingsSection } from './settings-section';

interface ConfirmationFields {
  password: string;
  email: string;
}

/** "2 vehicles, 5 visits, 1 claim, 3 documents and 1 dealer you added": what goes with the account. */
export function whatGoes({ records }: AccountSummary): string {
  const parts = [
    countOf(records.vehicles, 'vehicle'),
    countOf(records.visits, 'visit'),
    countOf(records.claims, 'claim'),
    countOf(records.documents, 'document'),
    ...(records.dealers > 0 ? [`${countOf(records.dealers, 'dealer')} you added`] : []),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

interface DeleteAccountDialogProps {
  account: AccountSummary;
  /** After the server has deleted the account (the session is gone with it). */
  onDeleted: () => void;
}

/** The confirmation: the password, or for an account without one its e-mail typed out. */
function DeleteAccountDialog({ account, onDeleted }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const field = account.has_password ? 'password' : 'email';
  const resolver = useMemo(
    () =>
      (account.has_password ? zodResolver(deleteAccountWithPasswordSchema) : zodResolver(deleteAccountWithEmailSchema(account.email))) as unknown as Resolver<
        ConfirmationFields,
        unknown,
        DeleteAccountInput
      >,
    [account.has_password, account.email],
  );
  const { form, onSubmit, pending } = useApiForm({
    resolver,
    defaultValues: { password: '', email: '' },
    submit: (input: DeleteAccountInput) => deleteAccount(input),
    onSuccess: onDeleted,
    onFailure: ({ serverMessage }) =>
      toast({ variant: 'destructive', ...AccountToasts.deleteFailed, description: serverMessage ?? AccountToasts.deleteFailed.description }),
  });
  const typed = form.watch(field);
  const openOrClose = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={openOrClose}
      title="Delete your account?"
      description={`This removes your account and everything it holds, for good: ${whatGoes(account)}. You will be signed out, and this cannot be undone. Export your data first to keep a copy.`}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete account
        </Button>
      }
    >
      <form className="stack" noValidate onSubmit={onSubmit} aria-label="Confirm deletion">
        {account.has_password ? (
          <FormInput form={form} name="password" label="Your password" type="password" autoComplete="current-password" />
        ) : (
          <FormInput form={form} name="email" label={`Type ${account.email} to confirm`} type="email" autoComplete="off" spellCheck={false} />
        )}
        <div className="form-actions">
          <Button variant="outline" disabled={pending} onClick={() => openOrClose(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={pending || !typed}>
            {pending ? 'Deleting account...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteAccountSection({ account, onDeleted = leaveDeletedAccount }: { account: AccountSummary; onDeleted?: () => void }) {
  return (
    <SettingsSection
      id="delete-account"
      icon={<Trash2 aria-hidden />}
      title="Delete account"
      description={<>Removes your account and everything you recorded: {whatGoes(account)}.</>}
      className="settings-danger"
    >
      <DeleteAccountDialog account={account} onDeleted={onDeleted} />
    </SettingsSection>
  );
}
