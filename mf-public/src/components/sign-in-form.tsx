import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type CurrentUser, type LoginInput } from '@dct/contracts';
import { Alert, Button, FormField, Input, apiRequest, useApiForm } from '@dct/ui';
import { useSignedIn } from '../hooks/use-signed-in';

export function SignInForm() {
  const onSignedIn = useSignedIn();
  const { form, onSubmit, pending, failure } = useApiForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    submit: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/auth/login', input),
    onSuccess: onSignedIn,
  });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {failure && <Alert>{failure.serverMessage ?? 'Sign-in failed. Please try again.'}</Alert>}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
