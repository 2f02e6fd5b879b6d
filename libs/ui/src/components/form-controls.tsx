import * as LabelPrimitive from '@radix-ui/react-label';
import { SubmitButton } from './button';
import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  cloneElement,
} from 'react';
import { cn } from '../cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={cn('input', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn('textarea', className)} {...props} />;
});

/** A native select: accessible, keyboard-friendly and form-library friendly as it is. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return <select ref={ref} className={cn('select', className)} {...props} />;
});

export function Label({ className, ...props }: ComponentPropsWithoutRef<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('label', className)} {...props} />;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The message to show under the control; marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** A button beside the control that acts on it ("Decode VIN"). */
  action?: ReactNode;
  /** One control; it receives the id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Label, control and message, wired for screen readers. */
export function FormField({ label, error, hint, className, action, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  return (
    <div className={cn('field', className)}>
      <Label htmlFor={id}>{label}</Label>
      {action ? (
        <div className="field-with-action">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's Cancel and submit buttons; the submit button says what is happening while it runs. */
export function FormActions({ cancel, pending, label, pendingLabel }: { cancel: ReactNode; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div className="form-actions">
      {cancel}
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
    </div>
  );
}
