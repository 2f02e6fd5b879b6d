import { Car } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@dct/router';
import { vehicleMatchesSearch, VEHICLE_CSV_COLUMNS } from '@dct/contracts';
import { AddButton, ExportCsvButton, ListStates, PageHeader, SearchBox, buttonClass } from '@dct/ui';
import { useCanChangeRecords, useVehicles } from '@dct/data';
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
  const canChange = useCanChangeRecords();
  // A vehicle being deleted is gone from the page at once; Undo in its toast brings it back.
  const all = (vehicles.data ?? []).filter((vehicle) => !deleting.has(vehicle.id));
  const shown = all.filter((vehicle) => vehicleMatchesSearch(vehicle, search));

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
            {canChange && <AddButton onClick={() => setAdding(true)}>Add Vehicle</AddButton>}
          </>
        }
      />
      <SearchBox noun="vehicles" value={search} onChange={setSearch} />
      <ListStates
        query={vehicles}
        noun="vehicles"
        gridClassName="grid grid-md-2 grid-lg-3"
        skeletons={{ count: SKELETON_COUNT, className: 'vehicle-card-skeleton' }}
        isEmpty={all.length === 0}
        empty={{
          icon: <Car aria-hidden />,
          title: 'No vehicles added yet',
          description: 'Add your first vehicle to start tracking service visits and downtime claims',
          action: canChange && <AddButton onClick={() => setAdding(true)}>Add Your First Vehicle</AddButton>,
        }}
        items={shown}
        noMatchesDescription="Try adjusting your search terms to find the vehicle you're looking for."
        renderItem={(vehicle) => <VehicleCard vehicle={vehicle} onDelete={remove} />}
      />
      <AddVehicleDialog open={adding} onOpenChange={setAdding} />
      {deleteDialog}
    </div>
  );
}
