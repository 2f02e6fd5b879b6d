import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@dct/router';
import { AccountMessages, type PasswordResetRequestInput } from '@dct/contracts';
import { passwordResetRequestSchema } from '@dct/contracts/schemas';
import { requestPasswordReset } from '@dct/data';
import { Alert, Button, Card, CardContent, SubmitButton, buttonClass } from '@dct/ui';
import { useApiForm } from '@dct/ui/forms';
import { EmailField } from '../components/person-fields';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page says so in neutral words and never tells which.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<{ email: string; message: string }>();
  const { form, onSubmit, pending, failure } = useApiForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' } satisfies PasswordResetRequestInput,
    submit: (input: PasswordResetRequestInput) => requestPasswordReset(input).then((answer) => ({ answer, input })),
    onSuccess: ({ answer, input }) => setSentTo({ email: input.email, message: answer?.message ?? AccountMessages.resetRequested }),
  });
  const { errors } = form.formState;
  return (
    <div className="container container-sm page">
      <div className="stack stack-sm text-center">
        <h1 className="page-title">Forgot your password?</h1>
        <p className="muted">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      </div>
      <Card>
        <CardContent className="stack">
          {sentTo ? (
            <div className="stack" role="status">
              <p className="row">
                <MailCheck aria-hidden />
                <strong>Check your e-mail</strong>
              </p>
              <p>{sentTo.message}</p>
              <p className="muted small">Sent for {sentTo.email}. No mail after a few minutes? Look in the spam folder, or ask again.</p>
              <div className="form-actions">
                <Button variant="outline" onClick={() => setSentTo(undefined)}>
                  Ask again
                </Button>
                <Link to="/sign-in" className={buttonClass()}>
                  Back to sign in
                </Link>
              </div>
            </div>
          ) : (
            <form className="stack" noValidate onSubmit={onSubmit}>
              {failure && <Alert>{failure.serverMessage ?? 'We could not send the link. Please try again.'}</Alert>}
              <EmailField field={form.register('email')} error={errors.email?.message} />
              <SubmitButton size="lg" pending={pending} label="Send reset link" pendingLabel="Sending link..." />
            </form>
          )}
        </CardContent>
      </Card>
      <p className="muted text-center">
        Remembered it? <Link to="/sign-in">Sign in</Link>
      </p>
    </div>
  );
}
