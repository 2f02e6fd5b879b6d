import { TriangleAlert } from 'lucide-react';
import { Link } from '@dct/router';
import { lemonWatchLine, lemonWatchUrgent, todayIso, vehicleLabel, vehiclePath } from '@dct/contracts';
import { useVehicles } from '@dct/data';
import '../vehicles.css';

/**
 * A line for each vehicle at 80% or more of a lemon-law threshold of its state (or past one), or
 * whose window ends within 30 days, linking to its watch; nothing at all when none is. Read from
 * the vehicles list, where each carries its watch in brief. Exposed for the dashboard, which
 * mounts it with `<RemoteSlot remote="mf_vehicles" name="lemonWatchAlerts" />`.
 */
export function LemonWatchAlerts() {
  const vehicles = useVehicles();
  const today = todayIso();
  const lines = (vehicles.data ?? []).flatMap((vehicle) =>
    vehicle.lemon_watch && lemonWatchUrgent(vehicle.lemon_watch) ? [{ vehicle, watch: vehicle.lemon_watch }] : [],
  );
  if (lines.length === 0) return null;
  return (
    <ul className="lemon-alerts" aria-label="Lemon-law watch">
      {lines.map(({ vehicle, watch }) => (
        <li key={vehicle.id} className="lemon-alert">
          <TriangleAlert aria-hidden className="inline-icon" />
          <span>
            <Link to={vehiclePath(vehicle.id)}>{vehicleLabel(vehicle)}</Link>: {lemonWatchLine(watch, today).replace(/^Lemon-law: /, '')}
          </span>
        </li>
      ))}
    </ul>
  );
}
