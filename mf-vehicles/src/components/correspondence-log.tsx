import { useState } from 'react';
import { CalendarClock, Mail, Paperclip, Pencil, Trash2 } from 'lucide-react';
import { Link } from '@dct/router';
import {
  CORRESPONDENCE_DIRECTION_LABELS,
  CORRESPONDENCE_DIRECTIONS,
  CORRESPONDENCE_FIELD_LABELS,
  CORRESPONDENCE_MAX_DOCUMENTS,
  CORRESPONDENCE_METHOD_LABELS,
  CORRESPONDENCE_METHODS,
  CORRESPONDENCE_PARTIES,
  CORRESPONDENCE_PARTY_LABELS,
  CORRESPONDENCE_PURPOSE_LABELS,
  CORRESPONDENCE_PURPOSES,
  CORRESPONDENCE_TEXT_LIMITS,
  CorrespondenceMessages,
  countOf,
  todayIso,
  type CorrespondenceEntry,
  type CorrespondenceItem,
  type LemonDeadline,
  type Vehicle,
} from '@dct/contracts';
import { correspondenceFormSchema } from '@dct/contracts/schemas';
import {
  AddButton,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  ChoiceOptions,
  ConfirmedAction,
  FormActions,
  FormField,
  Input,
  Select,
  Skeleton,
  formatDate,
  formFields,
  toast,
  toastFailure,
} from '@dct/ui';
import { useSchemaForm, FormInput, FormTextarea, FormChoices } from '@dct/ui/forms';
import { useAddCorrespondence, useCanChangeRecords, useCorrespondence, useDeleteCorrespondence, useUpdateCorrespondence, useVehicleDocuments } from '@dct/data';
import { SourceLink } from './source-link';

/** Where the app's own records live, for the log's links to them. */
const SOURCE_NOTES: Record<CorrespondenceItem['source'], string> = {
  entry: 'Added by you',
  lemon_notice: 'Lemon-law notice',
  claim_mail: 'Claim mail sent by the app',
  claim_response: "Dealer's reply, recorded on the claim",
};

const entryFields = formFields(correspondenceFormSchema, {
  occurred_on: 'text',
  direction: 'choice',
  party: 'choice',
  party_name: 'text',
  method: 'choice',
  tracking_number: 'text',
  summary: 'text',
  purpose: 'text',
  delivered_on: 'text',
});

/**
 * The vehicle's documents (those of its visits) as checkboxes, each with its file name and upload
 * date. A tick drops the chosen ids that are no longer documents (deleted since), which the API refuses.
 */
function AttachmentPicker({ vehicleId, chosen, choose }: { vehicleId: number; chosen: number[]; choose: (ids: number[]) => void }) {
  const { documents, isLoading, isError } = useVehicleDocuments(vehicleId);
  const full = chosen.length >= CORRESPONDENCE_MAX_DOCUMENTS;
  return (
    <fieldset className="correspondence-attachments stack stack-sm">
      <legend className="small">{CORRESPONDENCE_FIELD_LABELS.document_ids}</legend>
      {isLoading ? (
        <Skeleton className="vehicle-records-skeleton" />
      ) : isError ? (
        <p className="small muted">The vehicle's documents could not be loaded.</p>
      ) : documents.length === 0 ? (
        <p className="small muted">No documents yet: upload letters, receipts and repair orders on the vehicle's visits to attach them here.</p>
      ) : (
        <>
          <p className="small muted">Optional. The documents of this vehicle's visits, at most {CORRESPONDENCE_MAX_DOCUMENTS}.</p>
          <ul className="correspondence-attachment-list">
            {documents.map((document) => {
              const checked = chosen.includes(document.id);
              return (
                <li key={document.id}>
                  <Checkbox
                    label={
                      <>
                        <span className="correspondence-file-name">{document.file_name}</span>
                        <span className="muted"> · {formatDate(document.created_at)}</span>
                      </>
                    }
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => {
                      const kept = chosen.filter((id) => documents.some((other) => other.id === id));
                      choose(event.target.checked ? [...kept, document.id] : kept.filter((id) => id !== document.id));
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}

/** An item's attachments, each opening its file; counted until the vehicle's documents are read. */
function Attachments({ vehicleId, ids }: { vehicleId: number; ids: number[] }) {
  const { documents } = useVehicleDocuments(vehicleId);
  const attached = documents.filter((document) => ids.includes(document.id));
  return (
    <span className="small row correspondence-attachments">
      <Paperclip aria-hidden className="inline-icon" />
      {attached.length === 0 ? (
        countOf(ids.length, 'attachment')
      ) : (
        <ul className="correspondence-attachment-links" aria-label={CORRESPONDENCE_FIELD_LABELS.document_ids}>
          {attached.map((document) => (
            <li key={document.id}>
              <a href={document.file_path} target="_blank" rel="noreferrer">
                {document.file_name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

/**
 * The add-entry form, or an entry's edit form: the schema's rules and messages, the API's
 * per-field messages under the fields. An edit sends every field, a cleared one as null, and the
 * attachments as a whole once they were changed.
 */
function EntryForm({ vehicleId, entry, close }: { vehicleId: number; entry?: CorrespondenceEntry; close: () => void }) {
  const add = useAddCorrespondence(vehicleId);
  const update = useUpdateCorrespondence(vehicleId);
  // Null until the owner ticks a box: an edit leaves the stored attachments alone until then.
  const [documentIds, setDocumentIds] = useState<number[] | null>(null);
  const { form, onSubmit, pending } = useSchemaForm(entryFields, {
    defaultValues: entry
      ? entryFields.fromRecord(entry)
      : entryFields.empty({ occurred_on: todayIso(), direction: 'sent', party: 'manufacturer', method: 'certified_mail' }),
    submit: (values) =>
      entry
        ? update.mutateAsync({ id: entry.id, input: { ...entryFields.patch(values), ...(documentIds && { document_ids: documentIds }) } })
        : add.mutateAsync(documentIds?.length ? { ...values, document_ids: documentIds } : values),
    onSuccess: () => {
      toast(entry ? { title: 'Entry saved' } : { title: 'Entry added', description: 'It is in the correspondence log.' });
      close();
    },
    onFailure: ({ error }) =>
      toastFailure(
        error,
        { title: entry ? 'The entry could not be saved' : 'The entry could not be added', description: 'Please try again.' },
        { serverReason: true },
      ),
  });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={onSubmit} aria-label={entry ? 'Edit the correspondence entry' : 'Add a correspondence entry'}>
      <FormInput form={form} name="occurred_on" label="Date" type="date" />
      <FormChoices form={form} name="direction" label="Direction" values={CORRESPONDENCE_DIRECTIONS} labels={CORRESPONDENCE_DIRECTION_LABELS} />
      <FormChoices form={form} name="party" label="Party" values={CORRESPONDENCE_PARTIES} labels={CORRESPONDENCE_PARTY_LABELS} />
      <FormInput
        form={form}
        name="party_name"
        label="Name"
        hint="Optional. The dealer's, manufacturer's or program's name, or the person's."
        maxLength={CORRESPONDENCE_TEXT_LIMITS.party_name}
      />
      <FormChoices form={form} name="method" label="Method" values={CORRESPONDENCE_METHODS} labels={CORRESPONDENCE_METHOD_LABELS} />
      <FormInput
        form={form}
        name="tracking_number"
        label="Tracking number"
        hint="Only for certified or express mail. Optional: from the mailing receipt."
        maxLength={CORRESPONDENCE_TEXT_LIMITS.tracking_number}
        autoComplete="off"
      />
      <FormField
        label="Delivered on"
        error={errors.delivered_on?.message}
        hint="Optional. The delivery date the tracking shows: the manufacturer's clocks run from it."
      >
        <Input type="date" {...form.register('delivered_on')} />
      </FormField>
      <FormField
        label="Purpose"
        error={errors.purpose?.message}
        hint="Optional. Mark the lemon-law notice and the final repair drop-off: the deadlines follow from them."
      >
        <Select {...form.register('purpose')}>
          <ChoiceOptions values={CORRESPONDENCE_PURPOSES} labels={CORRESPONDENCE_PURPOSE_LABELS} empty="None" />
        </Select>
      </FormField>
      <FormTextarea form={form} name="summary" label="Summary" rows={4} maxLength={CORRESPONDENCE_TEXT_LIMITS.summary} />
      <AttachmentPicker vehicleId={vehicleId} chosen={documentIds ?? entry?.document_ids ?? []} choose={setDocumentIds} />
      <FormActions
        cancel={
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
        }
        pending={pending}
        label={entry ? 'Save entry' : 'Add entry'}
        pendingLabel="Saving..."
      />
    </form>
  );
}

function Deadlines({ deadlines, notLegalAdvice }: { deadlines: LemonDeadline[]; notLegalAdvice: string }) {
  return (
    <section aria-labelledby="correspondence-deadlines" className="stack">
      <h3 id="correspondence-deadlines" className="row small">
        <CalendarClock aria-hidden className="inline-icon" />
        Deadlines
      </h3>
      {deadlines.length === 0 ? (
        <p className="small muted">No deadlines yet: they follow from the registration state, the delivery date and the notice's delivery.</p>
      ) : (
        <ul className="vehicle-records">
          {deadlines.map((deadline) => (
            <li key={`${deadline.kind}-${deadline.due_on}`} className="vehicle-record">
              <strong>{formatDate(deadline.due_on)}</strong>
              <span className="small">{deadline.label}</span>
              <span className="muted small">
                Source: <SourceLink href={deadline.source_url}>{deadline.source}</SourceLink>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="small muted">{notLegalAdvice}</p>
    </section>
  );
}

function LogItem({ item, vehicleId }: { item: CorrespondenceItem; vehicleId: number }) {
  const remove = useDeleteCorrespondence(vehicleId);
  const [editing, setEditing] = useState(false);
  const canChange = useCanChangeRecords();
  const editable = item.editable && item.entry !== null && canChange;
  const when = formatDate(item.occurred_on);
  if (editing && item.entry) {
    return (
      <li className="vehicle-record">
        <EntryForm vehicleId={vehicleId} entry={item.entry} close={() => setEditing(false)} />
      </li>
    );
  }
  const party = item.party_name ? `${CORRESPONDENCE_PARTY_LABELS[item.party]} (${item.party_name})` : CORRESPONDENCE_PARTY_LABELS[item.party];
  return (
    <li className="vehicle-record">
      <span>
        <strong>{when}</strong> · {CORRESPONDENCE_DIRECTION_LABELS[item.direction]} · {party} · {CORRESPONDENCE_METHOD_LABELS[item.method]}
        {item.tracking_number && ` · Tracking ${item.tracking_number}`}
      </span>
      <span className="small correspondence-summary">{item.summary}</span>
      {item.document_ids.length > 0 && <Attachments vehicleId={vehicleId} ids={item.document_ids} />}
      <span className="muted small row">
        {item.claim_id !== null ? <Link to={`/claims/${item.claim_id}`}>{SOURCE_NOTES[item.source]}</Link> : SOURCE_NOTES[item.source]}
        {editable && (
          <Button variant="ghost" size="sm" aria-label={`Edit the entry of ${when}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
        {editable && (
          <ConfirmedAction
            label="Delete"
            ariaLabel={`Delete the entry of ${when}`}
            icon={<Trash2 aria-hidden />}
            variant="ghost"
            title="Delete this entry?"
            description={`The entry of ${when} leaves the log, and the deadlines that follow from it.`}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            destructive
            run={() => remove.mutateAsync(item.entry!.id)}
            onDone={() => toast({ title: 'Entry deleted' })}
            onFailed={(error) => toastFailure(error, { title: 'The entry could not be deleted', description: 'Please try again.' })}
          />
        )}
      </span>
    </li>
  );
}

/**
 * The vehicle's correspondence: every letter, message, call and visit about its problems (the
 * owner's entries, the claim mails the app sent and the dealers' replies), newest first, the
 * deadlines that follow from them with their statutes, and a form to add an entry.
 */
export function CorrespondenceLog({ vehicle }: { vehicle: Pick<Vehicle, 'id'> }) {
  const log = useCorrespondence(vehicle.id);
  const [adding, setAdding] = useState(false);
  const canChange = useCanChangeRecords();
  return (
    <Card role="region" aria-labelledby="vehicle-correspondence">
      <CardHeader>
        <CardTitle id="vehicle-correspondence" className="row">
          <Mail aria-hidden className="inline-icon" />
          Correspondence
        </CardTitle>
        <p className="muted small">Letters, messages, calls and visits about this vehicle's problems.</p>
      </CardHeader>
      <CardContent className="stack">
        {log.isLoading ? (
          <Skeleton className="vehicle-records-skeleton" />
        ) : log.isError || !log.data ? (
          <p className="small muted">The correspondence could not be loaded.</p>
        ) : (
          <>
            <Deadlines deadlines={log.data.deadlines} notLegalAdvice={log.data.not_legal_advice} />
            {log.data.items.length === 0 ? (
              <p className="small muted">No correspondence recorded for this vehicle yet.</p>
            ) : (
              <ul className="vehicle-records" aria-label="Correspondence log">
                {log.data.items.map((item) => (
                  <LogItem key={item.id} item={item} vehicleId={vehicle.id} />
                ))}
              </ul>
            )}
          </>
        )}
        {adding ? (
          <EntryForm vehicleId={vehicle.id} close={() => setAdding(false)} />
        ) : (
          canChange && (
            <div>
              <AddButton variant="outline" size="sm" onClick={() => setAdding(true)}>
                Add entry
              </AddButton>
            </div>
          )
        )}
        {!log.data && <p className="small muted">{CorrespondenceMessages.notLegalAdvice}</p>}
      </CardContent>
    </Card>
  );
}
