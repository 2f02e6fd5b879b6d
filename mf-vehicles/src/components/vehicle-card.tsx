import { CalendarPlus, ClipboardList, Clock, Pencil, Scale, Trash2 } from 'lucide-react';
import { Link } from '@dct/router';
import {
  PURCHASE_TYPE_LABELS,
  lemonWatchLine,
  lemonWatchUrgent,
  todayIso,
  vehicleLabel,
  vinSuffix,
  VehicleMessages,
  type VehicleListItem,
} from '@dct/contracts';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, buttonClass, cn, countOf, formatMoney } from '@dct/ui';
import { useCanChangeRecords } from '@dct/data';
import '../vehicles.css';
import { DowntimeHistoryButton } from './downtime-history-button';

export interface VehicleCardProps {
  vehicle: VehicleListItem;
  onDelete: (vehicle: VehicleListItem) => void;
}

export function VehicleCard({ vehicle, onDelete }: VehicleCardProps) {
  const label = vehicleLabel(vehicle);
  const canChange = useCanChangeRecords();
  return (
    <Card role="article" aria-label={label} className="vehicle-card">
      <CardHeader>
        <div className="vehicle-card-top">
          <div>
            <CardTitle>
              <Link to={`/vehicles/${vehicle.id}`} className="vehicle-card-title-link">
                {label}
              </Link>
            </CardTitle>
            {vehicle.trim && <p className="muted small">{vehicle.trim}</p>}
            {vehicle.vin ? (
              <p className="mono muted">VIN: ...{vinSuffix(vehicle.vin)}</p>
            ) : (
              <>
                <p className="muted">{VehicleMessages.vinNotRecorded}</p>
                {canChange && (
                  <p className="small vehicle-vin-nudge">
                    {VehicleMessages.vinNudge}{' '}
                    <Link to={`/vehicles/${vehicle.id}/edit`} aria-label={`Add the VIN of ${label}`}>
                      Add the VIN
                    </Link>
                  </p>
                )}
              </>
            )}
          </div>
          {canChange && (
            <div className="vehicle-card-actions">
              <Link to={`/vehicles/${vehicle.id}/edit`} className={buttonClass('ghost', 'icon')} aria-label={`Edit ${label}`} title="Edit">
                <Pencil aria-hidden />
              </Link>
              <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} title="Delete" onClick={() => onDelete(vehicle)}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <p className="vehicle-downtime">
          <Clock aria-hidden />
          {countOf(vehicle.downtime_days, 'day')} out of service · {countOf(vehicle.visit_count, 'visit')}
        </p>
        {vehicle.lemon_watch && (
          <p className={cn('vehicle-lemon-line', lemonWatchUrgent(vehicle.lemon_watch) && 'vehicle-lemon-line-urgent')}>
            <Scale aria-hidden />
            {lemonWatchLine(vehicle.lemon_watch, todayIso())}
          </p>
        )}
        <dl className="facts">
          {vehicle.license_plate && (
            <>
              <dt>Plate</dt>
              <dd>{vehicle.license_plate}</dd>
            </>
          )}
          {vehicle.purchase_price !== null && (
            <>
              <dt>Purchase price</dt>
              <dd>{formatMoney(vehicle.purchase_price)}</dd>
            </>
          )}
          {vehicle.purchase_type && (
            <>
              <dt>Purchase type</dt>
              <dd>{PURCHASE_TYPE_LABELS[vehicle.purchase_type]}</dd>
            </>
          )}
          {vehicle.monthly_payment !== null && (
            <>
              <dt>Monthly payment</dt>
              <dd>{formatMoney(vehicle.monthly_payment)}/month</dd>
            </>
          )}
        </dl>
        {vehicle.notes && <p className="small muted vehicle-notes">{vehicle.notes}</p>}
      </CardContent>
      <CardFooter>
        <Link to={`/visits?vehicle_id=${vehicle.id}`} className={buttonClass('outline', 'sm')} aria-label={`View Visits for ${label}`}>
          <ClipboardList aria-hidden />
          View Visits
        </Link>
        {canChange && (
          <Link to={`/visits/new?vehicle_id=${vehicle.id}`} className={buttonClass('default', 'sm')} aria-label={`New Visit for ${label}`}>
            <CalendarPlus aria-hidden />
            New Visit
          </Link>
        )}
        <DowntimeHistoryButton vehicle={vehicle} />
      </CardFooter>
    </Card>
  );
}
