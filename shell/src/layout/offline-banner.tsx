import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { ApiPaths } from '@dct/contracts';
import { useEffect, useState } from 'react';

/** The lists that refresh when the connection comes back (spec §4 "Network"). */
export const LISTS_REFETCHED_ONLINE = [[ApiPaths.vehicles], [ApiPaths.visits], [ApiPaths.claims]];

function lastUpdated(queryClient: ReturnType<typeof useQueryClient>): number | undefined {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length > 0 ? Math.max(...times) : undefined;
}

export function OfflineBanner() {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [updatedAt, setUpdatedAt] = useState<number | undefined>();

  useEffect(() => {
    const goOffline = () => {
      setUpdatedAt(lastUpdated(queryClient));
      setOnline(false);
    };
    const goOnline = () => {
      setOnline(true);
      setUpdatedAt(undefined);
      for (const queryKey of LISTS_REFETCHED_ONLINE) void queryClient.invalidateQueries({ queryKey });
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [queryClient]);

  if (online) return null;
  const time = updatedAt ? new Date(updatedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : 'unknown';
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
