import { useState, type FormEvent } from 'react';
import { HandCoins, Trash2 } from 'lucide-react';
import { BUYBACK_COST_KINDS, BuybackMessages, type BuybackCostKind, type BuybackCostsInput, type BuybackEstimate, type Claim } from '@dct/contracts';
import { buybackCostsInputSchema } from '@dct/contracts/schemas';
import { AddButton, Badge, Button, Card, CardContent, CardHeader, CardTitle, ChoiceSelect, FormField, Input, Skeleton, formatDate, formatMoney } from '@dct/ui';
import { useBuyback, useSaveBuybackCosts } from '@dct/data';
import '../vehicles.css';
import { SourceLink } from './source-link';

const KIND_LABELS: Record<BuybackCostKind, string> = {
  collateral: 'Collateral charge (tax, registration, finance charges)',
  incidental: 'Incidental cost (rental, towing)',
};

type CostLine = BuybackCostsInput['lines'][number];

/** A claim's downtime figure offered as an incidental cost, until a line of the same label is there. */
export function downtimeSuggestions(claims: readonly Claim[], lines: readonly CostLine[]): CostLine[] {
  const labels = new Set(lines.map((line) => line.label));
  return claims
    .filter((claim) => claim.ask_amount > 0)
    .map((claim): CostLine => ({ kind: 'incidental', label: `Downtime claim #${claim.id}`, amount: claim.ask_amount }))
    .filter((line) => !labels.has(line.label));
}

function Arithmetic({ estimate }: { estimate: BuybackEstimate }) {
  return (
    <table className="buyback-lines">
      <caption className="sr-only">Buyback arithmetic, line by line</caption>
      <tbody>
        {estimate.lines.map((line, index) => (
          <tr key={`${index}-${line.label}`}>
            <th scope="row">{line.label}</th>
            <td>{line.amount < 0 ? `− ${formatMoney(-line.amount)}` : formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      {estimate.estimate !== null && (
        <tfoot>
          <tr>
            <th scope="row">Estimate</th>
            <td>{formatMoney(estimate.estimate)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

function Basis({ estimate }: { estimate: BuybackEstimate }) {
  const { basis } = estimate;
  return (
    <div className="small stack stack-sm">
      <p>
        {basis.kind === 'statute' ? <Badge variant="secondary">Statute’s formula</Badge> : <Badge variant="outline">Estimate: common formula</Badge>} Use offset
        = {basis.formula}.
      </p>
      {estimate.first_repair && (
        <p className="muted">
          First repair of “{estimate.first_repair.defect}”: visit of {formatDate(estimate.first_repair.date_in)}
          {estimate.first_repair.mileage_in !== null ? ` at ${estimate.first_repair.mileage_in.toLocaleString('en-US')} mi` : ''}.
        </p>
      )}
      {estimate.use_offset === null && estimate.use_offset_reason && <p>Use offset not computed: {estimate.use_offset_reason}.</p>}
      {basis.note && <p className="muted">{basis.note}</p>}
      <p className="lemon-disclaimer">
        {BuybackMessages.notLegalAdvice} <SourceLink href={basis.source_url}>{basis.statute}</SourceLink>
      </p>
    </div>
  );
}

/**
 * The vehicle's lemon-law buyback estimate: the arithmetic line by line, the state's use-offset
 * basis and source, and the owner's cost lines (each change saved at once, the list replaced as a
 * whole). The vehicle's downtime claims are offered as incidental costs, one click each.
 */
export function BuybackPanel({ vehicleId, claims }: { vehicleId: number; claims: readonly Claim[] }) {
  const buyback = useBuyback(vehicleId);
  const save = useSaveBuybackCosts();
  const [kind, setKind] = useState<BuybackCostKind>('collateral');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [mileage, setMileage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const estimate = buyback.data;
  const lines: CostLine[] = estimate?.costs ?? [];

  const store = (next: Partial<BuybackCostsInput>, done?: () => void) => {
    const body = {
      lines,
      current_mileage: estimate?.current_mileage ?? null,
      current_mileage_date: estimate?.current_mileage_date ?? null,
      ...next,
    };
    const parsed = buybackCostsInputSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the cost line');
      return;
    }
    setError(null);
    save.mutate(
      { vehicleId, input: parsed.data },
      {
        onSuccess: () => done?.(),
        onError: () => setError('The buyback costs could not be saved. Try again.'),
      },
    );
  };

  const addLine = (event: FormEvent) => {
    event.preventDefault();
    store({ lines: [...lines, { kind, label, amount: amount.trim() === '' ? Number.NaN : Number(amount) }] }, () => {
      setLabel('');
      setAmount('');
    });
  };

  const saveMileage = (event: FormEvent) => {
    event.preventDefault();
    const value = (mileage ?? '').trim();
    if (value !== '' && !/^\d+$/.test(value)) {
      setError(BuybackMessages.mileageInvalid);
      return;
    }
    store({ current_mileage: value === '' ? null : Number(value), current_mileage_date: value === '' ? null : new Date().toISOString().slice(0, 10) }, () =>
      setMileage(null),
    );
  };

  let body;
  if (buyback.isLoading) body = <Skeleton className="lemon-watch-skeleton" />;
  else if (!estimate) body = <p className="small muted">The buyback estimate could not be loaded.</p>;
  else {
    const suggestions = downtimeSuggestions(claims, lines);
    body = (
      <>
        {estimate.missing.length > 0 && (
          <ul className="small lemon-reasons" aria-label="To complete the estimate">
            {estimate.missing.map((item) => (
              <li key={item.field}>{item.message}</li>
            ))}
          </ul>
        )}
        {estimate.lines.length > 0 && <Arithmetic estimate={estimate} />}
        <Basis estimate={estimate} />

        {lines.length > 0 && (
          <ul className="buyback-costs" aria-label="Your cost lines">
            {lines.map((line, index) => (
              <li key={`${index}-${line.label}`}>
                <span>
                  {line.label} <span className="muted">({line.kind})</span>
                </span>
                <span>{formatMoney(line.amount)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${line.label}`}
                  disabled={save.isPending}
                  onClick={() => store({ lines: lines.filter((_, at) => at !== index) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        {suggestions.length > 0 && (
          <div className="stack stack-sm">
            <p className="small">Downtime from your claims can count as incidental costs:</p>
            <ul className="buyback-costs" aria-label="Suggested incidental costs">
              {suggestions.map((line) => (
                <li key={line.label}>
                  <span>{line.label}</span>
                  <span>{formatMoney(line.amount)}</span>
                  <AddButton type="button" variant="outline" size="sm" disabled={save.isPending} onClick={() => store({ lines: [...lines, line] })}>
                    Add <span className="sr-only">{line.label}</span>
                  </AddButton>
                </li>
              ))}
            </ul>
          </div>
        )}

        <form className="buyback-form" onSubmit={addLine} aria-label="Add a cost line">
          <FormField label="Kind">
            <ChoiceSelect value={kind} onChange={setKind} values={BUYBACK_COST_KINDS} labels={KIND_LABELS} />
          </FormField>
          <FormField label="Description">
            <Input value={label} maxLength={200} onChange={(event) => setLabel(event.target.value)} />
          </FormField>
          <FormField label="Amount ($)">
            <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </FormField>
          <AddButton type="submit" variant="outline" size="sm" disabled={save.isPending}>
            Add cost
          </AddButton>
        </form>

        <form className="buyback-form" onSubmit={saveMileage} aria-label="Current mileage">
          <FormField label="Current mileage (or at the settlement or hearing)">
            <Input
              inputMode="numeric"
              value={mileage ?? (estimate.current_mileage === null ? '' : String(estimate.current_mileage))}
              onChange={(event) => setMileage(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="outline" size="sm" disabled={save.isPending}>
            Save mileage
          </Button>
        </form>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby={`buyback-${vehicleId}`}>
      <CardHeader>
        <CardTitle id={`buyback-${vehicleId}`} className="row">
          <HandCoins aria-hidden className="inline-icon" />
          Buyback estimate
        </CardTitle>
      </CardHeader>
      <CardContent className="stack stack-sm">{body}</CardContent>
    </Card>
  );
}
