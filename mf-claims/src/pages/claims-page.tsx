import { FileText } from 'lucide-react';
import { useState } from 'react';
import { AddButton, ExportCsvButton, FormField, ListStates, PageHeader, SearchBox, Select } from '@dct/ui';
import { CLAIM_CSV_COLUMNS } from '@dct/contracts';
import { useCanChangeRecords, useClaims } from '@dct/data';
import { ClaimCard } from '../components/claim-card';
import { ClaimSummaryPanel } from '../components/claim-summary-panel';
import { NewClaimDialog } from '../components/new-claim-dialog';
import { RecoveredVsAsked } from '../components/recovered-vs-asked';
import { STATUS_FILTERS, filterClaims, isStatusFilter, statusFilterLabel, type StatusFilter } from '../utils/filter-claims';
import '../claims.css';

const SKELETON_COUNT = 4;

export interface ClaimsPageProps {
  /** /claims/new opens the New Claim dialog at once, with this visit chosen when given. */
  newClaim?: { visitId?: string; onClose: () => void };
}

/** Spec §2 "Claims": search, status filter, claim cards, and a summary of the first one shown. */
export function ClaimsPage({ newClaim }: ClaimsPageProps = {}) {
  const claims = useClaims();
  const canChange = useCanChangeRecords();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const all = claims.data ?? [];
  const shown = filterClaims(all, search, status);

  return (
    <div className="container page">
      <PageHeader
        title="Downtime Claims"
        subtitle="Create, send and follow up compensation claims for the days your vehicle spent at the dealer"
        actions={
          canChange && (
            <NewClaimDialog
              trigger={<AddButton>New Claim</AddButton>}
              defaultOpen={!!newClaim}
              initialVisitId={newClaim?.visitId}
              onClose={newClaim?.onClose}
            />
          )
        }
      />
      <RecoveredVsAsked claims={all} />
      <div className="claims-toolbar">
        <SearchBox noun="claims" value={search} onChange={setSearch} />
        <FormField label="Status" className="claims-status-filter">
          <Select value={status} onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}>
            {STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {statusFilterLabel(filter)}
              </option>
            ))}
          </Select>
        </FormField>
        <ExportCsvButton records={shown} columns={CLAIM_CSV_COLUMNS} fileName="claims" />
      </div>
      <ListStates
        query={claims}
        noun="claims"
        gridClassName="grid grid-md-2"
        skeletons={{ count: SKELETON_COUNT, className: 'claim-card-skeleton' }}
        isEmpty={all.length === 0}
        empty={{
          icon: <FileText aria-hidden />,
          title: 'No claims created yet',
          description: 'Create a claim for a service visit to ask the dealer for compensation for the downtime.',
          action: canChange && <NewClaimDialog trigger={<AddButton>Create Your First Claim</AddButton>} />,
        }}
        items={shown}
        noMatchesDescription="Try adjusting your search or filters to find the claim you're looking for."
        renderItem={(claim) => <ClaimCard claim={claim} />}
        listClassName="claims-list"
        layout={(grid) => (
          <div className="claims-layout">
            {grid}
            <aside className="claims-aside">
              <ClaimSummaryPanel claim={shown[0]} />
            </aside>
          </div>
        )}
      />
    </div>
  );
}
