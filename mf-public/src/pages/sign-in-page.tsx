import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { ApiPaths, OIDC_ERRORS, PASSWORD_MIN_LENGTH, loginSchema, registerSchema, type CurrentUser, type LoginInput, type RegisterInput } from '@dct/contracts';
import { Button, Card, CardContent, FormField, Input, apiRequest, applyServerFieldErrors, hasFieldErrors, serverMessage } from '@dct/ui';

type Mode = 'sign-in' | 'register';

/** Signing in updates the shell's user query; the shell then shows the app. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData([ApiPaths.authUser], user);
  };
}

function SignInForm() {
  const onSignedIn = useSignedIn();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/auth/login', input),
    onSuccess: onSignedIn,
    onError: (error) => applyServerFieldErrors(error, ['email', 'password'], form.setError),
  });
  const { errors } = form.formState;
  const failure = signIn.isError && !hasFieldErrors(signIn.error) ? signIn.error : undefined;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
      {failure && (
        <div className="alert" role="alert">
          {serverMessage(failure) ?? 'Sign-in failed. Please try again.'}
        </div>
      )}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}

function RegisterForm() {
  const onSignedIn = useSignedIn();
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), defaultValues: { name: '', email: '', password: '' } });
  const register = useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<CurrentUser>('POST', '/api/auth/register', input),
    onSuccess: onSignedIn,
    onError: (error) => applyServerFieldErrors(error, ['name', 'email', 'password'], form.setError),
  });
  const { errors } = form.formState;
  const failure = register.isError && !hasFieldErrors(register.error) ? register.error : undefined;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
      {failure && (
        <div className="alert" role="alert">
          {serverMessage(failure) ?? 'We could not create your account. Please try again.'}
        </div>
      )}
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}

/** The built-in sign-in page that /api/login leads to: sign in, or create an account. */
/** Why the identity provider sent the visitor back here, if it did. */
function providerError(code: string | null): string | undefined {
  return code && Object.hasOwn(OIDC_ERRORS, code) ? OIDC_ERRORS[code as keyof typeof OIDC_ERRORS] : undefined;
}

export function SignInPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [params] = useSearchParams();
  const returnedWith = providerError(params.get('error'));
  return (
    <div className="container page" style={{ maxWidth: '28rem' }}>
      <div className="stack" style={{ textAlign: 'center', gap: '0.5rem' }}>
        <h1 className="page-title">{mode === 'sign-in' ? 'Sign in' : 'Create your account'}</h1>
        <p className="muted">
          {mode === 'sign-in'
            ? 'Welcome back. Sign in to track your vehicles, visits and claims.'
            : 'Free to start, no credit card needed.'}
        </p>
      </div>
      {returnedWith && (
        <div className="alert" role="alert">
          {returnedWith} <a href="/api/login">Try again</a>
        </div>
      )}
      <Card>
        <CardContent style={{ paddingTop: '1.5rem' }}>{mode === 'sign-in' ? <SignInForm /> : <RegisterForm />}</CardContent>
      </Card>
      <p className="muted" style={{ textAlign: 'center' }}>
        {mode === 'sign-in' ? 'New here? ' : 'Already have an account? '}
        <button type="button" className="btn btn-link" onClick={() => setMode(mode === 'sign-in' ? 'register' : 'sign-in')}>
          {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
        </button>
      </p>
    </div>
  );
}
