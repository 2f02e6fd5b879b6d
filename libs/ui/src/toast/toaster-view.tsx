import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { cn } from '../cn';
import { Button } from '../components/button';
import { TOAST_DURATION, dismissToast, useToast } from './use-toast';

/** The toasts themselves (Radix Toast), loaded by `Toaster` for the first toast. */
export default function ToasterView() {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useToastSpace(viewport);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn('toast', variant === 'destructive' && 'toast-destructive')}
        >
          <div className="toast-text">
            {title && <ToastPrimitive.Title className="toast-title">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="toast-description">{description}</ToastPrimitive.Description>}
          </div>
          {action && (
            <ToastPrimitive.Action altText={action.altText} asChild>
              <Button variant="outline" size="sm" className="toast-action" onClick={action.onAction}>
                {action.label}
              </Button>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close asChild>
            <Button variant="ghost" size="icon" className="toast-close" aria-label="Close">
              <X aria-hidden />
            </Button>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}

/**
 * Keeps `--toast-space` on the page at the height the toasts take (0 without any), so a dialog on a
 * narrow screen, where toasts sit at the top, moves down below them instead of being covered
 * (styles.css): a toast never hides a dialog's title or buttons.
 */
function useToastSpace(viewport: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty('--toast-space', element.childElementCount > 0 ? `${Math.ceil(element.getBoundingClientRect().height)}px` : '0px');
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const children = new MutationObserver(measure);
    children.observe(element, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      children.disconnect();
      root.style.removeProperty('--toast-space');
    };
  }, [viewport]);
}
