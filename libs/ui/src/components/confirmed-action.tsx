import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmedActionProps {
  /** The trigger's text; focus returns to it when the question closes. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A name for the trigger when the label alone is ambiguous (e.g. "Delete Claim #4"). */
  ariaLabel?: string;
  /** The icon alone on the trigger, the label its accessible name and tooltip. */
  iconOnly?: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** The action; its promise settles after the lists have refreshed. */
  run: () => Promise<unknown>;
  onDone: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * A button that asks first (the delete buttons, a claim's Send and Close), then runs the action with the dialog showing it is pending. The
 * outcome is reported even when the action's success removes the button (a sent claim loses its
 * Send button), which is why this awaits the promise rather than using mutate's callbacks.
 */
export function ConfirmedAction({ label, icon, variant, size = 'sm', ariaLabel, iconOnly, run, onDone, onFailed, ...question }: ConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await run();
      onDone();
    } catch (error) {
      onFailed(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={pending}
      onConfirm={() => void confirm()}
      trigger={
        <Button variant={variant} size={iconOnly ? 'icon' : size} aria-label={iconOnly ? label : ariaLabel} title={iconOnly ? label : undefined}>
          {icon}
          {!iconOnly && label}
        </Button>
      }
      {...question}
    />
  );
}
