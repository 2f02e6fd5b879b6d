import { recoveredVsAsked, type Claim, type Vehicle, type Visit } from '@dct/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, countOf, formatMoney } from '@dct/ui';
import { downtimeThisYear } from './dashboard-stats';
import type { ListQuery } from './use-dashboard-data';

/** A horizontal bar in an SVG: its length is an attribute, so no style is computed in the page. */
function Bar({ share, tone = 'primary' }: { share: number; tone?: 'primary' | 'success' | 'muted' }) {
  const width = Math.max(0, Math.min(100, share * 100));
  return (
    <svg className="bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden focusable="false">
      <rect className="bar-track" x="0" y="0" width="100" height="8" rx="2" />
      {width > 0 && <rect className={`bar-fill bar-fill-${tone}`} x="0" y="0" width={width} height="8" rx="2" />}
    </svg>
  );
}

/** Beyond the spec: the days each vehicle spent at the dealer since Jan 1, as bars. */
export function DowntimeChart({ vehicles, visits }: { vehicles: ListQuery<Vehicle>; visits: ListQuery<Visit> }) {
  const year = new Date().getFullYear();
  let body;
  if (vehicles.isLoading || visits.isLoading) body = <Skeleton className="chart-skeleton" />;
  else if (!vehicles.data || !visits.data) body = <p className="muted small">Error loading</p>;
  else if (vehicles.data.length === 0) body = <p className="muted small">Add a vehicle to see its days out of service.</p>;
  else {
    const rows = downtimeThisYear(vehicles.data, visits.data);
    const most = Math.max(1, ...rows.map((row) => row.days));
    body = (
      <ul className="bar-chart" aria-label={`Days out of service in ${year}, by vehicle`}>
        {rows.map((row) => (
          <li key={row.vehicleId} className="bar-row">
            <span className="bar-label">{row.label}</span>
            <Bar share={row.days / most} />
            <span className="bar-value">{countOf(row.days, 'day')}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card role="region" aria-label="Days out of service this year">
      <CardHeader>
        <CardTitle>Days out of service this year</CardTitle>
        <CardDescription>Each vehicle's days at the dealer since January 1, {year}; overlapping visits count once</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** Beyond the spec: what the closed claims brought back against what they asked. */
export function RecoveredCard({ claims }: { claims: ListQuery<Claim> }) {
  let body;
  if (claims.isLoading) body = <Skeleton className="chart-skeleton" />;
  else if (!claims.data) body = <p className="muted small">Error loading</p>;
  else {
    const closed = claims.data.filter((claim) => claim.status === 'Closed').length;
    if (closed === 0) body = <p className="muted small">No closed claims yet. Once a claim is closed, what the dealer paid shows here.</p>;
    else {
      const { asked, recovered } = recoveredVsAsked(claims.data);
      const share = asked > 0 ? recovered / asked : 0;
      body = (
        <div className="stack stack-sm">
          <p className="stat-value">
            {formatMoney(recovered)} <span className="stat-suffix">of {formatMoney(asked)}</span>
          </p>
          <Bar share={share} tone="success" />
          <p className="small muted">
            {Math.round(share * 100)}% recovered over {countOf(closed, 'closed claim')}
          </p>
        </div>
      );
    }
  }
  return (
    <Card role="region" aria-label="Recovered vs asked">
      <CardHeader>
        <CardTitle>Recovered vs asked</CardTitle>
        <CardDescription>Closed claims: the amount recovered against the amount asked</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
