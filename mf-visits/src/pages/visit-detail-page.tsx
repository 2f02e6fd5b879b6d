import { ClipboardList, Clock, Sparkles } from 'lucide-react';
import type { MouseEvent } from 'react';
import { PageHeader, RecordAuthors, RecordPage, useRecordId } from '@dct/ui';
import { useVisit } from '@dct/data';
import { AssistantPanelSlot } from '../components/assistant-panel-slot';
import { DocumentsSection } from '../components/documents-section';
import { VisitDetailsCard } from '../components/visit-details-card';
import { VisitHistoryCard } from '../components/visit-history-card';
import { DealerInfoCard, VehicleInfoCard } from '../components/visit-related-cards';
import { VisitStatusBadge } from '../components/visit-status-badge';
import { daysLabel } from '../utils/visit-text';
import '../visits.css';

const backToVisits = { to: '/visits', label: 'Back to Visits' };

/**
 * A link to a part of this page: brings it into view and gives it focus, without touching the
 * address (the shell owns it). Without script the link's own #anchor does the same.
 */
const jumpTo = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
};

/**
 * Spec §2 "Visit detail": the visit, its vehicle and dealer, its documents and the assistant. A
 * link near the top leads to the assistant, which a phone shows last.
 */
export function VisitDetailPage() {
  return (
    <RecordPage query={useVisit(useRecordId())} noun="visit" icon={<ClipboardList aria-hidden />} skeletonClassName="visit-detail-skeleton" back={backToVisits}>
      {(detail) => (
        <>
          <PageHeader
            title={`Visit #${detail.id}`}
            subtitle={`${detail.vehicle_label} · ${detail.dealer_name}`}
            actions={
              <>
                <VisitStatusBadge status={detail.status} />
                <span className="visit-days">
                  <Clock aria-hidden />
                  {daysLabel(detail)}
                </span>
              </>
            }
          />
          <RecordAuthors record={detail} />
          <nav className="visit-jump" aria-label="On this page">
            <a href="#visit-assistant" className="visit-jump-link" onClick={jumpTo('visit-assistant')}>
              <Sparkles aria-hidden />
              AI Assistant
            </a>
          </nav>
          <div className="visit-detail-grid">
            <div className="stack">
              <VisitDetailsCard visit={detail} />
              <DocumentsSection visitId={detail.id} />
              <VisitHistoryCard visitId={detail.id} />
            </div>
            <div className="stack">
              <VehicleInfoCard vehicle={detail.vehicle} />
              <DealerInfoCard dealer={detail.dealer} />
              <div id="visit-assistant" className="visit-assistant" tabIndex={-1}>
                <AssistantPanelSlot visitId={detail.id} />
              </div>
            </div>
          </div>
        </>
      )}
    </RecordPage>
  );
}
