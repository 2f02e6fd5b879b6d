import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';

type Preload = () => Promise<unknown>;

/** Loaders waiting for the first page to show; after that, each new one is scheduled at once. */
const waiting = new Set<Preload>();
let preloading = false;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);

function schedule(preload: Preload) {
  // A failed preload is not an error: the part loads (or says why it cannot) when first used.
  whenIdle(() => void preload().catch(() => undefined));
}

/**
 * Starts loading every deferred part once the browser is idle. The shell calls it when the first
 * page has shown, so dialogs, forms and toasts are in the browser before the owner needs them,
 * also if the connection drops, without costing the first load anything.
 */
export function preloadDeferredParts(): void {
  if (preloading) return;
  preloading = true;
  for (const preload of waiting) schedule(preload);
  waiting.clear();
}

/** Why a deferred part did not load, in plain words, retried when the browser is back online. */
class PartUnavailableError extends Error {
  readonly retryWhenOnline = true;
  /** The browser was offline (RemoteErrorBoundary then says the part needs a connection). */
  readonly offline = !navigator.onLine;
  constructor() {
    super(
      navigator.onLine
        ? 'This part of the app could not be loaded. Check your connection and try again.'
        : "You're offline. This part of the app will load when the connection returns.",
    );
  }
}

export type DeferredComponent<Props extends object> = ComponentType<Props> & {
  preload: Preload;
  /** Resolves once the code is here, however it came (first use or preload); never rejects. */
  loaded: Promise<void>;
  /** Whether the code is here already. */
  isLoaded: () => boolean;
};

/** Every deferred part and page, for `loadAllDeferredParts`. */
const everyLoader = new Set<Preload>();

type Loaded<Props extends object> = { default: ComponentType<Props> };

/**
 * Loads once at a time; a failure is forgotten so the next attempt fetches again. Once loaded,
 * it answers with a thenable that calls back at once, so a lazy component made later renders
 * without suspending (no empty frame when a preloaded dialog opens). A new lazy component must
 * never get a promise React has already seen: React marks such a promise settled and would
 * re-render without end, waiting for callbacks that only run after it yields.
 */
function loader<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<Loaded<Props>> | undefined;
  let loaded: Loaded<Props> | undefined;
  let announceLoaded = () => undefined as void;
  const whenLoaded = new Promise<void>((resolve) => (announceLoaded = resolve));
  // Typed as a promise for React.lazy; once loaded it is only a thenable (see above).
  const loadOnce = (): Promise<Loaded<Props>> => {
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (value: Loaded<Props>) => unknown) => resolve(module) } as Promise<Loaded<Props>>;
    }
    loading ??= load().then(
      (Component) => {
        loaded = { default: Component };
        announceLoaded();
        return loaded;
      },
      () => {
        loading = undefined;
        throw new PartUnavailableError();
      },
    );
    return loading.then((module) => module);
  };
  // A real promise for callers other than React.lazy.
  const preload: Preload = () => Promise.resolve(loadOnce());
  everyLoader.add(preload);
  return Object.assign(loadOnce, { preload, whenLoaded, isLoaded: () => loaded !== undefined });
}

/** Loads every deferred part and page now (tests, before they render pages that open dialogs). */
export async function loadAllDeferredParts(): Promise<void> {
  await Promise.all([...everyLoader].map((load) => load()));
}

/**
 * A component a page does not need to show itself (a dialog's inside, a form in a dialog, the
 * toasts): its code is a chunk of its own, loaded on first render or by `preloadDeferredParts`.
 * While it loads nothing shows (`fallback` if given); a failed load shows the area error, which
 * tries again by itself when the connection returns.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: {
    fallback?: ReactNode;
    errorClassName?: string;
    /** False for a whole page (the shell's settings): it loads when opened, not while idle. */
    preload?: boolean;
  } = {},
): DeferredComponent<Props> {
  const loadOnce = loader(load);
  const { preload } = loadOnce;
  if (options.preload !== false) {
    if (preloading) schedule(preload);
    else waiting.add(preload);
  }

  function Deferred(props: Props) {
    // A new lazy component per attempt: React keeps a failed one failed.
    const [part, setPart] = useState(() => ({ attempt: 0, Component: lazy(loadOnce) }));
    const retry = () => setPart(({ attempt }) => ({ attempt: attempt + 1, Component: lazy(loadOnce) }));
    return (
      <RemoteErrorBoundary key={part.attempt} className={options.errorClassName} onRetry={retry}>
        <Suspense fallback={options.fallback ?? null}>
          <part.Component {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  return Object.assign(Deferred, { preload, loaded: loadOnce.whenLoaded, isLoaded: loadOnce.isLoaded });
}

/**
 * A remote's page as a chunk of its own, so opening one page does not download the others (and
 * their forms). It suspends into the slot that mounts it: the slot's spinner while it loads, the
 * slot's error and Retry if it cannot. Pages are not preloaded: the page one opens loads.
 */
export function deferredPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loadOnce = loader(load);
  return function DeferredPage(props: Props) {
    // Per mount: the slot's Retry mounts the page again, with a new lazy component.
    const [Page] = useState(() => lazy(loadOnce));
    return <Page {...props} />;
  };
}

/**
 * `deferredPage` of a module's export by name, for a route table: the page, its chunk and the
 * name it is exported under stay on the route's own line.
 */
export function deferredPageOf<Name extends string>(load: () => Promise<{ [Key in NoInfer<Name>]: ComponentType }>, name: Name): ComponentType {
  return deferredPage(() => load().then((module) => module[name]));
}
