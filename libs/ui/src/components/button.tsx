import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
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
