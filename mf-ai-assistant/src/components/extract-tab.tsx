import { useState, type FormEvent } from 'react';
import { useNavigate } from '@dct/router';
import { ACCEPTED_FILE_EXTENSIONS, AiToasts, UploadToasts, type RepairOrderExtraction } from '@dct/contracts';
import { Button, Checkbox, FormField, Input, Select, Textarea, formatMoney, toast } from '@dct/ui';
import {
  useCreateVisit,
  useDealers,
  useExtractRepairOrder,
  useUpdateVisit,
  useUploadServiceReceipt,
  useVehicles,
  type AssistantRecords,
} from '../hooks/use-assistant';

/** The extraction as the owner edits it before applying it. */
interface Draft {
  dealer_name: string;
  date_in: string;
  date_out: string;
  issue_summary: string;
  notes: string;
}

const lineItemNotes = (result: RepairOrderExtraction) =>
  [
    ...result.line_items.map((item) => `${item.desc}: ${formatMoney(item.amount)}`),
    ...(result.total !== null ? [`Total: ${formatMoney(result.total)}`] : []),
  ].join('\n');

const toDraft = (result: RepairOrderExtraction): Draft => ({
  dealer_name: result.dealer_name ?? '',
  date_in: result.date_in ?? '',
  date_out: result.date_out ?? '',
  issue_summary: result.issue_summary ?? '',
  notes: lineItemNotes(result),
});

/** Spec §9: extraction confidence as a rounded percent. */
export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ExtractTabProps {
  records: AssistantRecords;
  /** The result was applied to (or made) a visit. */
  onApplied: () => void;
}

/**
 * Extract: a photo or PDF of a repair order in, the visit's fields out, as a draft the owner
 * edits and then applies to the visit (or makes a new visit from), the file kept as its Service Receipt.
 */
export function ExtractTab({ records, onApplied }: ExtractTabProps) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RepairOrderExtraction | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [keepFile, setKeepFile] = useState(true);
  const [vehicleId, setVehicleId] = useState('');
  const [dealerId, setDealerId] = useState('');
  const extract = useExtractRepairOrder();
  const updateVisit = useUpdateVisit();
  const createVisit = useCreateVisit();
  const upload = useUploadServiceReceipt();
  const creating = !records.visit;
  const vehicles = useVehicles(creating);
  const dealers = useDealers(creating);

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => current && { ...current, [field]: event.target.value });

  const onExtract = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    extract.mutate(file, {
      onSuccess: (extracted) => {
        setResult(extracted);
        setDraft(toDraft(extracted));
        const dealer = extracted.dealer_name && dealers.data?.find((candidate) => sameName(candidate.name, extracted.dealer_name ?? ''));
        if (dealer) setDealerId(String(dealer.id));
      },
      onError: () => toast({ ...AiToasts.extractFailed, variant: 'destructive' }),
    });
  };

  const saveReceipt = async (visitId: number) => {
    if (!keepFile || !file) return;
    const result = await upload.mutateAsync({ visitId, file });
    toast(result.uploaded_count === 0 ? UploadToasts.alreadyAttached(1) : AiToasts.receiptUploaded);
  };

  const onApply = async () => {
    if (!draft) return;
    const fields = {
      date_in: draft.date_in,
      date_out: draft.date_out || undefined,
      primary_issue: draft.issue_summary,
      notes: draft.notes || undefined,
    };
    try {
      if (records.visit) {
        const completes = !!fields.date_out && records.visit.status === 'in_progress';
        await updateVisit.mutateAsync({ id: records.visit.id, input: { ...fields, ...(completes ? { status: 'completed' as const } : {}) } });
        toast(AiToasts.visitFilled);
        await saveReceipt(records.visit.id);
        onApplied();
      } else {
        const visit = await createVisit.mutateAsync({
          ...fields,
          vehicle_id: Number(vehicleId),
          dealer_id: Number(dealerId),
          status: fields.date_out ? 'completed' : 'in_progress',
        });
        toast(AiToasts.visitCreated);
        await saveReceipt(visit.id);
        onApplied();
        void navigate(`/visits/${visit.id}`);
      }
    } catch (error) {
      toast({
        title: AiToasts.applyFailed.title,
        description: (error as { serverMessage?: string }).serverMessage ?? AiToasts.applyFailed.description,
        variant: 'destructive',
      });
    }
  };

  const applying = updateVisit.isPending || createVisit.isPending || upload.isPending;
  const canApply = !!draft?.date_in && !!draft.issue_summary.trim() && (!creating || (!!vehicleId && !!dealerId));

  return (
    <div className="stack">
      <form className="stack-sm" onSubmit={onExtract}>
        <FormField label="Repair order (photo or PDF)">
          <Input type="file" accept={ACCEPTED_FILE_EXTENSIONS.join(',')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </FormField>
        <div>
          <Button type="submit" disabled={!file || extract.isPending}>
            {extract.isPending ? 'Extracting...' : 'Extract'}
          </Button>
        </div>
      </form>

      {result && draft && (
        <div className="assistant-result stack-sm" aria-label="Extracted repair order">
          <p className="small">
            Confidence: <span className="assistant-confidence">{confidencePercent(result.confidence)}</span>
            {result.confidence < 0.6 && <span className="muted"> (check every field)</span>}
          </p>
          <FormField label="Dealer">
            <Input value={draft.dealer_name} onChange={set('dealer_name')} />
          </FormField>
          <div className="form-grid">
            <FormField label="Date in">
              <Input type="date" value={draft.date_in} onChange={set('date_in')} />
            </FormField>
            <FormField label="Date out">
              <Input type="date" value={draft.date_out} onChange={set('date_out')} />
            </FormField>
          </div>
          <FormField label="Primary issue">
            <Input value={draft.issue_summary} onChange={set('issue_summary')} />
          </FormField>
          <FormField label="Notes" hint="Line items and total from the repair order">
            <Textarea value={draft.notes} onChange={set('notes')} />
          </FormField>
          {creating && (
            <div className="form-grid">
              <FormField label="Vehicle">
                <Select value={vehicleId} onChange={(event) => setVehicleId(event.target.value)}>
                  <option value="">Choose a vehicle</option>
                  {vehicles.data?.map((vehicle) => (
                    <option key={vehicle.id} value={vehicle.id}>
                      {vehicle.year} {vehicle.make} {vehicle.model}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Dealer on record">
                <Select value={dealerId} onChange={(event) => setDealerId(event.target.value)}>
                  <option value="">Choose a dealer</option>
                  {dealers.data?.map((dealer) => (
                    <option key={dealer.id} value={dealer.id}>
                      {dealer.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
          )}
          <Checkbox label="Save the file as the visit's Service Receipt" checked={keepFile} onChange={(event) => setKeepFile(event.target.checked)} />
          <div>
            <Button onClick={() => void onApply()} disabled={!canApply || applying}>
              {creating ? 'Create visit' : 'Apply to visit'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
