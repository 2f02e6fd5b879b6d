import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatDay } from '@dct/contracts';
import type { DueAlert } from './alert-rules';

/** An alert mail as the outbox keeps it until it is sent. */
export interface AlertMailPayload {
  to: string;
  subject: string;
  paragraphs: string[];
  text: string;
  messageId: string;
  unsubscribeUrl: string;
}

type MailedAlert = Pick<DueAlert, 'kind' | 'title' | 'body' | 'link' | 'subject_id'>;

/**
 * The one-click unsubscribe token of an owner: their id and an HMAC of it under the app's secret,
 * so it needs no session and cannot be made for another owner without the secret.
 */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The owner a token names, or null when it is not one this app signed. */
export function ownerOfUnsubscribeToken(secret: string, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

const signature = (secret: string, userId: number) => createHmac('sha256', secret).update(`notifications-unsubscribe:${userId}`).digest('base64url');

function alertLines(alert: MailedAlert, appUrl: string): string[] {
  const lines = [alert.body, `Open it: ${appUrl}${alert.link}`];
  if (alert.kind === 'claim_overdue') lines.push(`Send reminder to the dealer (on the claim's page): ${appUrl}/claims/${alert.subject_id}`);
  return lines;
}

const footer = (unsubscribeUrl: string) =>
  `You receive this because alerts are on in Downtime Claim Tracker. Unsubscribe from alert e-mails: ${unsubscribeUrl} (or change them in Settings).`;

/** One alert's own mail. */
export function composeAlertMail(
  alert: MailedAlert,
  to: string,
  notificationId: number,
  appUrl: string,
  unsubscribeUrl: string,
  domain: string,
): AlertMailPayload {
  const paragraphs = [...alertLines(alert, appUrl), footer(unsubscribeUrl)];
  return {
    to,
    subject: alert.title,
    paragraphs,
    text: paragraphs.join('\n\n'),
    messageId: `<alert-${notificationId}@${domain}>`,
    unsubscribeUrl,
  };
}

/** The day's digest: every alert gathered into one mail. */
export function composeDigestMail(
  alerts: MailedAlert[],
  to: string,
  digestId: number,
  day: string,
  appUrl: string,
  unsubscribeUrl: string,
  domain: string,
): AlertMailPayload {
  const paragraphs = [
    `${alerts.length} ${alerts.length === 1 ? 'alert' : 'alerts'} for ${formatDay(day)}:`,
    ...alerts.map((alert) => [alert.title, ...alertLines(alert, appUrl)].join('\n')),
    footer(unsubscribeUrl),
  ];
  return {
    to,
    subject: `Your alerts for ${formatDay(day)} (${alerts.length})`,
    paragraphs,
    text: paragraphs.join('\n\n'),
    messageId: `<alert-digest-${digestId}@${domain}>`,
    unsubscribeUrl,
  };
}
