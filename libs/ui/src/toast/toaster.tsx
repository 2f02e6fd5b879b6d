import { useState } from 'react';
import { deferred } from '../lazy/deferred';
import { useToast } from './use-toast';

// Radix Toast is a chunk of its own: it loads when the browser is idle, or with the first toast.
const ToasterView = deferred(() => import('./toaster-view').then((module) => module.default));

/** The page's one toaster; it mounts the toasts' viewport with the first toast and keeps it. */
export function Toaster() {
  const { toasts } = useToast();
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  return shown ? <ToasterView /> : null;
}
