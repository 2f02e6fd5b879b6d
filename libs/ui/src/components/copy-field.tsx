import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { FormField, Input } from './form-controls';

/** A read-only value (a link) with a Copy button beside it; focusing the value selects it for copying by hand. */
export function CopyField({ label, hint, value, onCopy }: { label: ReactNode; hint?: ReactNode; value: string; onCopy: () => void }) {
  return (
    <FormField
      label={label}
      hint={hint}
      action={
        <Button variant="outline" onClick={onCopy}>
          <Copy aria-hidden />
          Copy
        </Button>
      }
    >
      <Input readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
    </FormField>
  );
}
