import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
}

/** A native checkbox with its label beside it: keyboard-operable and form-library friendly. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...props }, ref) {
  return (
    <label className={cn('checkbox-field', className)}>
      <input ref={ref} type="checkbox" className="checkbox" {...props} />
      <span>{label}</span>
    </label>
  );
});
