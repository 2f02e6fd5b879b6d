import type { ReactNode } from 'react';
import { Button } from '@dct/ui';

/** A form's Cancel and submit buttons; the submit button says what is happening while it runs. */
export function FormActions({ cancel, pending, label, pendingLabel }: { cancel: ReactNode; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div className="form-actions">
      {cancel}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
