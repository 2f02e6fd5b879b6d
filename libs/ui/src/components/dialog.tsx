import { Slot } from '@radix-ui/react-slot';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { deferred } from '../lazy/deferred';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A button or link that opens the dialog. */
  trigger?: ReactNode;
  /** A class for the dialog's box (a wider one, say). */
  className?: string;
}

// Radix Dialog and its focus and scroll locks are a chunk of their own: no page needs them to show itself.
const DialogView = deferred(() => import('./dialog-view').then((module) => module.default));

export function Dialog({ open, onOpenChange, trigger, ...dialog }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing runs Radix's own way (focus back, scroll unlocked).
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return (
    <>
      {trigger && (
        <Slot
          aria-haspopup="dialog"
          aria-expanded={open}
          data-state={open ? 'open' : 'closed'}
          onClick={(event: MouseEvent<HTMLElement>) => {
            if (event.defaultPrevented) return;
            opener.current = event.currentTarget;
            onOpenChange(true);
          }}
        >
          {trigger}
        </Slot>
      )}
      {(open || opened) && <DialogView open={open} onOpenChange={onOpenChange} opener={opener} {...dialog} />}
    </>
  );
}
