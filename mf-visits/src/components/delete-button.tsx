import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmedAction, toast, type ButtonProps, type ToastInput } from '@dct/ui';

export interface DeleteButtonProps {
  /** The button: its text, or (icon buttons) its accessible name. */
  label: string;
  iconOnly?: boolean;
  /** The button's accessible name when its text alone is ambiguous ("Delete visit of Jan 5, 2025"). */
  ariaLabel?: string;
  size?: ButtonProps['size'];
  title: string;
  /** The confirmation question. */
  description: ReactNode;
  remove: () => Promise<unknown>;
  deleted: ToastInput;
  failed: ToastInput;
}

/** A delete that asks first: the dialog stays while it runs, then a toast says how it went. */
export function DeleteButton({ label, iconOnly, ariaLabel, size = 'sm', title, description, remove, deleted, failed }: DeleteButtonProps) {
  return (
    <ConfirmedAction
      label={label}
      icon={<Trash2 aria-hidden />}
      iconOnly={iconOnly}
      ariaLabel={ariaLabel}
      variant={iconOnly ? 'ghost' : 'outline'}
      size={size}
      title={title}
      description={description}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      run={remove}
      onDone={() => toast(deleted)}
      onFailed={() => toast({ variant: 'destructive', ...failed })}
    />
  );
}
