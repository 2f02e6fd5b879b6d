import { ClipboardList, ScanText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@dct/router';
import { VISIT_STATUSES, VISIT_STATUS_LABELS, visitMatchesSearch, VISIT_CSV_COLUMNS } from '@dct/contracts';
import { AddButton, Button, ChoiceOptions, Dialog, ExportCsvButton, ListStates, PageHeader, SearchBox, Select } from '@dct/ui';
import { useCanChangeRecords, useVisits } from '@dct/data';
import { AssistantPanelSlot } from '../components/assistant-panel-slot';
import { AddVisitDialog } from '../components/visit-dialogs';
import { VehicleFilterChip } from '../components/vehicle-filter-chip';
import { VisitCard } from '../components/visit-card';
import '../visits.css';

/** Spec §9: the list shows 5 skeletons while loading. */
const SKELETON_COUNT = 5;

/** A positive whole number from the address, or nothing. */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export interface VisitsPageProps {
  /** /visits/new: the page opens with 'Add New Service Visit', for ?vehicle_id= if given. */
  startAdding?: boolean;
}

/** Spec §2 "Visits": search (?q= fills it), status filter, an optional vehicle filter (?vehicle_id=), and the cards. */
export function VisitsPage({ startAdding = false }: VisitsPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const vehicleId = idParam(params.get('vehicle_id'));
  const filterVehicle = startAdding ? undefined : vehicleId;
  const visits = useVisits(filterVehicle);
  const asked = params.get('q');
  const [search, setSearch] = useState(asked ?? '');
  // ?q= starts the search (the palette opens a dealer's visits so), also when already on the page.
  useEffect(() => {
    if (asked !== null) setSearch(asked);
  }, [asked]);
  const [status, setStatus] = useState('');
  const [adding, setAdding] = useState(startAdding);
  const [reading, setReading] = useState(false);
  const canChange = useCanChangeRecords();

  const all = visits.data ?? [];
  const shown = all.filter((visit) => visitMatchesSearch(visit, search) && (!status || visit.status === status));

  /** Leaving /visits/new, the address becomes the list's. */
  const setAddingOpen = (open: boolean) => {
    setAdding(open);
    if (!open && startAdding) void navigate('/visits', { replace: true });
  };

  return (
    <div className="container page">
      <PageHeader
        title="Service Visits"
        subtitle="Track your dealer service visits and the days your vehicles spend out of service"
        actions={
          canChange && (
            <>
              <Dialog
                open={reading}
                onOpenChange={setReading}
                title="Read a repair order"
                description="The assistant reads a photo or PDF of a repair order and fills in a new visit."
                trigger={
                  <Button variant="outline">
                    <ScanText aria-hidden />
                    Read a repair order
                  </Button>
                }
              >
                <AssistantPanelSlot vehicleId={filterVehicle} />
              </Dialog>
              <AddButton onClick={() => setAdding(true)}>New Visit</AddButton>
            </>
          )
        }
      />
      <div className="visit-filters">
        <SearchBox noun="visits" value={search} onChange={setSearch} />
        <Select className="visit-status-filter" aria-label="Filter by status" value={status} onChange={(event) => setStatus(event.target.value)}>
          <ChoiceOptions values={VISIT_STATUSES} labels={VISIT_STATUS_LABELS} empty="All Statuses" />
        </Select>
        <ExportCsvButton records={shown} columns={VISIT_CSV_COLUMNS} fileName="visits" />
      </div>
      {filterVehicle !== undefined && (
        <VehicleFilterChip
          vehicleId={filterVehicle}
          onClear={() =>
            setParams((current) => {
              current.delete('vehicle_id');
              return current;
            })
          }
        />
      )}
      <ListStates
        query={visits}
        noun="visits"
        gridClassName="grid grid-md-2"
        skeletons={{ count: SKELETON_COUNT, className: 'visit-card-skeleton' }}
        isEmpty={all.length === 0 && filterVehicle === undefined}
        empty={{
          icon: <ClipboardList aria-hidden />,
          title: 'No visits recorded yet',
          description: 'Record a dealer service visit to track how long your vehicle was out of service.',
          action: canChange && <AddButton onClick={() => setAdding(true)}>Record Your First Visit</AddButton>,
        }}
        items={shown}
        noMatchesDescription="Try adjusting your search or filters to find the visit you're looking for."
        renderItem={(visit) => <VisitCard visit={visit} />}
      />
      <AddVisitDialog open={adding} onOpenChange={setAddingOpen} vehicleId={vehicleId} onCreated={() => setAddingOpen(false)} />
    </div>
  );
}
