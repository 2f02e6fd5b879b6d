import { ChevronDown, Download, FileX } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@dct/router';
import { ClaimMessages, claimStatementPath, type ClaimDetail } from '@dct/contracts';
import { Alert, Button, RecordAuthors, RecordPage, buttonClass, useRecordId } from '@dct/ui';
import { useCanChangeRecords, useClaim } from '@dct/data';
import { AssistantPanelSlot } from '../components/assistant-panel-slot';
import { DeleteClaimButton, RemindClaimButton, SendClaimButton, sendSummaryOf } from '../components/claim-actions';
import { ClaimBadges } from '../components/claim-badges';
import { ClaimContextCards, ClaimInfoCard } from '../components/claim-detail-cards';
import { CloseClaimDialog, RecordResponseDialog } from '../components/claim-update-forms';
import { DealerRepliesCard } from '../components/dealer-replies-card';
import { DeliveryHistory } from '../components/delivery-history';
import { DocumentsCard } from '../components/documents-card';
import { EditClaimDialog } from '../components/edit-claim-dialog';
import { OfferCard } from '../components/offer-card';
import '../claims.css';

const backToClaims = { to: '/claims', label: 'Back to Claims' };

/**
 * What can be done with the claim in its status: send or edit a draft, remind, record the answer,
 * close. On a narrow screen they fold under one "Actions" button (claims.css) that shows and hides
 * them; they stay mounted while hidden, so a dialog one of them opened stays open, and Escape
 * folds them back with focus on the button.
 */
function ClaimActions({ claim }: { claim: ClaimDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only from the buttons themselves: a dialog they opened handles its own Escape.
    if (event.key !== 'Escape' || !open || !event.currentTarget.contains(event.target as Node)) return;
    setOpen(false);
    document.getElementById(`${listId}-toggle`)?.focus();
  };
  return (
    <div className="claim-actions-menu" data-open={open} onKeyDown={onKeyDown}>
      <Button
        id={`${listId}-toggle`}
        variant="outline"
        size="sm"
        className="claim-actions-toggle"
        // The header has an "Actions" menu of its own: this one's name says whose actions these are.
        aria-label="Claim actions"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        Actions
        <ChevronDown aria-hidden />
      </Button>
      <ClaimActionList id={listId} claim={claim} onDeleted={() => void navigate('/claims')} />
    </div>
  );
}

function ClaimActionList({ id: listId, claim, onDeleted }: { id: string; claim: ClaimDetail; onDeleted: () => void }) {
  const { id, status } = claim;
  // The statement names the vehicle by its VIN: without one there is nothing to download or send yet (VinMissingNotice says so).
  const hasVin = claim.vehicle.vin !== null;
  // A viewer downloads the statement; the rest would change the claim.
  const canChange = useCanChangeRecords();
  return (
    <div id={listId} className="claim-actions" role="group" aria-label="Claim actions">
      {hasVin && (
        <a href={claimStatementPath(id)} download className={buttonClass('outline', 'sm')}>
          <Download aria-hidden />
          Download statement
        </a>
      )}
      {canChange && (
        <>
          {status === 'Draft' && <EditClaimDialog claim={claim} />}
          {status === 'Draft' && hasVin && <SendClaimButton claimId={id} mail={sendSummaryOf(claim)} />}
          {status === 'Sent' && <RemindClaimButton claimId={id} responseDue={claim.response_due} />}
          {status === 'Sent' && <RecordResponseDialog claimId={id} />}
          {(status === 'Sent' || status === 'Response') && <CloseClaimDialog claimId={id} offered={claim.offered_amount} />}
          <DeleteClaimButton claimId={id} onDeleted={onDeleted} />
        </>
      )}
    </div>
  );
}

/** The claim's vehicle was saved without its VIN (from the catalog): the statement needs it, so say where to add it. */
function VinMissingNotice({ claim }: { claim: ClaimDetail }) {
  if (claim.vehicle.vin !== null) return null;
  return (
    <Alert>
      {ClaimMessages.vinRequired}{' '}
      <Link to={`/vehicles/${claim.vehicle.id}/edit`} aria-label={`Add the VIN of ${claim.vehicle_label}`}>
        Add the VIN
      </Link>
    </Alert>
  );
}

/** /claims/{id}: the claim, its visit, vehicle and dealer, documents, every mail sent, and the assistant. */
export function ClaimDetailPage() {
  return (
    <RecordPage query={useClaim(useRecordId())} noun="claim" icon={<FileX aria-hidden />} skeletonClassName="claim-detail-skeleton" back={backToClaims}>
      {(detail) => (
        <>
          <div className="page-header">
            <div>
              <div className="claim-detail-header">
                <h1 className="page-title">Claim #{detail.id}</h1>
                <ClaimBadges claim={detail} />
              </div>
              <p className="page-subtitle">
                {detail.vehicle_label} · {detail.dealer_name}
              </p>
              <RecordAuthors record={detail} />
            </div>
            <ClaimActions claim={detail} />
          </div>
          <VinMissingNotice claim={detail} />
          <div className="claim-detail-layout">
            <div className="stack">
              <DealerRepliesCard claimId={detail.id} />
              <OfferCard claim={detail} />
              <ClaimInfoCard claim={detail} />
              <DeliveryHistory claim={detail} />
              <DocumentsCard claim={detail} documents={detail.documents} />
            </div>
            <div className="stack">
              <ClaimContextCards claim={detail} />
              <AssistantPanelSlot claimId={detail.id} />
            </div>
          </div>
        </>
      )}
    </RecordPage>
  );
}
