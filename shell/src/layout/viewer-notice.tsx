import { Eye } from 'lucide-react';
import { HouseholdCopy } from '@dct/contracts';
import { useHousehold } from '@dct/data';

/** Says, above every page, why a viewer finds no buttons to add, change or delete. */
export function ViewerNotice() {
  const household = useHousehold();
  if (household.data?.your_role !== 'viewer') return null;
  return (
    <div className="viewer-notice" role="note">
      <Eye aria-hidden />
      <p>{HouseholdCopy.viewerNotice(household.data.name)}</p>
    </div>
  );
}
