import { useEffect } from 'react';
import { useLocation } from '@dct/router';
import { PageHeader, QueryStates, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../../page-titles';
import { LoadingCard } from '../loading-card';
import { CalendarSection } from './calendar-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { ExportSection } from './export-section';
import { HouseholdSection } from './household-section';
import { NotificationsSection } from './notifications-section';
import { PreferredDealerSection } from './preferred-dealer-section';
import { useAccountSummary } from '@dct/data';
import './settings.css';

/** The owner's account: the password, the alerts, a copy of everything, and leaving; each section has an anchor (#password, #household, #notifications, #export, #delete-account). */
export function SettingsPage() {
  usePageTitle(PAGE_TITLES['/settings']);
  const account = useAccountSummary();
  const { hash } = useLocation();
  const ready = !account.isLoading;
  // A section asked for by its anchor (/settings#export, as the palette opens it): brought into
  // view and focused once the sections are there.
  useEffect(() => {
    const section = ready && hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash, ready]);
  return (
    <div className="container container-md page">
      <PageHeader title="Settings" subtitle={account.data ? `Signed in as ${account.data.email}` : 'Your account'} />
      <div className="stack">
        <QueryStates query={account} loading={<LoadingCard />} errorDescription="We could not load your account.">
          {(summary) => <ChangePasswordSection hasPassword={summary.has_password} />}
        </QueryStates>
        <HouseholdSection />
        <NotificationsSection />
        <CalendarSection />
        <PreferredDealerSection />
        <ExportSection />
        {account.data && <DeleteAccountSection account={account.data} />}
      </div>
    </div>
  );
}
