import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ConfirmDialog, toast, type ButtonProps, type ToastInput } from '@dct/ui';

export interface DeleteButtonProps {
  /** The button: its text, or (icon buttons) its accessible name. */
  label: string;
  iconOnly?: boolean;
  size?: ButtonProps['size'];
  title: string;
  /** The confirmation question. */
  description: string;
  remove: () => Promise<unknown>;
  deleted: ToastInput;
  failed: ToastInput;
}

/** A delete that asks first: the dialog stays while it runs, then a toast says how it went. */
export function DeleteButton({ label, iconOnly, size = 'sm', title, description, remove, deleted, failed }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await remove();
      toast(deleted);
    } catch {
      toast({ variant: 'destructive', ...failed });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      destructive
      onConfirm={() => void confirm()}
      trigger={
        <Button
          variant={iconOnly ? 'ghost' : 'outline'}
          size={iconOnly ? 'icon' : size}
          aria-label={iconOnly ? label : undefined}
          title={iconOnly ? label : undefined}
        >
          <Trash2 aria-hidden />
          {!iconOnly && label}
        </Button>
      }
    />
  );
}
