import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Lock } from 'lucide-react';
import { useParams } from '@dct/router';
import { ShareLinkMessages, countOf, formatDate, formatMoney, type SharedFile } from '@dct/contracts';
import { fetchSharedCaseFile, fetchSharedFile, keys } from '@dct/data';
import { Alert, ApiError, Badge, Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Skeleton, saveFile } from '@dct/ui';
import '../public.css';

/** A search engine must not keep a shared file: the page says so itself too (the server sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

const money = (value: number | null) => (value === null ? 'Hidden' : formatMoney(value));
const miles = (value: number | null) => (value === null ? 'not recorded' : `${value.toLocaleString('en-US')} mi`);

/** What the repair order says of a visit: the complaint, its cause and the correction, those recorded. */
const repairStory = (visit: SharedFile['visits'][number]): Array<[string, string]> =>
  (
    [
      ['Complaint', visit.complaint],
      ['Cause', visit.cause],
      ['Correction', visit.correction],
    ] as Array<[string, string | null]>
  ).filter((row): row is [string, string] => Boolean(row[1]));

function Facts({ file }: { file: SharedFile }) {
  const { vehicle, owner } = file;
  const rows: Array<[string, string]> = [
    ['Owner', owner.email ? `${owner.name} (${owner.email})` : owner.name],
    ['VIN', vehicle.vin ?? 'Not recorded'],
    ['Registered in', vehicle.registration_state ?? 'Not recorded'],
    [
      'Delivered',
      vehicle.delivery_date
        ? `${formatDate(vehicle.delivery_date)}${vehicle.delivery_mileage === null ? '' : ` at ${miles(vehicle.delivery_mileage)}`}`
        : 'Not recorded',
    ],
    ['Purchase price', file.hide_money ? 'Hidden' : vehicle.purchase_price === null ? 'Not recorded' : formatMoney(vehicle.purchase_price)],
    ['Out of service', `${countOf(vehicle.downtime_days, 'day')} over ${countOf(vehicle.visit_count, 'visit')}`],
  ];
  return <FactList className="shared-facts" rows={rows} />;
}

/** Labelled facts, one term and its value a row. */
function FactList({ className, rows }: { className: string; rows: Array<[string, string]> }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="shared-heading">{title}</CardTitle>
      </CardHeader>
      <CardContent className="stack stack-sm">{children}</CardContent>
    </Card>
  );
}

interface ListSectionProps<T> {
  /** What it lists, shown with their count: 'Visits (3)'. */
  title: string;
  items: readonly T[];
  /** The line shown when there are none. */
  none: string;
  /** A numbered list (the visits, in their order). */
  ordered?: boolean;
  /** An item's line of the list (its <li>). */
  children: (item: T, index: number) => React.ReactNode;
}

/** A section of the file that lists records: a line when there are none, then the list. */
function ListSection<T>({ title, items, none, ordered = false, children }: ListSectionProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Section title={`${title} (${items.length})`}>
      {items.length === 0 && <p className="muted">{none}</p>}
      <List className="shared-list">{items.map(children)}</List>
    </Section>
  );
}

function SharedFileView({ file, download, downloading }: { file: SharedFile; download: () => void; downloading: boolean }) {
  const documentsOf = (visitId: number) => file.documents.filter((document) => document.visit_id === visitId);
  return (
    <div className="container page stack shared-file">
      <header className="stack stack-sm">
        <h1 className="page-title">
          {file.vehicle.label}
          {file.vehicle.trim ? ` ${file.vehicle.trim}` : ''}
        </h1>
        <p className="muted">{ShareLinkMessages.readOnly}</p>
        {file.hide_money && <p className="small">{ShareLinkMessages.moneyHidden}</p>}
        {file.hide_contact && <p className="small">{ShareLinkMessages.contactHidden}</p>}
        <p className="small muted">This link works until {new Date(file.expires_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.</p>
        <div className="row">
          <Button onClick={download} disabled={downloading}>
            <Download aria-hidden />
            {downloading ? 'Preparing the PDF...' : 'Download the case file (PDF)'}
          </Button>
        </div>
      </header>
      <Section title="Facts">
        <Facts file={file} />
      </Section>
      {file.lemon_watch && (
        <Section title="Lemon-law watch">
          <p>
            <Badge variant={file.lemon_watch.likely_qualifies ? 'success' : 'outline'}>
              {file.lemon_watch.likely_qualifies ? 'Likely qualifies' : 'Not yet'}
            </Badge>{' '}
            {file.lemon_watch.statute}
          </p>
          <ul className="small">
            {file.lemon_watch.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Section>
      )}
      <ListSection title="Visits" items={file.visits} none="No visits recorded." ordered>
        {(visit) => (
          <li key={visit.id} className="stack stack-sm">
            <p>
              <strong>
                {formatDate(visit.date_in)} – {visit.date_out ? formatDate(visit.date_out) : 'still at the dealer'}
              </strong>{' '}
              · {countOf(visit.days, 'day')} · {visit.dealer_name}
            </p>
            <p className="small">
              Repair order {visit.ro_number ?? 'not recorded'} · mileage in {miles(visit.mileage_in)}, out {miles(visit.mileage_out)} ·{' '}
              {visit.warranty_repair ? 'warranty repair' : 'not under warranty'}
              {visit.safety_defect ? ' · safety defect' : ''}
            </p>
            <p>{visit.primary_issue}</p>
            {(visit.complaint || visit.cause || visit.correction) && <FactList className="shared-facts small" rows={repairStory(visit)} />}
            {documentsOf(visit.id).length > 0 && (
              <ul className="small muted">
                {documentsOf(visit.id).map((document) => (
                  <li key={document.id}>
                    {document.file_name}
                    {document.sha256 ? ` · SHA-256 ${document.sha256}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ListSection>
      <ListSection title="Claims" items={file.claims} none="No goodwill claims.">
        {(claim) => (
          <li key={claim.id} className="stack stack-sm">
            <p>
              <strong>Claim #{claim.id}</strong> to {claim.dealer_name} · {claim.status}
              {claim.sent_at ? ` · sent ${formatDate(claim.sent_at)}` : ''}
            </p>
            <p className="small">
              Asked {money(claim.ask_amount)}
              {claim.offered_amount !== null || file.hide_money ? ` · offered ${money(claim.offered_amount)}` : ''}
              {claim.recovered_amount !== null ? ` · recovered ${money(claim.recovered_amount)}` : ''}
            </p>
            {claim.dealer_reply && <blockquote className="small">{claim.dealer_reply}</blockquote>}
          </li>
        )}
      </ListSection>
      <ListSection title="Correspondence" items={file.correspondence} none="No letters or calls recorded.">
        {(item, index) => (
          <li key={`${item.occurred_on}-${index}`}>
            <p className="small">
              <strong>{formatDate(item.occurred_on)}</strong> · {item.direction === 'sent' ? 'to' : 'from'} {item.party_name ?? item.party} ·{' '}
              {item.method.replace('_', ' ')}
              {item.tracking_number ? ` (tracking ${item.tracking_number})` : ''}
            </p>
            <p>{item.summary}</p>
          </li>
        )}
      </ListSection>
      <p className="small muted">{file.not_legal_advice}</p>
    </div>
  );
}

function PasscodeForm({ wrong, onSubmit }: { wrong: boolean; onSubmit: (passcode: string) => void }) {
  const [passcode, setPasscode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passcode !== '') onSubmit(passcode);
  };
  return (
    <div className="container container-sm page stack">
      <h1 className="page-title">
        <Lock aria-hidden className="inline-icon" /> Shared case file
      </h1>
      <Card>
        <CardContent>
          <form className="stack" onSubmit={submit} noValidate>
            <p>{ShareLinkMessages.passcodeNeeded}</p>
            <FormField label="Passcode" error={wrong ? ShareLinkMessages.passcodeWrong : undefined}>
              <Input type="password" autoComplete="off" value={passcode} onChange={(event) => setPasscode(event.target.value)} />
            </FormField>
            <div>
              <Button type="submit">Open the file</Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /share/{token}: one vehicle's file as its owner shared it, read-only and without an account —
 * or why it cannot be shown (expired, revoked, a passcode needed).
 */
export function SharedFilePage() {
  useNoIndex();
  const { token = '' } = useParams();
  const [passcode, setPasscode] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  const file = useQuery({
    queryKey: keys.share.file(token, passcode ?? ''),
    queryFn: () => fetchSharedFile(token, passcode),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      saveFile(`${file.data?.vehicle.label ?? 'vehicle'} case file.pdf`, await fetchSharedCaseFile(token, passcode));
    } catch (error) {
      setDownloadError(error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The PDF could not be prepared. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  if (file.isPending) {
    return (
      <div className="container page stack" aria-busy="true">
        <Skeleton className="skeleton-title" />
        <Skeleton className="skeleton-block" />
      </div>
    );
  }
  if (file.isError) {
    const status = file.error instanceof ApiError ? file.error.status : 0;
    if (status === 401) return <PasscodeForm wrong={passcode !== undefined} onSubmit={setPasscode} />;
    return (
      <div className="container container-sm page stack">
        <h1 className="page-title">Shared case file</h1>
        <Alert>
          {status === 404 || status === 429
            ? ((file.error as ApiError).serverMessage ?? ShareLinkMessages.notFound)
            : 'The file could not be loaded. Please try again.'}
        </Alert>
      </div>
    );
  }
  return (
    <>
      {downloadError && (
        <div className="container page">
          <Alert>{downloadError}</Alert>
        </div>
      )}
      <SharedFileView file={file.data} download={() => void download()} downloading={downloading} />
    </>
  );
}
