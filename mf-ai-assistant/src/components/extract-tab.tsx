import { useState, type FormEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useNavigate } from '@dct/router';
import { ACCEPTED_FILE_EXTENSIONS, AiToasts, TrashCopy, UploadToasts, statusFromDates, type RepairOrderExtraction, type Visit } from '@dct/contracts';
import { Button, Checkbox, FormField, Input, Select, SubmitButton, Textarea, toast, toastFailure } from '@dct/ui';
import { DealerPicker } from '@dct/dealers';
import { notesFromOrder, undoChanges, type ReviewChanges } from '../utils/apply-review';
import {
  searchDealers,
  useCreateVisit,
  useExtractRepairOrder,
  useUpdateVisit,
  useUploadServiceReceipt,
  useVehicles,
  useDocuments,
  type RepairOrderSource,
} from '@dct/data';
import { type AssistantRecords } from '../hooks/use-assistant';
import { ApplyReview } from './apply-review';
import { applyFailed } from '../utils/apply-failed';

/** A line of the draft under its label. */
function DraftLine({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField label={label}>
      <Input {...input} />
    </FormField>
  );
}

/** A text box of the draft under its label (and its hint). */
function DraftBox({ label, hint, ...box }: { label: string; hint?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField label={label} hint={hint}>
      <Textarea {...box} />
    </FormField>
  );
}

/** A new visit made from the order, as the owner edits it before creating it. */
interface Draft {
  date_in: string;
  date_out: string;
  issue_summary: string;
  notes: string;
  ro_number: string;
  mileage_in: string;
  mileage_out: string;
  complaint: string;
  cause: string;
  correction: string;
  /** As read; null when the order does not say (the visit then keeps its own default). */
  warranty_repair: boolean | null;
}

/** Spec §9: extraction confidence as a rounded percent. */
export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** Miles as typed ("39,175"), none when blank. */
const wholeMiles = (text: string) => (text.trim() ? Number(text.replace(/[,\s]/g, '')) : undefined);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ExtractTabProps {
  records: AssistantRecords;
  /** Where the panel was opened for a vehicle (the visits of one vehicle): a new visit is for it. */
  vehicleId?: number;
  /** The result was applied to (or made) a visit. */
  onApplied: () => void;
}

/**
 * Extract: a photo or PDF of a repair order, or a document already on the visit, read into the
 * visit's fields. On a visit the result is a review the owner confirms (nothing changes before);
 * without one (/visits) it becomes a new visit the owner completes. A file picked here is kept
 * as the visit's Service Receipt (once: the same file twice is one document). Applying offers
 * Undo, which puts every changed field back.
 */
export function ExtractTab({ records, vehicleId: forVehicle, onApplied }: ExtractTabProps) {
  const navigate = useNavigate();
  const { visit } = records;
  const [file, setFile] = useState<File | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [result, setResult] = useState<{ extraction: RepairOrderExtraction; source: string; stored: boolean } | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [keepFile, setKeepFile] = useState(true);
  const [vehicleId, setVehicleId] = useState(forVehicle ? String(forVehicle) : '');
  const [dealerId, setDealerId] = useState('');
  const extract = useExtractRepairOrder();
  const updateVisit = useUpdateVisit();
  const createVisit = useCreateVisit();
  const upload = useUploadServiceReceipt();
  const creating = !visit;
  const vehicles = useVehicles({ enabled: creating });
  // The owner's only vehicle is the one, unless the panel was opened for another.
  const onlyVehicle = vehicles.data?.length === 1 ? String(vehicles.data[0].id) : '';
  const chosenVehicle = vehicleId || onlyVehicle;
  const vehiclePreferredId = vehicles.data?.find((vehicle) => String(vehicle.id) === chosenVehicle)?.preferred_dealer_id ?? null;
  const documents = useDocuments(visit?.id);
  const stored = documents.data?.find((document) => String(document.id) === documentId);

  const set = (field: Exclude<keyof Draft, 'warranty_repair'>) => (event: { target: { value: string } }) =>
    setDraft((current) => current && { ...current, [field]: event.target.value });

  const onExtract = (event: FormEvent) => {
    event.preventDefault();
    const source: RepairOrderSource | undefined = stored ? { documentId: stored.id } : file ? { file } : undefined;
    if (!source) return;
    const name = stored?.file_name ?? file?.name ?? 'repair order';
    extract.mutate(source, {
      onSuccess: (extracted) => {
        setResult({ extraction: extracted, source: name, stored: !!stored });
        setDraft({
          date_in: extracted.date_in ?? '',
          date_out: extracted.date_out ?? '',
          issue_summary: extracted.issue_summary ?? '',
          notes: notesFromOrder(extracted, name),
          ro_number: extracted.ro_number ?? '',
          mileage_in: extracted.mileage_in === null ? '' : String(extracted.mileage_in),
          mileage_out: extracted.mileage_out === null ? '' : String(extracted.mileage_out),
          complaint: extracted.complaint ?? '',
          cause: extracted.cause ?? '',
          correction: extracted.correction ?? '',
          warranty_repair: extracted.warranty_repair,
        });
        if (creating && extracted.dealer_name) void chooseNamedDealer(extracted.dealer_name);
      },
      onError: (error) => toastFailure(error, AiToasts.extractFailed),
    });
  };

  /** The dealer the order names, chosen when one of the owner's dealers has that very name (else the picker offers to add it). */
  const chooseNamedDealer = async (name: string) => {
    try {
      const { items } = await searchDealers({ q: name });
      const dealer = items.find((candidate) => sameName(candidate.name, name));
      if (dealer) setDealerId((current) => current || String(dealer.id));
    } catch {
      // Not found is the same as no match: the owner picks or adds the dealer.
    }
  };

  /** Keeps the picked file as the visit's Service Receipt; true when it was added now (not already there). */
  const saveReceipt = async (visitId: number, { quiet = false } = {}): Promise<boolean> => {
    if (!keepFile || !file || result?.stored) return false;
    const uploaded = await upload.mutateAsync({ visitId, file });
    if (!quiet) toast(uploaded.uploaded_count === 0 ? UploadToasts.alreadyAttached(1) : AiToasts.receiptUploaded);
    return uploaded.uploaded_count > 0;
  };

  /** Puts the visit back as it was before the order was applied (the tab may have moved on since: no callbacks of this tab). */
  const undoApply = async (before: Visit, changes: ReviewChanges) => {
    try {
      await updateVisit.mutateAsync({ id: before.id, input: undoChanges(before, changes) });
      toast(AiToasts.visitRestored);
    } catch (error) {
      applyFailed(error);
    }
  };

  const onApplyReview = async (changes: ReviewChanges) => {
    if (!visit) return;
    const before = visit;
    try {
      await updateVisit.mutateAsync({ id: visit.id, input: changes });
      // The file is kept first: one toast shows at a time, and it carries the Undo of the fields.
      const kept = await saveReceipt(visit.id, { quiet: true });
      toast({
        ...(kept ? AiToasts.visitFilledAndReceipt : AiToasts.visitFilled),
        action: { label: TrashCopy.undo, altText: 'Undo applying the repair order to the visit', onAction: () => void undoApply(before, changes) },
      });
      onApplied();
    } catch (error) {
      applyFailed(error);
    }
  };

  const onCreate = async () => {
    if (!draft) return;
    try {
      const created = await createVisit.mutateAsync({
        vehicle_id: Number(chosenVehicle),
        dealer_id: Number(dealerId),
        date_in: draft.date_in,
        date_out: draft.date_out || undefined,
        primary_issue: draft.issue_summary,
        notes: draft.notes || undefined,
        ro_number: draft.ro_number.trim() || undefined,
        mileage_in: wholeMiles(draft.mileage_in),
        mileage_out: wholeMiles(draft.mileage_out),
        complaint: draft.complaint.trim() || undefined,
        cause: draft.cause.trim() || undefined,
        correction: draft.correction.trim() || undefined,
        ...(draft.warranty_repair === null ? {} : { warranty_repair: draft.warranty_repair }),
        status: statusFromDates('in_progress', draft.date_out, false),
        loaner_provided: false,
      });
      toast(AiToasts.visitCreated);
      await saveReceipt(created.id);
      onApplied();
      void navigate(`/visits/${created.id}`);
    } catch (error) {
      applyFailed(error);
    }
  };

  const applying = updateVisit.isPending || createVisit.isPending || upload.isPending;
  const canCreate = !!draft?.date_in && !!draft.issue_summary.trim() && !!chosenVehicle && !!dealerId;

  return (
    <div className="stack">
      <form className="stack-sm" onSubmit={onExtract}>
        {visit && !!documents.data?.length && (
          <FormField label="A document already on the visit" hint="Read it where it is: nothing is uploaded again">
            <Select value={documentId} onChange={(event) => setDocumentId(event.target.value)}>
              <option value="">Choose a document</option>
              {documents.data.map((document) => (
                <option key={document.id} value={document.id}>
                  {document.file_name} ({document.doc_type})
                </option>
              ))}
            </Select>
          </FormField>
        )}
        {!stored && (
          <FormField label="Repair order (photo or PDF)">
            <Input type="file" accept={ACCEPTED_FILE_EXTENSIONS.join(',')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </FormField>
        )}
        <div>
          <SubmitButton disabled={!file && !stored} pending={extract.isPending} label="Extract" pendingLabel="Extracting..." />
        </div>
      </form>

      {result && (
        <div className="assistant-result stack-sm" aria-label="Extracted repair order">
          <p className="small">
            Confidence: <span className="assistant-confidence">{confidencePercent(result.extraction.confidence)}</span>
            {result.extraction.confidence < 0.6 && <span className="muted"> (check every field)</span>}
            {result.extraction.dealer_name && <span className="muted"> · Dealer on the order: {result.extraction.dealer_name}</span>}
          </p>
          {!result.stored && file && (
            <Checkbox label="Save the file as the visit's Service Receipt" checked={keepFile} onChange={(event) => setKeepFile(event.target.checked)} />
          )}
          {visit ? (
            <ApplyReview
              key={`${result.source}-${result.extraction.confidence}`}
              visit={visit}
              result={result.extraction}
              source={result.source}
              applying={applying}
              onApply={(changes) => void onApplyReview(changes)}
            />
          ) : (
            draft && (
              <>
                <div className="form-grid">
                  <DraftLine label="Date in" type="date" value={draft.date_in} onChange={set('date_in')} />
                  <DraftLine label="Date out" type="date" value={draft.date_out} onChange={set('date_out')} />
                </div>
                <DraftLine label="Primary issue" value={draft.issue_summary} onChange={set('issue_summary')} />
                <div className="form-grid">
                  <DraftLine label="RO number" value={draft.ro_number} onChange={set('ro_number')} />
                  <DraftLine label="Mileage in" inputMode="numeric" value={draft.mileage_in} onChange={set('mileage_in')} />
                  <DraftLine label="Mileage out" inputMode="numeric" value={draft.mileage_out} onChange={set('mileage_out')} />
                </div>
                <DraftBox label="Complaint" value={draft.complaint} onChange={set('complaint')} />
                <DraftBox label="Cause" value={draft.cause} onChange={set('cause')} />
                <DraftBox label="Correction" value={draft.correction} onChange={set('correction')} />
                {draft.warranty_repair !== null && (
                  <Checkbox
                    label="Warranty repair"
                    checked={draft.warranty_repair}
                    onChange={(event) => setDraft((current) => current && { ...current, warranty_repair: event.target.checked })}
                  />
                )}
                {result.extraction.questions.map((question) => (
                  <p key={question.field} className="small" role="alert">
                    {question.question}: choose the one on the order.
                  </p>
                ))}
                <DraftBox label="Notes" hint="Line items and total from the repair order" value={draft.notes} onChange={set('notes')} />
                <FormField label="Vehicle">
                  <Select value={chosenVehicle} onChange={(event) => setVehicleId(event.target.value)}>
                    <option value="">Choose a vehicle</option>
                    {vehicles.data?.map((vehicle) => (
                      <option key={vehicle.id} value={vehicle.id}>
                        {vehicle.year} {vehicle.make} {vehicle.model}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <DealerPicker
                  value={dealerId}
                  onChange={setDealerId}
                  vehiclePreferredId={vehiclePreferredId}
                  suggestedName={result.extraction.dealer_name ?? undefined}
                />
                <div>
                  <Button onClick={() => void onCreate()} disabled={!canCreate || applying}>
                    Create visit
                  </Button>
                </div>
              </>
            )
          )}
        </div>
      )}
    </div>
  );
}
