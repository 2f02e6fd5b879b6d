import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from '@dct/router';
import type { z } from 'zod';
import { AccountMessages, AccountToasts, PASSWORD_MIN_LENGTH } from '@dct/contracts';
import { passwordResetConfirmSchema } from '@dct/contracts/schemas';
import { confirmPasswordReset, fetchCurrentUser, useSignedIn } from '@dct/data';
import { Alert, ApiError, Card, CardContent, SubmitButton, buttonClass, toast } from '@dct/ui';
import { FormInput, useApiForm } from '@dct/ui/forms';

const newPasswordSchema = passwordResetConfirmSchema.pick({ new_password: true });
type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** The link is no good (expired, used, or cut short): say so and offer a new one. */
function LinkNoLongerWorks() {
  return (
    <div className="stack" role="alert">
      <p>{AccountMessages.resetLinkInvalid}</p>
      <div>
        <Link to="/forgot-password" className={buttonClass()}>
          Send me a new link
        </Link>
      </div>
    </div>
  );
}

/** The page a reset mail links to: a new password, then the owner is signed in on the dashboard. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { form, onSubmit, pending, failure } = useApiForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { new_password: '' } satisfies NewPasswordInput,
    submit: async ({ new_password }: NewPasswordInput) => {
      await confirmPasswordReset({ token, new_password });
      return fetchCurrentUser();
    },
    onSuccess: (user) => {
      void navigate('/', { replace: true });
      signedIn(user);
      toast(AccountToasts.passwordReset);
    },
  });
  const linkRefused = failure?.error instanceof ApiError && !!failure.error.body?.errors?.token;
  return (
    <div className="container container-sm page">
      <div className="stack stack-sm text-center">
        <h1 className="page-title">Choose a new password</h1>
        <p className="muted">Your other sessions end, and you are signed in here with the new password.</p>
      </div>
      <Card>
        <CardContent className="stack">
          {!token || linkRefused ? (
            <LinkNoLongerWorks />
          ) : (
            <form className="stack" noValidate onSubmit={onSubmit}>
              {failure && <Alert>{failure.serverMessage ?? 'We could not set the new password. Please try again.'}</Alert>}
              <FormInput
                form={form}
                name="new_password"
                label="New password"
                hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton size="lg" pending={pending} label="Set new password" pendingLabel="Saving..." />
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
