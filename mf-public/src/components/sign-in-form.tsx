import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@dct/router';
import { loginSchema } from '@dct/contracts/schemas';
import { Alert, SubmitButton } from '@dct/ui';
import { signIn } from '@dct/data';
import { FormInput } from '@dct/ui/forms';
import { useAccountForm } from '../hooks/use-account-form';
import { EmailField } from './person-fields';

export function SignInForm() {
  const { form, onSubmit, pending, failure } = useAccountForm(signIn, zodResolver(loginSchema), { email: '', password: '' });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {failure && <Alert>{failure.serverMessage ?? 'Sign-in failed. Please try again.'}</Alert>}
      <EmailField field={form.register('email')} error={errors.email?.message} />
      <FormInput form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <p className="small sign-in-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <SubmitButton size="lg" pending={pending} label="Sign in" pendingLabel="Signing in..." />
    </form>
  );
}
