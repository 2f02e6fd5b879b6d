import { AuthMessages } from '@dct/contracts';
import { ErrorState, Spinner } from '@dct/ui';
import { useBrowserTimeZoneDefault } from '@dct/data';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { SignedInRoutes, SignedOutRoutes } from '../routes';
import { useAuth } from './use-auth';

/** A spinner while the session resolves, then the app for owners or the public site for visitors. */
export function AuthGate() {
  const { user, isLoading, error } = useAuth();
  useBrowserTimeZoneDefault(user?.id);
  if (isLoading) return <Spinner label="Checking your session" />;
  if (error) {
    return (
      <ErrorState
        title={AuthMessages.authError}
        description="We could not check whether you are signed in. Please try again."
        error={error}
        onRetry={() => window.location.reload()}
        retryLabel="Retry"
      />
    );
  }
  if (!user) {
    return (
      <PublicLayout>
        <SignedOutRoutes />
      </PublicLayout>
    );
  }
  return (
    <AppLayout user={user}>
      <SignedInRoutes />
    </AppLayout>
  );
}
