import { useEffect, useState, type FormEvent } from 'react';
import { DealerMessages } from '@dct/contracts';
import { ApiError, FormField, Input, SubmitButton, failureTexts, toast } from '@dct/ui';
import { useCurrentUser, useUpdateProfile } from '@dct/data';

const SavedToast = { title: 'ZIP code saved', description: 'The dealer picker lists the nearest dealers to it first.' } as const;
const ClearedToast = { title: 'ZIP code cleared', description: 'The dealer picker lists dealers by name.' } as const;
const FailedTexts = { title: 'Error', description: 'Failed to save the ZIP code. Please try again.' } as const;

/** The owner's ZIP code: the visit form's dealer picker lists the nearest dealers to it. Blank clears it. */
export function ZipCodeField() {
  const saved = useCurrentUser().data?.zip_code ?? null;
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  useEffect(() => setValue(saved ?? ''), [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = value.trim();
    if (zip !== '' && !/^\d{5}$/.test(zip)) {
      setError(DealerMessages.zipInvalid);
      return;
    }
    setError(undefined);
    update.mutate(
      { zip_code: zip === '' ? null : zip },
      {
        onSuccess: () => toast(zip === '' ? ClearedToast : SavedToast),
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.body?.errors?.zip_code?.[0] : undefined;
          if (fieldError) setError(fieldError);
          // Offline or a server failure: the field keeps what was typed.
          else toast({ variant: 'destructive', ...failureTexts(failure, FailedTexts) });
        },
      },
    );
  };

  return (
    <form className="row zip-code-form" onSubmit={submit} noValidate>
      <FormField label="Your ZIP code" error={error} hint="The dealer picker lists the nearest dealers to it. Leave blank to clear.">
        <Input value={value} onChange={(event) => setValue(event.target.value)} inputMode="numeric" autoComplete="postal-code" maxLength={10} />
      </FormField>
      <SubmitButton variant="outline" size="sm" pending={update.isPending} label="Save ZIP code" pendingLabel="Saving..." />
    </form>
  );
}
