import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@dct/contracts';
import { registerSchema } from '@dct/contracts/schemas';
import { Alert, Button, FormField, Input } from '@dct/ui';
import { useAccountForm } from '../hooks/use-account-form';

export function RegisterForm() {
  const { form, onSubmit, pending, failure } = useAccountForm('/api/auth/register', zodResolver(registerSchema), { name: '', email: '', password: '' });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {failure && <Alert>{failure.serverMessage ?? 'We could not create your account. Please try again.'}</Alert>}
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
