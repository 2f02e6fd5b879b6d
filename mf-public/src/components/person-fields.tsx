import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, Input } from '@dct/ui';

/** A visitor's name and e-mail boxes, as the sign-in, sign-up, reset and contact forms ask them (filled in by the browser). */
interface PersonFieldProps {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

export function NameField({ field, error }: PersonFieldProps) {
  return (
    <FormField label="Name" error={error}>
      <Input autoComplete="name" {...field} />
    </FormField>
  );
}

export function EmailField({ field, error }: PersonFieldProps) {
  return (
    <FormField label="Email" error={error}>
      <Input type="email" autoComplete="email" {...field} />
    </FormField>
  );
}
