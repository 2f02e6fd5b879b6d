import { Download, Scale } from 'lucide-react';
import {
  LemonLawMessages,
  US_STATE_NAMES,
  lemonWatchInputs,
  lemonWatchSummary,
  lemonWatchUrgent,
  todayIso,
  type LemonWatch,
  type Vehicle,
} from '@dct/contracts';
import { ApiError, Badge, Card, CardContent, CardFooter, CardHeader, CardTitle, Skeleton, buttonClass, formatDate } from '@dct/ui';
import { Link } from '@dct/router';
import '../vehicles.css';
import { links, useCanChangeRecords, useLemonWatch } from '@dct/data';
import { LemonNoticeDialog } from './lemon-notice-dialog';
import { CasePacketDialog } from './case-packet-dialog';
import { SourceLink } from './source-link';

/** One threshold: "27 of 30 days out of service" with a bar. */
function Progress({ count, threshold, label }: { count: number; threshold: number; label: string }) {
  return (
    <li className="lemon-measure">
      <span>{label}</span>
      <progress max={threshold} value={Math.min(count, threshold)} aria-label={label} />
    </li>
  );
}

function WatchDetails({ watch }: { watch: LemonWatch }) {
  const state = US_STATE_NAMES[watch.state];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <p className="small">
        {watch.likely_qualifies ? <Badge variant="destructive">Likely qualifies in {state}</Badge> : <Badge variant="secondary">{state}</Badge>}
      </p>
      <ul className="lemon-measures">
        {watch.days_threshold !== null ? (
          <Progress
            count={watch.days_out_of_service}
            threshold={watch.days_threshold}
            label={`${watch.days_out_of_service} of ${watch.days_threshold} ${watch.day_kind === 'business' ? 'business ' : ''}days out of service`}
          />
        ) : (
          <li className="small muted">
            {watch.days_out_of_service} days out of service ({state} sets no days threshold)
          </li>
        )}
        {watch.repair_attempts.map((attempt) =>
          attempt.threshold !== null ? (
            <Progress
              key={attempt.defect}
              count={attempt.count}
              threshold={attempt.threshold}
              label={`${attempt.count} of ${attempt.threshold} repairs for ${attempt.defect}${attempt.safety ? ' (safety defect)' : ''}`}
            />
          ) : (
            <li key={attempt.defect} className="small muted">
              {attempt.count} repairs for {attempt.defect} ({state} sets no repair count)
            </li>
          ),
        )}
      </ul>
      <p className="small">
        {watch.period_ends
          ? `The presumption period ${watch.period_ends <= today ? 'ended' : 'ends'} on ${formatDate(watch.period_ends)}${watch.period_ended_by === 'miles' ? ' (by mileage)' : ''}.`
          : `The presumption period started on ${formatDate(watch.period_starts)} and has no fixed end yet.`}
      </p>
      <ul className="small muted lemon-reasons">
        {watch.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="small lemon-disclaimer">
        {LemonLawMessages.notLegalAdvice}{' '}
        <SourceLink href={watch.source_url}>
          {state} lemon law: {watch.statute}
        </SourceLink>
      </p>
    </>
  );
}

/**
 * The vehicle's lemon-law watch (issue: days out of service and repeat repairs against its state's
 * presumption), with the case file to hand to the manufacturer or an attorney and, where `offerNotice`
 * and a threshold is near or reached, the written notice to the manufacturer.
 */
export function LemonWatchCard({ vehicle, editLink, offerNotice = false }: { vehicle: Vehicle; editLink?: string; offerNotice?: boolean }) {
  const vehicleId = vehicle.id;
  // Without a state and a delivery date the answer is known here: say what to fill in, ask nothing.
  const inputs = lemonWatchInputs(vehicle);
  const watch = useLemonWatch(vehicleId, inputs.ok);
  // On the edit page the form is above; elsewhere the owner is sent to it.
  const canChange = useCanChangeRecords();
  const fillIn = (message: string) =>
    !canChange ? (
      <p className="small">{message}.</p>
    ) : editLink ? (
      <p className="small">
        {message}: <Link to={editLink}>add it to the vehicle</Link>.
      </p>
    ) : (
      <p className="small">{message}: fill it in above and save.</p>
    );
  let body;
  if (!inputs.ok) body = fillIn(inputs.blocker.message);
  else if (watch.isLoading) body = <Skeleton className="lemon-watch-skeleton" />;
  else if (watch.data) body = <WatchDetails watch={watch.data} />;
  else if (watch.error instanceof ApiError && watch.error.status === 400) {
    body = fillIn(watch.error.serverMessage ?? watch.error.message);
  } else body = <p className="small muted">The lemon-law watch could not be loaded.</p>;
  const noticeOffered = offerNotice && watch.data !== undefined && lemonWatchUrgent(lemonWatchSummary(watch.data, todayIso()));

  return (
    <Card role="region" aria-labelledby={`lemon-watch-${vehicleId}`}>
      <CardHeader>
        <CardTitle id={`lemon-watch-${vehicleId}`} className="row">
          <Scale aria-hidden className="inline-icon" />
          Lemon-law watch
        </CardTitle>
      </CardHeader>
      <CardContent className="stack stack-sm">{body}</CardContent>
      <CardFooter className="lemon-watch-actions">
        {noticeOffered && <LemonNoticeDialog vehicleId={vehicleId} />}
        <a className={buttonClass('outline', 'sm')} href={links.caseFilePdf(vehicleId)} download>
          <Download aria-hidden />
          Download case file
        </a>
        <CasePacketDialog vehicleId={vehicleId} registrationState={vehicle.registration_state} />
      </CardFooter>
    </Card>
  );
}
