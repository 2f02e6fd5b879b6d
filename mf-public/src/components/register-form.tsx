import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, registerSchema, type CurrentUser, type RegisterInput } from '@dct/contracts';
import { Alert, Button, FormField, Input, apiRequest, useApiForm } from '@dct/ui';
import { useSignedIn } from '../hooks/use-signed-in';

export function RegisterForm() {
  const onSignedIn = useSignedIn();
  const { form, onSubmit, pending, failure } = useApiForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
    submit: (input: RegisterInput) => apiRequest<CurrentUser>('POST', '/api/auth/register', input),
    onSuccess: onSignedIn,
  });
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
