// The stylesheets load with the page (a <link> in index.html), so the first paint, and the
// public pages the server sends as markup, are styled before any script runs.
import '@dct/ui/styles.css';
import './shell.css';

// The async boundary lets Module Federation agree on shared singletons before React loads.
// The libraries and the app are fetched together, but evaluated a few at a time, in tasks of
// their own: none of the steps then blocks the page (a visitor may already be reading the
// prerendered landing) for as long as all of them would together.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const steps: Promise<unknown>[] = [
  import('react-dom/client'),
  Promise.all([import('@tanstack/react-query'), import('@dct/router')]),
  Promise.all([import('@dct/contracts'), import('@dct/ui')]),
];
// A step that failed to load is left to the app's own import, which tries it again.
void steps
  .reduce<Promise<unknown>>(
    (previous, step) =>
      previous
        .then(nextTask)
        .then(() => step)
        .catch(() => undefined),
    Promise.resolve(),
  )
  .then(nextTask)
  .then(() => import('./bootstrap'));
