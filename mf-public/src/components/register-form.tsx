import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, type CurrentUser, type RegisterInput, type RegistrationPending } from '@dct/contracts';
import { registerSchema } from '@dct/contracts/schemas';
import { Alert, SubmitButton } from '@dct/ui';
import { register } from '@dct/data';
import { FormInput } from '@dct/ui/forms';
import { useSearchParams } from '@dct/router';
import { useAccountForm } from '../hooks/use-account-form';
import { rememberReturnAfterConfirm } from '../hooks/return-after-confirm';
import { EmailField, NameField } from './person-fields';

/**
 * Sign-up. Where the server confirms addresses first (REGISTRATION=verify) it answers with a
 * message instead of the new owner, and the form gives way to that message.
 */
export function RegisterForm() {
  const [pending, setPending] = useState<string>();
  const [params] = useSearchParams();
  const {
    form,
    onSubmit,
    pending: sending,
    failure,
  } = useAccountForm<z.input<typeof registerSchema>, CurrentUser | RegistrationPending, RegisterInput>(
    register,
    zodResolver(registerSchema),
    { name: '', email: '', password: '' },
    (answer) => {
      if (!('message' in answer)) return true;
      // The confirmation link opens the app afresh: where the visitor was going is kept for it.
      rememberReturnAfterConfirm(params.get('next'));
      setPending(answer.message);
      return false;
    },
  );
  const { errors } = form.formState;
  if (pending) {
    return (
      <div className="stack" role="status">
        <h2 className="card-title">Check your e-mail</h2>
        <p>{pending}</p>
      </div>
    );
  }
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {failure && <Alert>{failure.serverMessage ?? 'We could not create your account. Please try again.'}</Alert>}
      <NameField field={form.register('name')} error={errors.name?.message} />
      <EmailField field={form.register('email')} error={errors.email?.message} />
      <FormInput form={form} name="password" label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} type="password" autoComplete="new-password" />
      <SubmitButton size="lg" pending={sending} label="Create account" pendingLabel="Creating account..." />
    </form>
  );
}
