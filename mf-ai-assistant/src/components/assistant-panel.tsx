import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import {
  AI_TABS,
  AI_TAB_LABELS,
  aiHint,
  aiTabAfter,
  aiTabAvailable,
  defaultAiTab,
  type AiPanelRecords,
  type AiTab,
  type ValuationResult,
} from '@dct/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@dct/ui';
import { useAssistantRecords, type AssistantRecords } from '../hooks/use-assistant';
import { CalculateTab } from './calculate-tab';
import { DraftTab } from './draft-tab';
import { ExtractTab } from './extract-tab';
import { TriageTab } from './triage-tab';
import '../assistant.css';

export interface AssistantPanelProps {
  /** Mounted in visit detail: the visit (and its newest claim). */
  visitId?: number;
  /** Mounted in claim detail: the claim with its visit and vehicle. */
  claimId?: number;
  /** Mounted for one vehicle's visits (no visit yet): a visit made from a repair order is for it. */
  vehicleId?: number;
}

const panelRecords = (records: AssistantRecords): AiPanelRecords => ({
  hasVisit: !!records.visit,
  hasVehicle: !!records.vehicle,
  hasClaim: !!records.claim,
  claimStatus: records.claim?.status ?? null,
});

function Tabs({ records, initial, vehicleId }: { records: AssistantRecords; initial: AiTab; vehicleId?: number }) {
  const available = panelRecords(records);
  const [tab, setTab] = useState<AiTab>(initial);
  const [done, setDone] = useState<ReadonlySet<AiTab>>(new Set());
  const [valuation, setValuation] = useState<ValuationResult | null>(null);
  const finish = (step: AiTab, move: boolean) => {
    setDone((current) => new Set(current).add(step));
    if (move) setTab(aiTabAfter(step, available));
  };

  return (
    <div className="stack">
      <div className="tabs assistant-tabs" role="tablist" aria-label="AI Assistant">
        {AI_TABS.map((name) => (
          <Button
            key={name}
            variant="ghost"
            role="tab"
            id={`assistant-tab-${name}`}
            aria-controls={`assistant-panel-${name}`}
            aria-selected={tab === name}
            className="tab assistant-tab"
            disabled={!aiTabAvailable(name, available)}
            onClick={() => setTab(name)}
          >
            {AI_TAB_LABELS[name]}
          </Button>
        ))}
      </div>
      <p className="assistant-hint" role="status">
        {aiHint(tab, available, done)}
      </p>
      <div role="tabpanel" id={`assistant-panel-${tab}`} aria-labelledby={`assistant-tab-${tab}`}>
        {tab === 'extract' && <ExtractTab records={records} vehicleId={vehicleId} onApplied={() => finish('extract', true)} />}
        {tab === 'calculate' && (
          <CalculateTab
            records={records}
            onValued={(result) => {
              setValuation(result);
              setDone((current) => new Set(current).add('calculate'));
            }}
            onApplied={() => finish('calculate', true)}
          />
        )}
        {tab === 'draft' && <DraftTab records={records} valuation={valuation} onDrafted={() => finish('draft', false)} />}
        {tab === 'triage' && <TriageTab records={records} onTriaged={() => finish('triage', false)} />}
      </div>
    </div>
  );
}

/**
 * The AI Assistant panel (spec §2): Extract, Calculate, Draft and Triage, each available when its
 * records exist, opening on the step the records call for. Every result is a draft the owner
 * edits, then applies to the visit or the claim.
 */
export function AssistantPanel({ visitId, claimId, vehicleId }: AssistantPanelProps = {}) {
  const records = useAssistantRecords(visitId, claimId);
  const initial = defaultAiTab(panelRecords(records));
  // The panel opens once the records are in; later changes (a claim moving on) keep the owner's tab.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!records.isLoading) setReady(true);
  }, [records.isLoading]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Sparkles aria-hidden /> AI Assistant
        </CardTitle>
        <CardDescription>Extract repair orders, value downtime, draft letters and triage dealer replies.</CardDescription>
      </CardHeader>
      <CardContent>{ready ? <Tabs records={records} initial={initial} vehicleId={vehicleId} /> : <Skeleton className="skeleton-title" />}</CardContent>
    </Card>
  );
}
