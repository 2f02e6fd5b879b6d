import { useSearchParams } from '@dct/router';
import { PageHeader, Tabs } from '@dct/ui';
import { DealershipFinderTab } from '../components/vehicle-search/dealership-finder-tab';
import { MyVehiclesTab } from '../components/vehicle-search/my-vehicles-tab';
import { VehicleLookupTab } from '../components/vehicle-search/vehicle-lookup-tab';
import '../vehicles.css';

const TABS = [
  { value: 'search', label: 'Vehicle Search' },
  { value: 'dealerships', label: 'Find Dealerships' },
  { value: 'vehicles', label: 'My Vehicles' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** Spec §2 Vehicle Management: three tabs; the chosen one is in the address (?tab=), so it can be linked and survives a reload. */
export function VehicleSearchPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'search';
  const choose = (next: Tab) => setParams(next === 'search' ? {} : { tab: next }, { replace: true });

  return (
    <div className="container page">
      <PageHeader title="Vehicle Management" subtitle="Look up a vehicle, find dealerships near you and manage your vehicles" />
      <Tabs label="Vehicle Management" idPrefix="vehicle-management" items={TABS} value={tab} onChange={choose}>
        {tab === 'search' && <VehicleLookupTab />}
        {tab === 'dealerships' && <DealershipFinderTab />}
        {tab === 'vehicles' && <MyVehiclesTab onSearch={() => choose('search')} />}
      </Tabs>
    </div>
  );
}
