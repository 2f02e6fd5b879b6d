import { useQueries } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from '@dct/router';
import { lemonWatchMeasureText, lemonWatchNearest, vehicleLabel } from '@dct/contracts';
import { lemonWatchQuery, useVehicles } from '@dct/data';
import '../vehicles.css';

/**
 * A line for each vehicle at 80% or more of a lemon-law threshold of its state (or past one),
 * linking to its watch; nothing at all when none is. Exposed for the dashboard, which mounts it
 * with `<RemoteSlot remote="mf_vehicles" name="lemonWatchAlerts" />`.
 */
export function LemonWatchAlerts() {
  const vehicles = useVehicles();
  const watched = (vehicles.data ?? []).filter((vehicle) => vehicle.registration_state && (vehicle.delivery_date ?? vehicle.purchase_date));
  const watches = useQueries({
    queries: watched.map((vehicle) => lemonWatchQuery(vehicle.id)),
  });
  const lines = watched.flatMap((vehicle, index) => {
    const watch = watches[index]?.data;
    const nearest = watch && lemonWatchNearest(watch);
    return nearest && watch ? [{ vehicle, watch, nearest }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <ul className="lemon-alerts" aria-label="Lemon-law watch">
      {lines.map(({ vehicle, watch, nearest }) => (
        <li key={vehicle.id} className="lemon-alert">
          <TriangleAlert aria-hidden className="inline-icon" />
          <span>
            <Link to={`/vehicles/${vehicle.id}/edit`}>{vehicleLabel(vehicle)}</Link>: {lemonWatchMeasureText(nearest)}
            {watch.likely_qualifies ? ', likely a lemon under its state\u2019s law' : ' of its state\u2019s lemon-law threshold'}
          </span>
        </li>
      ))}
    </ul>
  );
}
