import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows by name; remotes.json says where each one lives. */
export type RemoteName = 'mf_public' | 'mf_vehicles' | 'mf_visits' | 'mf_claims' | 'mf_ai_assistant';

const AREA_NAMES: Record<RemoteName, string> = {
  mf_public: 'public pages',
  mf_vehicles: 'vehicles',
  mf_visits: 'visits',
  mf_claims: 'claims',
  mf_ai_assistant: 'assistant',
};

let remoteEntries: Partial<Record<RemoteName, string>> = {};

/**
 * Reads remotes.json and registers each remote's manifest. A missing or broken file leaves
 * no remotes registered: each area then shows its own error, and the shell still works.
 */
export async function loadRemotesConfig(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    remoteEntries = (await response.json()) as Partial<Record<RemoteName, string>>;
  } catch (error) {
    console.error('Could not read remotes.json', error);
    remoteEntries = {};
  }
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  constructor(remote: RemoteName, cause?: unknown) {
    super(`The ${AREA_NAMES[remote]} area could not be loaded${cause instanceof Error ? ` (${cause.message})` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads a remote's `./routes` module. A retry registers the remote again with `force`, which
 * drops the failed attempt the federation runtime would otherwise keep.
 */
export async function loadRemoteRoutes<T>(remote: RemoteName, retry: boolean): Promise<T> {
  const entry = remoteEntries[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('it is not listed in remotes.json'));
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    const routes = await loadRemote<T>(`${remote}/routes`);
    if (!routes) throw new Error('its entry exposed nothing');
    return routes;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
