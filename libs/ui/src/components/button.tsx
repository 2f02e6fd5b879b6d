import { Slot } from '@radix-ui/react-slot';
import { Plus } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../cn';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child (a link, say) with the button's look. */
  asChild?: boolean;
}

export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'default', className?: string): string {
  return cn('btn', `btn-${variant}`, size !== 'default' && `btn-${size}`, className);
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, asChild, className, type, ...props }, ref) {
  const Component = asChild ? Slot : 'button';
  return <Component ref={ref} className={buttonClass(variant, size, className)} type={asChild ? undefined : (type ?? 'button')} {...props} />;
});

/** A button that adds or creates a record: a plus before its label. */
export const AddButton = forwardRef<HTMLButtonElement, Omit<ButtonProps, 'asChild'>>(function AddButton({ children, ...props }, ref) {
  return (
    <Button ref={ref} {...props}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
});

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild' | 'children'> {
  /** The submission is under way: the button says `pendingLabel` and cannot be pressed again. */
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  /** Shown before the label. */
  icon?: ReactNode;
}

/** A form's submit button, disabled (and saying so) while its submission is under way. */
export function SubmitButton({ pending, label, pendingLabel, icon, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled || pending} {...props}>
      {icon}
      {pending ? pendingLabel : label}
    </Button>
  );
}
