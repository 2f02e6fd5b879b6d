import { CalendarDays, PowerOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CalendarMessages, CalendarToasts } from '@dct/contracts';
import { useCalendarFeedLink, useRevokeCalendarFeedLink, useRotateCalendarFeedLink } from '@dct/data';
import { Button, ConfirmedAction, CopyField, ErrorState, Skeleton, copyWithToast, toast } from '@dct/ui';
import { SettingsSection } from './settings-section';

/**
 * The calendar feed: its link to subscribe a phone's or desktop's calendar to, Copy, a new link
 * (the old one stops working) and Turn off. The link is asked for when the owner opens it, since
 * asking makes the feed.
 */
export function CalendarSection() {
  const [shown, setShown] = useState(false);
  const link = useCalendarFeedLink({ enabled: shown });
  const rotate = useRotateCalendarFeedLink();
  const revoke = useRevokeCalendarFeedLink();
  const url = link.data?.url;

  const copy = async () => {
    if (!url) return;
    await copyWithToast(url, { copied: CalendarToasts.copied, failed: CalendarToasts.copyFailed });
  };
  const failed = () => toast({ variant: 'destructive', ...CalendarToasts.failed });

  return (
    <SettingsSection id="calendar" icon={<CalendarDays aria-hidden />} title="Calendar" description={CalendarMessages.holds} contentClassName="stack-sm">
      {!shown ? (
        <div className="row">
          <Button variant="outline" onClick={() => setShown(true)}>
            <CalendarDays aria-hidden />
            Show calendar link
          </Button>
        </div>
      ) : link.isError ? (
        <ErrorState title="Could not load your calendar link" onRetry={() => void link.refetch()} />
      ) : !url ? (
        <Skeleton className="skeleton-title" />
      ) : (
        <>
          <CopyField label="Calendar link" hint={CalendarMessages.warning} value={url} onCopy={() => void copy()} />
          <div className="row">
            <ConfirmedAction
              label="New link"
              icon={<RefreshCw aria-hidden />}
              variant="outline"
              title="Make a new calendar link?"
              description={CalendarMessages.rotateConfirm}
              confirmLabel="Make a new link"
              pendingLabel="Making a new link..."
              run={() => rotate.mutateAsync()}
              onDone={() => toast(CalendarToasts.rotated)}
              onFailed={failed}
            />
            <ConfirmedAction
              label="Turn off"
              icon={<PowerOff aria-hidden />}
              variant="outline"
              destructive
              title="Turn the calendar feed off?"
              description={CalendarMessages.revokeConfirm}
              confirmLabel="Turn off"
              pendingLabel="Turning off..."
              run={() => revoke.mutateAsync()}
              onDone={() => {
                setShown(false);
                toast(CalendarToasts.revoked);
              }}
              onFailed={failed}
            />
          </div>
        </>
      )}
    </SettingsSection>
  );
}
