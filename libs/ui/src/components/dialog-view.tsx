import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { cn } from '../cn';
import { Button } from './button';
import type { DialogProps } from './dialog';

export type DialogViewProps = Omit<DialogProps, 'trigger'> & {
  /** The trigger that opened the dialog, if one did (set on its click). */
  opener: RefObject<HTMLElement | null>;
};

/** The dialog itself (Radix), loaded the first time a dialog opens: see `Dialog`. */
export default function DialogView({ open, onOpenChange, title, description, children, opener, className }: DialogViewProps) {
  // Focus goes back to the trigger, or to whatever had focus when the dialog opened (a shortcut,
  // a second button), as long as it is still on the page.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content
          className={cn('dialog-content', className)}
          onOpenAutoFocus={() => {
            returnTo.current = opener.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
            opener.current = null;
          }}
          onEscapeKeyDown={(event) => {
            // Escape in an open Combobox closes its list, not the dialog; in the palette's box (a
            // list always open) it closes the dialog.
            if (event.target instanceof Element && event.target.closest('[data-list-takes-escape][aria-expanded="true"]')) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <div className="dialog-header">
            <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>
            ) : (
              <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
            )}
          </div>
          {children}
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" className="dialog-close" aria-label="Close">
              <X aria-hidden />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
