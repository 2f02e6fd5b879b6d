import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoutesLoader, RemoteRoutesModule } from '@dct/ui';
import { remoteFailure, remoteNotListed, type RemoteUnavailableError } from './remote-errors';
import { retryFailedShares } from './retry-failed-shares';

type RemoteEntries = Partial<Record<RemoteName, string>>;

let remoteEntries: RemoteEntries = {};

/** Remotes whose last attempt failed: the next one registers them again (the runtime keeps failures). */
const failedRemotes = new Set<RemoteName>();

/**
 * Reads remotes.json and registers each remote's manifest. A missing or broken file leaves
 * no remotes registered: each area then shows its own error, and the shell still works.
 */
export async function loadRemotesConfig(): Promise<void> {
  try {
    remoteEntries = inlineRemotesConfig() ?? (await fetchRemotesConfig());
  } catch (error) {
    console.error('Could not read remotes.json', error);
    remoteEntries = {};
  }
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
  // Global as well: each remote's container loads the shared libraries its chunks use.
  registerGlobalPlugins([retryFailedShares]);
  registerPlugins([logLoadedRemotes, retryFailedShares]);
}

/** The server puts remotes.json into the page it serves, so the shell need not ask for it. */
function inlineRemotesConfig(): RemoteEntries | undefined {
  const script = document.getElementById('dct-remotes');
  return script?.textContent ? (JSON.parse(script.textContent) as RemoteEntries) : undefined;
}

async function fetchRemotesConfig(): Promise<RemoteEntries> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as RemoteEntries;
}

/** Names every remote the page loads, with the version it was built as and where its manifest is. */
const logLoadedRemotes = {
  name: 'dct-log-loaded-remotes',
  afterLoadManifest(args: { manifestUrl: string; manifestJson?: { name?: string; metaData?: { buildInfo?: { buildVersion?: string } } }; error?: unknown }) {
    if (args.manifestJson && !args.error) {
      console.info(`Remote ${args.manifestJson.name} ${args.manifestJson.metaData?.buildInfo?.buildVersion ?? '(no version)'} from ${args.manifestUrl}`);
    }
    return args;
  },
};

/**
 * Loads a remote's `./routes` module: the shell's pages, every RemoteSlot and the early
 * prefetch go through here, and share one attempt per remote. A failure the connection may
 * explain is attempted afresh by the next caller; another (an incompatible remote) is reported
 * to every caller until a retry. A fresh attempt registers the remote again with `force`, which
 * drops the failed one the federation runtime would otherwise keep.
 */
export const loadRemoteRoutes: RemoteRoutesLoader = (remote, { retry }) => {
  const entry = remoteEntries[remote];
  if (!entry) return Promise.reject(remoteNotListed(remote));
  const current = attempts.get(remote);
  if (current && !retry) return current;
  const attempt = attemptLoad(remote, entry);
  attempts.set(remote, attempt);
  attempt.catch((failure: RemoteUnavailableError) => {
    if (failure.retryWhenOnline && attempts.get(remote) === attempt) attempts.delete(remote);
  });
  return attempt;
};

const attempts = new Map<RemoteName, Promise<RemoteRoutesModule>>();

async function attemptLoad(remote: RemoteName, entry: string): Promise<RemoteRoutesModule> {
  if (failedRemotes.has(remote)) registerRemotes([{ name: remote, entry }], { force: true });
  try {
    const exposed = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
    if (!exposed?.routes) throw new Error('its entry exposed no route table');
    failedRemotes.delete(remote);
    return exposed;
  } catch (error) {
    failedRemotes.add(remote);
    // The runtime's text is for developers; the area shows it in plain words.
    console.error(`The remote ${remote} (${entry}) failed to load`, error);
    throw remoteFailure(remote, error);
  }
}
