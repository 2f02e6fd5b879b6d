import { Link, useLocation, useSearchParams } from '@dct/router';
import { AuthMessages, OIDC_ERRORS } from '@dct/contracts';
import { Alert, Card, CardContent, buttonClass } from '@dct/ui';
import { links, useSignInProviders } from '@dct/data';
import { ProviderSignIn } from '../components/provider-sign-in';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import '../public.css';

type Mode = 'sign-in' | 'register';

/** Why the identity provider sent the visitor back here, if it did. */
function providerError(code: string | null): string | undefined {
  return code && Object.hasOwn(OIDC_ERRORS, code) ? OIDC_ERRORS[code as keyof typeof OIDC_ERRORS] : undefined;
}

/**
 * The built-in sign-in page that /api/login leads to (/sign-in), and the sign-up page
 * (/sign-up): each links to the other, keeping where the visitor was going (`next`).
 */
function AccountPage({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const { registration } = useSignInProviders();
  const returnedWith = providerError(params.get('error'));
  const closed = registration === 'closed';
  return (
    <div className="container container-sm page">
      <div className="stack stack-sm text-center">
        <h1 className="page-title">{mode === 'sign-in' ? 'Sign in' : 'Create your account'}</h1>
        <p className="muted">
          {mode === 'sign-in' ? 'Welcome back. Sign in to track your vehicles, visits and claims.' : 'Free to start, no credit card needed.'}
        </p>
      </div>
      {returnedWith && (
        <Alert>
          {returnedWith} <a href={links.oidcSignIn()}>Try again</a>
        </Alert>
      )}
      <Card>
        <CardContent className="stack">
          <ProviderSignIn />
          {mode === 'sign-in' ? <SignInForm /> : closed ? <Alert>{AuthMessages.registrationClosed}</Alert> : <RegisterForm />}
        </CardContent>
      </Card>
      {!(mode === 'sign-in' && closed) && (
        <p className="muted text-center">
          {mode === 'sign-in' ? 'New here? ' : 'Already have an account? '}
          <Link className={buttonClass('link')} to={{ pathname: mode === 'sign-in' ? '/sign-up' : '/sign-in', search }}>
            {mode === 'sign-in' ? 'Create an account' : 'Sign in instead'}
          </Link>
        </p>
      )}
    </div>
  );
}

export function SignInPage() {
  return <AccountPage mode="sign-in" />;
}

export function SignUpPage() {
  return <AccountPage mode="register" />;
}
