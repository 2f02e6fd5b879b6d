import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { AccountMessages, AccountToasts, PASSWORD_MIN_LENGTH, type ChangePasswordInput } from '@dct/contracts';
import { changePasswordSchema } from '@dct/contracts/schemas';
import { changePassword } from '@dct/data';
import { FormField, Input, SubmitButton, toast } from '@dct/ui';
import { useApiForm, FormInput } from '@dct/ui/forms';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordInput = { current_password: '', new_password: '' };

/** A new password; the owner stays signed in here while every other session ends. */
export function ChangePasswordForm() {
  const { form, onSubmit, pending } = useApiForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    submit: (input: ChangePasswordInput) => changePassword(input),
    onSuccess: (_result, { resetForm }) => {
      resetForm();
      toast(AccountToasts.passwordChanged);
    },
    onFailure: ({ serverMessage }) =>
      toast({ variant: 'destructive', ...AccountToasts.passwordChangeFailed, description: serverMessage ?? AccountToasts.passwordChangeFailed.description }),
  });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-label="Change password">
      <FormInput form={form} name="current_password" label="Current password" type="password" autoComplete="current-password" />
      <FormField
        label="New password"
        error={errors.new_password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; a phrase of unrelated words is easy to remember and hard to guess`}
      >
        <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
      </FormField>
      <div>
        <SubmitButton pending={pending} label="Change password" pendingLabel="Changing password..." />
      </div>
    </form>
  );
}

export function ChangePasswordSection({ hasPassword }: { hasPassword: boolean }) {
  return (
    <SettingsSection
      id="password"
      icon={<KeyRound aria-hidden />}
      title="Change password"
      description="Changing the password signs you out everywhere else; you stay signed in here."
    >
      {hasPassword ? <ChangePasswordForm /> : <p className="muted">{AccountMessages.noPassword}</p>}
    </SettingsSection>
  );
}
