import { VisitsPage } from './visits-page';

/** /visits/new?vehicle_id=…: the visits list with 'Add New Service Visit' open, that vehicle chosen. */
export function NewVisitPage() {
  return <VisitsPage startAdding />;
}
