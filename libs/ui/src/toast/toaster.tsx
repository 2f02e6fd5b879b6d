import { useEffect, useState } from 'react';
import { deferred } from '../lazy/deferred';
import { useToast } from './use-toast';

// Radix Toast is a chunk of its own: it loads when the browser is idle, or with the first toast.
const ToasterView = deferred(() => import('./toaster-view').then((module) => module.default));

/**
 * The page's one toaster. It mounts the toasts' viewport once the code is here (preloaded while
 * idle, or fetched for the first toast) and keeps it: a toast then stacks under a dialog opened
 * after it, as it would had the viewport been there from the start, so Escape closes the dialog.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [shown, setShown] = useState(ToasterView.isLoaded);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void ToasterView.loaded.then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [shown]);
  if (toasts.length > 0 && !shown) setShown(true);
  return shown ? <ToasterView /> : null;
}
