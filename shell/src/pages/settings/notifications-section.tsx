import { Bell } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  EMAIL_MODES,
  EMAIL_MODE_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NotificationToasts,
  isTimeZone,
  type NotificationSettings,
} from '@dct/contracts';
import { useNotificationSettings, useSaveNotificationSettings } from '@dct/data';
import { PushOptIn } from './push-opt-in';
import { Alert, Checkbox, FormField, Input, QueryStates, Skeleton, SubmitButton, toast } from '@dct/ui';
import { SettingsSection } from './settings-section';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zones the box suggests: this browser's first, then every zone the browser knows, each once. */
const suggestedTimeZones = () => [...new Set([browserTimeZone(), 'UTC', ...(Intl.supportedValuesOf?.('timeZone') ?? [])])];

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

/** A fieldset of one checkbox per value: `chosen` are ticked, and ticking one adds it at the end. */
function CheckboxFieldset<T extends string>(props: {
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="settings-fieldset">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <Checkbox
          key={value}
          label={props.labels[value]}
          checked={props.chosen.includes(value)}
          onChange={(event) => props.onChange(toggled(props.chosen, value, event.target.checked))}
        />
      ))}
    </fieldset>
  );
}

function NotificationsForm({ saved }: { saved: NotificationSettings }) {
  const [values, setValues] = useState<NotificationSettings>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveNotificationSettings();
  useEffect(() => setValues(saved), [saved]);
  const quiet = values.quiet_start !== null;
  const set = (change: Partial<NotificationSettings>) => setValues((current) => ({ ...current, ...change }));
  /** A checkbox fieldset's ticked values and their change, for one of the settings' lists. */
  const ticked = <K extends 'kinds' | 'channels'>(key: K) => ({
    chosen: values[key],
    onChange: (chosen: NotificationSettings[K]) => set({ [key]: chosen }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!isTimeZone(values.time_zone)) return setProblem('Choose a time zone from the list');
    save.mutate(values, {
      onSuccess: () => toast(NotificationToasts.settingsSaved),
      onError: (error) => {
        const body = (error as { body?: { message?: unknown; errors?: Record<string, string[]> } }).body;
        const first = body?.errors ? Object.values(body.errors)[0]?.[0] : undefined;
        setProblem(first ?? (typeof body?.message === 'string' ? body.message : null) ?? NotificationToasts.settingsFailed.description);
      },
    });
  };

  return (
    <form onSubmit={submit} className="stack" aria-label="Notification settings">
      <CheckboxFieldset legend="Alerts" values={NOTIFICATION_KINDS} labels={NOTIFICATION_KIND_LABELS} {...ticked('kinds')} />
      <CheckboxFieldset legend="Channels" values={NOTIFICATION_CHANNELS} labels={NOTIFICATION_CHANNEL_LABELS} {...ticked('channels')} />
      <fieldset className="settings-fieldset" disabled={!values.channels.includes('email')}>
        <legend>E-mail</legend>
        {EMAIL_MODES.map((mode) => (
          <label key={mode} className="checkbox-field">
            <input type="radio" name="email_mode" value={mode} checked={values.email_mode === mode} onChange={() => set({ email_mode: mode })} />
            <span>{EMAIL_MODE_LABELS[mode]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="settings-fieldset" disabled={!values.channels.includes('email') && !values.channels.includes('push')}>
        <legend>Quiet hours</legend>
        <Checkbox
          label="Quiet hours: hold e-mails and pushes until they end"
          checked={quiet}
          onChange={(event) => set(event.target.checked ? { quiet_start: '22:00', quiet_end: '07:00' } : { quiet_start: null, quiet_end: null })}
        />
        {quiet && (
          <div className="row">
            <FormField label="From">
              <Input type="time" value={values.quiet_start ?? ''} onChange={(event) => set({ quiet_start: event.target.value || null })} />
            </FormField>
            <FormField label="Until">
              <Input type="time" value={values.quiet_end ?? ''} onChange={(event) => set({ quiet_end: event.target.value || null })} />
            </FormField>
          </div>
        )}
        <FormField label="Time zone" hint="Quiet hours and the daily digest (8:00) follow it.">
          <Input value={values.time_zone} onChange={(event) => set({ time_zone: event.target.value })} list="time-zones" />
        </FormField>
        <datalist id="time-zones">
          {suggestedTimeZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </fieldset>
      {problem && <Alert>{problem}</Alert>}
      <div className="row">
        <SubmitButton pending={save.isPending} label="Save notification settings" pendingLabel="Saving..." />
      </div>
    </form>
  );
}

/** Which alerts reach the owner, by which channels, and when. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  return (
    <SettingsSection
      id="notifications"
      icon={<Bell aria-hidden />}
      title="Notifications"
      description={
        <>
          Alerts about answers due, sent claims without a response, visits that drag on, offers about to end and the lemon-law watch: in the app (the bell), by
          e-mail and as push notifications on the browsers you allow.
        </>
      }
    >
      <PushOptIn />
      <QueryStates query={settings} loading={<Skeleton className="skeleton-title" />} errorDescription="We could not load your notification settings.">
        {(saved) => <NotificationsForm saved={saved} />}
      </QueryStates>
    </SettingsSection>
  );
}
