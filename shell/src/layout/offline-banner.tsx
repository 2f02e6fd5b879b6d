import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { refreshAfter } from '@dct/data';
import { formatDate } from '@dct/ui';
import { useEffect, useState } from 'react';
import { forgetOfflineCopies, useOldestOfflineCopy } from '../pwa/offline-copies';

function lastUpdated(queryClient: ReturnType<typeof useQueryClient>): number | undefined {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length > 0 ? Math.max(...times) : undefined;
}

/** The time of day, with the date in front when it was not today ('Jan 5, 2025, 3:04 PM'). */
export function formatUpdatedAt(moment: Date, now: Date = new Date()): string {
  const time = moment.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return moment.toDateString() === now.toDateString() ? time : `${formatDate(moment)}, ${time}`;
}

export function OfflineBanner() {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [updatedAt, setUpdatedAt] = useState<number | undefined>();
  // Lists the service worker answered from its kept copies are as old as those copies.
  const keptCopy = useOldestOfflineCopy();

  useEffect(() => {
    const goOffline = () => {
      setUpdatedAt(lastUpdated(queryClient));
      setOnline(false);
    };
    const goOnline = () => {
      setOnline(true);
      setUpdatedAt(undefined);
      forgetOfflineCopies();
      void refreshAfter.reconnect(queryClient)();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [queryClient]);

  if (online) return null;
  const shownSince = keptCopy === undefined ? updatedAt : Math.min(keptCopy, updatedAt ?? keptCopy);
  const time = shownSince === undefined ? 'unknown' : formatUpdatedAt(new Date(shownSince));
  return (
    <div className="offline-banner" role="status">
      <WifiOff aria-hidden />
      <div>
        <strong>You're offline</strong>
        <p>Some features may not work properly. Data shown was last updated {time}.</p>
      </div>
    </div>
  );
}
