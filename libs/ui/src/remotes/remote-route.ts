import type { ComponentType } from 'react';
import type { RemoteName } from './remote-name';

/**
 * One page (or panel) a remote exposes. A remote lists each of its pages once, in its
 * `src/routes.ts`; the shell, its standalone dev page and its single-spa parcels all come from
 * that table.
 */
export interface RemoteRoute {
  /** How hosts address it: the shell's route table, RemoteSlot, and the parcel of that name. */
  readonly name: string;
  /** Its react-router pattern, the one the shell mounts it at (e.g. /vehicles/:id/edit). */
  readonly path: string;
  readonly Component: ComponentType;
}

/** What every remote exposes as './routes'. */
export interface RemoteRoutesModule {
  readonly routes: readonly RemoteRoute[];
}

/** A remote's route table, keeping its literal names and paths so hosts can check references. */
export function defineRoutes<const Routes extends readonly RemoteRoute[]>(routes: Routes): Routes {
  return routes;
}

/**
 * The route tables of the remotes an app mounts, by remote name. Empty here: an app registers
 * the remotes it mounts, type-only, from their workspace packages, e.g.
 *
 *   declare module '@dct/ui' {
 *     interface RegisteredRemotes { mf_ai_assistant: typeof import('@dct/mf-ai-assistant/routes').routes }
 *   }
 *
 * so a typo in a remote or page name fails the type check, not the page at run time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RegisteredRemotes {}

/** A remote this app registered; only names from the apps table count. */
export type MountableRemote = Extract<keyof RegisteredRemotes, RemoteName>;

type RoutesOf<Remote extends MountableRemote> = RegisteredRemotes[Remote] extends readonly RemoteRoute[] ? RegisteredRemotes[Remote][number] : never;

/** The names of a registered remote's pages. */
export type PageName<Remote extends MountableRemote> = RoutesOf<Remote>['name'];

/** The path a registered remote gives one of its pages. */
export type PagePath<Remote extends MountableRemote, Name extends PageName<Remote>> = Extract<RoutesOf<Remote>, { name: Name }>['path'];

/** One page of one registered remote: `{ remote: 'mf_visits', name: 'visitDetail' }`. */
export type RemotePageRef = { [Remote in MountableRemote]: { remote: Remote; name: PageName<Remote> } }[MountableRemote];
