import { Car, Plus, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@dct/router';
import { vehicleMatchesSearch, VEHICLE_CSV_COLUMNS } from '@dct/contracts';
import { Button, EmptyState, ErrorState, ExportCsvButton, Input, PageHeader, Skeleton, buttonClass } from '@dct/ui';
import { useVehicles } from '@dct/data';
import { AddVehicleDialog } from '../components/add-vehicle-dialog';
import { VehicleCard } from '../components/vehicle-card';
import { usePendingVehicleDeletes } from '../hooks/use-undoable-delete';
import { useVehicleDelete } from '../hooks/use-vehicle-delete';
import '../vehicles.css';

/** Spec §9: the list shows 6 skeletons while loading. */
const SKELETON_COUNT = 6;

export function VehiclesPage() {
  const vehicles = useVehicles();
  const { remove, dialog: deleteDialog } = useVehicleDelete();
  const deleting = usePendingVehicleDeletes();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  // A vehicle being deleted is gone from the page at once; Undo in its toast brings it back.
  const all = (vehicles.data ?? []).filter((vehicle) => !deleting.has(vehicle.id));
  const shown = all.filter((vehicle) => vehicleMatchesSearch(vehicle, search));

  let content;
  if (vehicles.isLoading) {
    content = (
      <div className="grid grid-md-2 grid-lg-3" aria-busy="true" aria-label="Loading vehicles">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Skeleton key={i} className="vehicle-card-skeleton" />
        ))}
      </div>
    );
  } else if (vehicles.isError) {
    content = <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  } else if (all.length === 0) {
    content = (
      <EmptyState
        icon={<Car aria-hidden />}
        title="No vehicles added yet"
        description="Add your first vehicle to start tracking service visits and downtime claims"
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Your First Vehicle
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden />}
        title="No vehicles found"
        description="Try adjusting your search terms to find the vehicle you're looking for."
      />
    );
  } else {
    content = (
      <div className="grid grid-md-2 grid-lg-3">
        {shown.map((vehicle) => (
          <VehicleCard key={vehicle.id} vehicle={vehicle} onDelete={remove} />
        ))}
      </div>
    );
  }

  return (
    <div className="container page">
      <PageHeader
        title="Vehicles"
        subtitle="Manage your vehicles and track their service history"
        actions={
          <>
            <ExportCsvButton records={shown} columns={VEHICLE_CSV_COLUMNS} fileName="vehicles" />
            <Link to="/vehicle-search" className={buttonClass('outline')}>
              Vehicle Management
            </Link>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              Add Vehicle
            </Button>
          </>
        }
      />
      <div className="search">
        <Search aria-hidden />
        <Input type="search" placeholder="Search vehicles..." aria-label="Search vehicles" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {content}
      <AddVehicleDialog open={adding} onOpenChange={setAdding} />
      {deleteDialog}
    </div>
  );
}
