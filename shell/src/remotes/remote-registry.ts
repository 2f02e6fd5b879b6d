import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesLoader, RemoteRoutesModule } from '@dct/ui';
import apps from '../../../tools/rspack/apps.json';

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
    super(`The ${apps[remote].area} area could not be loaded${cause instanceof Error ? ` (${cause.message})` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads a remote's `./routes` module: the shell's pages and every RemoteSlot go through here. A
 * retry registers the remote again with `force`, which drops the failed attempt the federation
 * runtime would otherwise keep.
 */
export const loadRemoteRoutes: RemoteRoutesLoader = async (remote, { retry }) => {
  const entry = remoteEntries[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('it is not listed in remotes.json'));
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    const exposed = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!exposed?.routes) throw new Error('its entry exposed no route table');
    return exposed;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
};
