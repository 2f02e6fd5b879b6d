import { useState, type ReactNode } from 'react';
import { Button, Dialog, type ButtonVariant } from '@dct/ui';

export interface ActionDialogProps {
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  title: string;
  description: string;
  /** The dialog's body, built when it opens; `close` closes it. */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a dialog with a form; focus returns to the button when it closes. */
export function ActionDialog({ label, icon, variant = 'outline', title, description, children }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant={variant} size="sm">
          {icon}
          {label}
        </Button>
      }
    >
      {open && children(() => setOpen(false))}
    </Dialog>
  );
}
