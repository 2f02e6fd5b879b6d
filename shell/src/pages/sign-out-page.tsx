import { Card, CardContent, PageHeader, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../page-titles';
import { SignOutButton } from '../auth/sign-out-button';
import { useAuth } from '../auth/use-auth';

/** Where GET /api/logout now leads: signing out takes the owner's own click (a POST). */
export function SignOutPage() {
  const { user } = useAuth();
  usePageTitle(PAGE_TITLES['/sign-out']);
  return (
    <div className="container container-sm page">
      <PageHeader title="Sign out" subtitle={user ? `You are signed in as ${user.email}.` : undefined} />
      <Card>
        <CardContent className="stack">
          <p>Signing out ends your session in this browser. You can sign in again at any time.</p>
          <div>
            <SignOutButton />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
