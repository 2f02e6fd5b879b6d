import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, in full: what happens and what cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  pendingLabel?: string;
  /** While the action runs, both buttons are disabled. */
  pending?: boolean;
  /** A red confirm button, for an action that destroys something. */
  destructive?: boolean;
  onConfirm: () => void;
  /** The button that opens the dialog; focus goes back to it when the dialog closes. */
  trigger?: ReactNode;
}

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  destructive,
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title} description={description} trigger={trigger}>
      <div className="form-actions">
        <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
