import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@dct/router';
import { AuthMessages } from '@dct/contracts';
import { confirmRegistration, useSignedIn } from '@dct/data';
import { ApiError, Card, CardContent, buttonClass, toast } from '@dct/ui';
import { takeReturnAfterConfirm } from '../hooks/return-after-confirm';

type State = { kind: 'confirming' } | { kind: 'refused' } | { kind: 'failed'; message: string };

/**
 * The page a sign-up confirmation mail links to (REGISTRATION=verify): the account is created as
 * the page opens, and its owner lands signed in where the sign-up was going (a household's join
 * page, say), or on the dashboard.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [state, setState] = useState<State>(token ? { kind: 'confirming' } : { kind: 'refused' });
  const asked = useRef(false);

  useEffect(() => {
    // Once: a second POST of the same one-time token would only be refused.
    if (!token || asked.current) return;
    asked.current = true;
    confirmRegistration(token).then(
      (user) => {
        signedIn(user);
        toast({ title: 'Account created', description: 'Welcome! Your address is confirmed and you are signed in.' });
        void navigate(takeReturnAfterConfirm() ?? '/', { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) setState({ kind: 'refused' });
        else
          setState({
            kind: 'failed',
            message: error instanceof ApiError && error.body?.message ? error.body.message : 'We could not finish creating your account. Please try again.',
          });
      },
    );
  }, [token, navigate, signedIn]);

  return (
    <div className="container container-sm page">
      <div className="stack stack-sm text-center">
        <h1 className="page-title">Confirm your address</h1>
      </div>
      <Card>
        <CardContent className="stack">
          {state.kind === 'confirming' && <p role="status">Creating your account…</p>}
          {state.kind === 'refused' && (
            <div className="stack" role="alert">
              <p>{AuthMessages.confirmLinkInvalid}</p>
              <div>
                <Link to="/sign-up" className={buttonClass()}>
                  Sign up again
                </Link>
              </div>
            </div>
          )}
          {state.kind === 'failed' && (
            <p role="alert">
              {state.message} <a href={`/confirm-email?token=${encodeURIComponent(token)}`}>Try again</a>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
