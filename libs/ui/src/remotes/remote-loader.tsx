import { createContext, type ReactNode } from 'react';
import type { RemoteName } from './remote-name';
import type { RemoteRoutesModule } from './remote-route';

/**
 * Loads a remote's './routes' module. `retry` asks for a fresh attempt after a failure (the
 * federation runtime would otherwise keep the failed one).
 */
export type RemoteRoutesLoader = (remote: RemoteName, options: { retry: boolean }) => Promise<RemoteRoutesModule>;

/**
 * The host's loader. Only the shell knows where remotes live (remotes.json), so it provides the
 * loader; a remote's own dev page provides none. libs/ui is a shared singleton, so every remote
 * reads the shell's context.
 */
export const RemoteLoaderContext = createContext<RemoteRoutesLoader | undefined>(undefined);

export function RemoteLoaderProvider({ load, children }: { load: RemoteRoutesLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={load}>{children}</RemoteLoaderContext.Provider>;
}
