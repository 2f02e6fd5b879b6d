import { BellOff, CheckCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@dct/router';
import { ClaimToasts, NotificationToasts, formatDay, type AppNotification } from '@dct/contracts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, useRemindClaim } from '@dct/data';
import { Badge, Button, Card, CardContent, EmptyState, PageHeader, QueryStates, cn, toast, usePageTitle } from '@dct/ui';
import { PAGE_TITLES } from '../../page-titles';
import { LoadingCard } from '../loading-card';
import './notifications.css';

/** An overdue answer's one click: the claim's own reminder (POST /api/claims/{id}/remind). */
function RemindButton({ claimId }: { claimId: number }) {
  const remind = useRemindClaim();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={remind.isPending || remind.isSuccess}
      onClick={() =>
        remind.mutate(
          { id: claimId, early: false },
          {
            onSuccess: () => toast(ClaimToasts.reminded),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: ClaimToasts.remindFailed.title,
                description: error.message || ClaimToasts.remindFailed.fallbackDescription,
              }),
          },
        )
      }
    >
      <Send aria-hidden />
      {remind.isSuccess ? 'Reminder sent' : 'Send reminder to the dealer'}
    </Button>
  );
}

function NotificationItem({ item }: { item: AppNotification }) {
  const markRead = useMarkNotificationRead();
  const unread = item.read_at === null;
  return (
    <li className={cn('notification-item', unread && 'notification-item-unread')}>
      <div className="notification-text">
        <Link to={item.link} className="notification-title" onClick={() => unread && markRead.mutate(item.id)}>
          {item.title}
        </Link>
        {unread && <Badge variant="secondary">Unread</Badge>}
        <p className="notification-body">{item.body}</p>
        <p className="notification-meta">{formatDay(item.created_at.slice(0, 10))}</p>
      </div>
      <div className="notification-actions">
        {item.kind === 'claim_overdue' && <RemindButton claimId={item.subject_id} />}
        {unread && (
          <Button variant="ghost" size="sm" disabled={markRead.isPending} onClick={() => markRead.mutate(item.id)} aria-label={`Mark read: ${item.title}`}>
            Mark read
          </Button>
        )}
      </div>
    </li>
  );
}

/** The notification centre: the owner's alerts, newest first, each linking to its record. */
export function NotificationsPage() {
  usePageTitle(PAGE_TITLES['/notifications']);
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markAll = useMarkAllNotificationsRead();
  const data = notifications.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="container container-md page">
      <PageHeader
        title="Notifications"
        subtitle={data ? (data.unread > 0 ? `${data.unread} unread` : 'All read') : undefined}
        actions={
          <Button
            variant="outline"
            disabled={!data || data.unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: () => toast({ variant: 'destructive', ...NotificationToasts.markFailed }) })}
          >
            <CheckCheck aria-hidden />
            Mark all read
          </Button>
        }
      />
      <QueryStates query={notifications} loading={<LoadingCard />} errorDescription="We could not load your notifications.">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={<BellOff aria-hidden />}
              title="No notifications yet"
              description="Alerts about answers due, visits that drag on and the lemon-law watch appear here. Choose them in Settings."
            />
          ) : (
            <Card>
              <CardContent>
                <ul className="notification-list" aria-label="Notifications">
                  {items.map((item) => (
                    <NotificationItem key={item.id} item={item} />
                  ))}
                </ul>
                {pages > 1 && (
                  <nav className="row notification-pages" aria-label="Pages">
                    <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Newer
                    </Button>
                    <span>
                      Page {page} of {pages}
                    </span>
                    <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                      Older
                    </Button>
                  </nav>
                )}
              </CardContent>
            </Card>
          )
        }
      </QueryStates>
    </div>
  );
}
