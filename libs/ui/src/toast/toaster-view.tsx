import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../cn';
import { Button } from '../components/button';
import { TOAST_DURATION, dismissToast, useToast } from './use-toast';

/** The toasts themselves (Radix Toast), loaded by `Toaster` for the first toast. */
export default function ToasterView() {
  const { toasts } = useToast();
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
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
