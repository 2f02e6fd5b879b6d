import { Bell } from 'lucide-react';
import { Link } from '@dct/router';
import { notificationBellLabel } from '@dct/contracts';
import { useNotifications } from '@dct/data';
import { cn } from '@dct/ui';

/** The header's bell: the unread count in its name and on its badge; it opens the notification centre. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useNotifications().data?.unread ?? 0;
  const label = notificationBellLabel(unread);
  return (
    <Link to="/notifications" className={cn('notification-bell', className)} aria-label={label} title={label}>
      <Bell aria-hidden />
      {unread > 0 && (
        <span className="notification-bell-count" aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
