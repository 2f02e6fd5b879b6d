import { Card, CardContent, ErrorState, PageHeader, Skeleton, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../../page-titles';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { ExportSection } from './export-section';
import { PreferredDealerSection } from './preferred-dealer-section';
import { useAccountSummary } from '@dct/data';
import './settings.css';

/** The owner's account: the password, a copy of everything, and leaving. */
export function SettingsPage() {
  usePageTitle(PAGE_TITLES['/settings']);
  const account = useAccountSummary();
  return (
    <div className="container container-md page">
      <PageHeader title="Settings" subtitle={account.data ? `Signed in as ${account.data.email}` : 'Your account'} />
      <div className="stack">
        {account.isLoading ? (
          <Card>
            <CardContent>
              <Skeleton className="skeleton-title" />
            </CardContent>
          </Card>
        ) : account.isError || !account.data ? (
          <ErrorState description="We could not load your account." error={account.error} onRetry={() => void account.refetch()} />
        ) : (
          <ChangePasswordSection hasPassword={account.data.has_password} />
        )}
        <PreferredDealerSection />
        <ExportSection />
        {account.data && <DeleteAccountSection account={account.data} />}
      </div>
    </div>
  );
}
