import type { routes as aiAssistantRoutes } from '@dct/mf-ai-assistant/routes';
import type { routes as claimsRoutes } from '@dct/mf-claims/routes';
import type { routes as publicRoutes } from '@dct/mf-public/routes';
import type { routes as vehiclesRoutes } from '@dct/mf-vehicles/routes';
import type { routes as visitsRoutes } from '@dct/mf-visits/routes';
import type { RemoteName, RemoteRoute } from '@dct/ui';

/**
 * Every remote of the apps table with its route table, and nothing else: a remote added to
 * tools/rspack/apps.json fails the type check until it is listed here.
 */
type EveryRemote<Tables extends Record<RemoteName, readonly RemoteRoute[]> & Record<Exclude<keyof Tables, RemoteName>, never>> = Tables;

type ShellRemotes = EveryRemote<{
  mf_public: typeof publicRoutes;
  mf_vehicles: typeof vehiclesRoutes;
  mf_visits: typeof visitsRoutes;
  mf_claims: typeof claimsRoutes;

  mf_ai_assistant: typeof aiAssistantRoutes;
}>;

// Type-only, from the remotes' workspace packages: nothing of a remote is bundled into the shell,
// but a misspelt remote or page name in the shell fails the type check.
declare module '@dct/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from ShellRemotes
  interface RegisteredRemotes extends ShellRemotes {}
}
