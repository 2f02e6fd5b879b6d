import { useId, useState, type FormEvent } from 'react';
import { Ban, Link2, Share2 } from 'lucide-react';
import { SHARE_LINK_LIMITS, ShareLinkMessages, countOf, type ShareLink } from '@dct/contracts';
import { createShareLinkInputSchema } from '@dct/contracts/schemas';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '@dct/data';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  ConfirmedAction,
  CopyField,
  FormField,
  Input,
  Skeleton,
  SubmitButton,
  copyWithToast,
  toast,
  toastFailure,
} from '@dct/ui';

/** "Nov 28, 2026, 3:04 PM": when a link expires or was opened, in the reader's own time. */
const moment = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function LinkState({ link }: { link: ShareLink }) {
  if (link.revoked_at) return <Badge variant="outline">Revoked</Badge>;
  if (!link.active) return <Badge variant="outline">Expired</Badge>;
  return <Badge variant="success">Works until {moment(link.expires_at)}</Badge>;
}

function LinkRow({ vehicleId, link }: { vehicleId: number; link: ShareLink }) {
  const revoke = useRevokeShareLink();
  const hides = [link.hide_money && 'money figures', link.hide_contact && 'your contact details'].filter(Boolean).join(' and ');
  return (
    <li className="share-link stack stack-sm">
      <div className="row">
        <LinkState link={link} />
        <span className="small muted">
          Made {moment(link.created_at)} · {hides ? `hides ${hides}` : 'shows everything'}
          {link.has_passcode ? ' · passcode' : ''}
        </span>
      </div>
      <p className="small">
        Opened {countOf(link.open_count, 'time')}
        {link.opens.length > 0 ? `, last ${moment(link.opens[0].opened_at)} (${link.opens[0].client})` : ''}.
      </p>
      {link.opens.length > 1 && (
        <details className="small">
          <summary>Every open</summary>
          <ul>
            {link.opens.map((open) => (
              <li key={open.opened_at}>
                {moment(open.opened_at)}: {open.client}
              </li>
            ))}
          </ul>
        </details>
      )}
      {link.active && (
        <div className="row">
          <ConfirmedAction
            label="Revoke"
            icon={<Ban aria-hidden />}
            variant="outline"
            destructive
            title="Revoke this link?"
            description={ShareLinkMessages.revokeConfirm}
            confirmLabel="Revoke"
            pendingLabel="Revoking..."
            run={() => revoke.mutateAsync({ vehicleId, linkId: link.id })}
            onDone={() => toast({ title: 'Link revoked', description: 'It no longer works.' })}
            onFailed={(error) => toastFailure(error, { title: 'The link could not be revoked', description: 'Please try again.' })}
          />
        </div>
      )}
    </li>
  );
}

/**
 * "Share the case file": a read-only link to this vehicle's file for an attorney or an arbitrator,
 * with how long it works, what it hides and an optional passcode; the link is shown once, and
 * each link's opens are listed with Revoke.
 */
export function ShareLinksCard({ vehicleId }: { vehicleId: number }) {
  const headingId = useId();
  const links = useShareLinks(vehicleId);
  const create = useCreateShareLink();
  const [days, setDays] = useState(String(SHARE_LINK_LIMITS.defaultDays));
  const [hideMoney, setHideMoney] = useState(false);
  const [hideContact, setHideContact] = useState(false);
  const [passcode, setPasscode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createShareLinkInputSchema.safeParse({
      expires_in_days: days.trim() === '' ? undefined : Number(days),
      hide_money: hideMoney,
      hide_contact: hideContact,
      passcode: passcode === '' ? null : passcode,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync({ vehicleId, input: parsed.data });
      setMade(created.url);
      setPasscode('');
    } catch (error) {
      toastFailure(error, { title: 'The link could not be made', description: 'Please try again.' }, { serverReason: true });
    }
  }

  async function copy() {
    if (!made) return;
    await copyWithToast(made, {
      copied: { title: 'Copied', description: 'The link is on your clipboard.' },
      failed: { title: 'Could not copy', description: 'Select the link and copy it yourself.' },
    });
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="row">
          <Share2 aria-hidden className="inline-icon" />
          {ShareLinkMessages.shareHeading}
        </CardTitle>
        <CardDescription>{ShareLinkMessages.shareHelp}</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <form className="stack stack-sm" onSubmit={(event) => void submit(event)} noValidate>
          <div className="share-link-fields">
            <FormField label="Works for (days)" error={errors.expires_in_days} hint={`${SHARE_LINK_LIMITS.minDays} to ${SHARE_LINK_LIMITS.maxDays} days`}>
              <Input
                type="number"
                inputMode="numeric"
                min={SHARE_LINK_LIMITS.minDays}
                max={SHARE_LINK_LIMITS.maxDays}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </FormField>
            <FormField label="Passcode (optional)" error={errors.passcode} hint="Give it to the reader separately.">
              <Input
                type="text"
                autoComplete="off"
                value={passcode}
                maxLength={SHARE_LINK_LIMITS.passcodeMax + 1}
                onChange={(event) => setPasscode(event.target.value)}
              />
            </FormField>
          </div>
          <Checkbox label="Hide money figures" checked={hideMoney} onChange={(event) => setHideMoney(event.target.checked)} />
          <Checkbox label="Hide my contact details" checked={hideContact} onChange={(event) => setHideContact(event.target.checked)} />
          <div className="row">
            <SubmitButton pending={create.isPending} icon={<Link2 aria-hidden />} label="Share the case file" pendingLabel="Making the link..." />
          </div>
        </form>
        {made && <CopyField label="New link" hint={ShareLinkMessages.shownOnce} value={made} onCopy={() => void copy()} />}
        {links.isPending ? (
          <Skeleton className="skeleton-title" />
        ) : links.isError ? (
          <p className="small">Your links could not be loaded.</p>
        ) : links.data.length === 0 ? (
          <p className="small muted">No links yet.</p>
        ) : (
          <ul className="share-links stack" aria-label="Links">
            {links.data.map((link) => (
              <LinkRow key={link.id} vehicleId={vehicleId} link={link} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
