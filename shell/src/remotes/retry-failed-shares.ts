import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the runtime keeps of one shared library's version, as far as retrying it goes. */
interface SharedVersion {
  loading?: null | Promise<unknown>;
  loaded?: boolean;
}

type ShareScopes = Record<string, Record<string, Record<string, SharedVersion>>>;

/**
 * Forgets a shared library's failed load before it is asked for again. The federation runtime
 * keeps a failed load and hands it to every later attempt, so a library that failed while the
 * connection was down (react-hook-form, preloaded for a form just as it dropped) would never load
 * until the page is reloaded. A load still under way is waited for, and kept if it succeeds.
 */
export async function forgetFailedLoads(scopes: ShareScopes, pkgName: string): Promise<void> {
  for (const shared of Object.values(scopes).flatMap((scope) => Object.values(scope[pkgName] ?? {}))) {
    if (!shared.loading || shared.loaded) continue;
    const [outcome] = await Promise.allSettled([shared.loading]);
    if (outcome.status === 'rejected') shared.loading = null;
  }
}

export const retryFailedShares: ModuleFederationRuntimePlugin = {
  name: 'dct-retry-failed-shares',
  async beforeLoadShare(args) {
    await forgetFailedLoads(args.origin.shareScopeMap, args.pkgName);
    return args;
  },
};
