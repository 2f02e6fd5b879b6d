import { VISIT_STATUS_BADGES, VISIT_STATUS_LABELS, type VisitStatus } from '@dct/contracts';
import { Badge } from '@dct/ui';

/** Spec §4: in progress default, completed secondary, cancelled destructive. */
export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <Badge variant={VISIT_STATUS_BADGES[status]}>{VISIT_STATUS_LABELS[status]}</Badge>;
}
