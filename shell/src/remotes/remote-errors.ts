import type { RemoteName } from '@dct/ui';
import apps from '../../../tools/rspack/apps.json';

/**
 * A remote area that could not be loaded, told in words an owner can act on. The federation
 * runtime's own text ("[ Federation Runtime ]: RUNTIME-003 …") goes to the console, not the page.
 */
export class RemoteUnavailableError extends Error {
  /** Loading again once the browser is back online may work (the boundary retries by itself). */
  readonly retryWhenOnline: boolean;
  /** The browser was offline: the area says it needs a connection rather than that something broke. */
  readonly offline: boolean;

  constructor(message: string, options: { retryWhenOnline?: boolean; offline?: boolean } = {}) {
    super(message);
    this.name = 'RemoteUnavailableError';
    this.retryWhenOnline = options.retryWhenOnline ?? false;
    this.offline = options.offline ?? false;
  }
}

/** The runtime's strictVersion refusal: which library, the version the page has, the range the remote needs. */
const INCOMPATIBLE = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

export function remoteFailure(remote: RemoteName, cause: unknown, online = typeof navigator === 'undefined' || navigator.onLine): RemoteUnavailableError {
  const area = apps[remote].area;
  const text = cause instanceof Error ? cause.message : String(cause);
  const incompatible = INCOMPATIBLE.exec(text);
  if (incompatible) {
    const [, loaded, library, required] = incompatible;
    return new RemoteUnavailableError(
      `The ${area} area was built for ${library} ${required}, but this app runs ${library} ${loaded}. It needs to be rebuilt against the app's version.`,
    );
  }
  if (!online)
    return new RemoteUnavailableError(`You're offline. The ${area} area will load when the connection returns.`, { retryWhenOnline: true, offline: true });
  return new RemoteUnavailableError(`The ${area} area could not be loaded. Check your connection and try again.`, { retryWhenOnline: true });
}

/** A remote remotes.json does not list: a deployment mistake, not something a retry fixes. */
export function remoteNotListed(remote: RemoteName): RemoteUnavailableError {
  return new RemoteUnavailableError(`The ${apps[remote].area} area is not set up on this site.`);
}
