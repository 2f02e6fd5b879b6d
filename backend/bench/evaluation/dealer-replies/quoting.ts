import type { ReplyClaim } from './types';

/**
 * Helpers for the parts of a reply that are not the dealer's own words: the owner's claim mail
 * and the ways mail clients quote or forward it. The replies themselves are written by hand.
 */

/** Removes the common indentation of a template literal, and its first and last empty lines. */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n[ \t]*$/, '')
    .split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut)).join('\n');
}

const DAY_MS = 86_400_000;
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS_ES = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** The ISO date `days` before `iso`. */
export function daysBefore(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

function parts(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  return { weekday: date.getUTCDay(), day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export interface QuoteOptions {
  /** The day the quoted mail was sent. */
  sent: string;
  /** Clock time as written by the client, e.g. "9:14 AM". */
  time?: string;
  from?: string;
  email?: string;
}

const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@mailbox.example`;

/** Gmail/Apple style: an attribution line, then every line prefixed with "> ". */
export function quoteGt(body: string, claim: ReplyClaim, options: QuoteOptions): string {
  const { weekday, day, month, year } = parts(options.sent);
  const from = options.from ?? claim.owner_name;
  const attribution = `On ${WEEKDAYS_EN[weekday]}, ${MONTHS_EN[month]} ${day}, ${year} at ${options.time ?? '8:42 PM'} ${from} <${options.email ?? emailOf(from)}> wrote:`;
  return `\n\n${attribution}\n${body
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n')}`;
}

/** Outlook style: a rule, a From/Sent/To/Subject block, the body unprefixed. */
export function quoteOutlook(body: string, claim: ReplyClaim, options: QuoteOptions & { to?: string; subject?: string }): string {
  const { weekday, day, month, year } = parts(options.sent);
  const from = options.from ?? claim.owner_name;
  return [
    '',
    '',
    '________________________________',
    `From: ${from} <${options.email ?? emailOf(from)}>`,
    `Sent: ${WEEKDAYS_LONG_EN[weekday]}, ${MONTHS_LONG_EN[month]} ${day}, ${year} ${options.time ?? '7:05 PM'}`,
    `To: ${options.to ?? claim.dealer_name}`,
    `Subject: ${options.subject ?? `Goodwill request - ${claim.vehicle} downtime`}`,
    '',
    body,
  ].join('\n');
}

/** Spanish clients: "El lun, 3 mar 2025 a las 9:14, X escribió:" and "> " lines. */
export function quoteGtEs(body: string, claim: ReplyClaim, options: QuoteOptions): string {
  const { weekday, day, month, year } = parts(options.sent);
  const from = options.from ?? claim.owner_name;
  return `\n\nEl ${WEEKDAYS_ES[weekday]}, ${day} ${MONTHS_ES[month]} ${year} a las ${options.time ?? '18:20'}, ${from} (<${options.email ?? emailOf(from)}>) escribió:\n${body
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n')}`;
}

/** Outlook in Spanish: "De: … Enviado: … Para: … Asunto: …". */
export function quoteOutlookEs(body: string, claim: ReplyClaim, options: QuoteOptions & { subject?: string }): string {
  const { day, month, year } = parts(options.sent);
  const from = options.from ?? claim.owner_name;
  return [
    '',
    '',
    '-----Mensaje original-----',
    `De: ${from} <${options.email ?? emailOf(from)}>`,
    `Enviado el: ${day} de ${MONTHS_ES[month]}. de ${year} ${options.time ?? '19:02'}`,
    `Para: ${claim.dealer_name}`,
    `Asunto: ${options.subject ?? `Solicitud de compensación - ${claim.vehicle}`}`,
    '',
    body,
  ].join('\n');
}

/** A forwarded message as Gmail writes it. */
export function forwarded(body: string, claim: ReplyClaim, options: QuoteOptions & { to?: string; subject?: string }): string {
  const { weekday, day, month, year } = parts(options.sent);
  const from = options.from ?? claim.owner_name;
  return [
    '',
    '',
    '---------- Forwarded message ---------',
    `From: ${from} <${options.email ?? emailOf(from)}>`,
    `Date: ${WEEKDAYS_EN[weekday]}, ${MONTHS_EN[month]} ${day}, ${year} at ${options.time ?? '10:31 AM'}`,
    `Subject: ${options.subject ?? `Downtime claim - ${claim.vehicle}`}`,
    `To: ${options.to ?? claim.dealer_name}`,
    '',
    body,
  ].join('\n');
}

/**
 * The owner's claim mail, in one of a few wordings. It names the ask, the daily rate, the days
 * and a date or two, so a quoted original always carries figures that are not the dealer's.
 */
export function ownerClaimMail(claim: ReplyClaim, style: 1 | 2 | 3 | 4, visitStart: string): string {
  const ask = money(claim.ask_amount);
  const rate = money(claim.daily_rate);
  const { day, month, year } = parts(visitStart);
  const started = `${MONTHS_LONG_EN[month]} ${day}, ${year}`;
  switch (style) {
    case 1:
      return dedent(`
        Hello,

        My ${claim.vehicle} was at ${claim.dealer_name} for ${claim.days_out} days starting ${started}
        for the same problem it has had twice before. I had no loaner for most of that time.

        I am asking for ${ask} in goodwill (${claim.days_out} days x ${rate}/day), which is what
        a comparable rental would have cost me. The repair orders are attached.

        Please let me know within 14 days.

        Thank you,
        ${claim.owner_name}
      `);
    case 2:
      return dedent(`
        To whom it may concern,

        I am writing about the time my vehicle (${claim.vehicle}) spent in your service
        department. Between ${started} and the day I picked it up, I was without it for
        ${claim.days_out} days. Valued at ${rate} per day, that comes to ${ask}.

        I would appreciate a goodwill payment in that amount. Attached: statement of downtime,
        repair orders, loaner agreement.

        Regards,
        ${claim.owner_name}
      `);
    case 3:
      return dedent(`
        Hi,
        following up on my visit of ${started}. ${claim.days_out} days without my ${claim.vehicle}.
        My request: ${ask} (${rate} x ${claim.days_out}). Statement attached.
        Thanks - ${claim.owner_name.split(' ')[0]}
      `);
    case 4:
      return dedent(`
        Dear ${claim.dealer_name} team,

        Attached is my downtime statement for the ${claim.vehicle}. The car went in on ${started}
        and was out of service ${claim.days_out} days in total across the visits listed.

        Requested compensation: ${ask}
        Daily rate used: ${rate}
        Days out of service: ${claim.days_out}

        I look forward to hearing from you by the end of the month.
        ${claim.owner_name}
      `);
  }
}

/** The owner's claim mail in Spanish. */
export function ownerClaimMailEs(claim: ReplyClaim, visitStart: string): string {
  const { day, month, year } = parts(visitStart);
  return dedent(`
    Buenas tardes:

    Mi ${claim.vehicle} estuvo en su taller ${claim.days_out} días a partir del ${day} de ${MONTHS_ES[month]}. de ${year}.
    Solicito una compensación de ${claim.ask_amount.toLocaleString('es-ES')} $ (${claim.days_out} días a ${claim.daily_rate} $ por día).
    Adjunto las órdenes de reparación.

    Atentamente,
    ${claim.owner_name}
  `);
}

export type QuoteStyle = 'gt' | 'outlook' | 'forward' | 'gt-es' | 'outlook-es';

/**
 * The owner's claim mail quoted under a reply: sent `ago` days before the reply arrived, about a
 * visit that began `visitAgo` days before it.
 */
export function quotedClaim(
  style: QuoteStyle,
  claim: ReplyClaim,
  received: string,
  options: { wording?: 1 | 2 | 3 | 4; ago?: number; visitAgo?: number; time?: string } = {},
): string {
  const sent = daysBefore(received, options.ago ?? 5);
  const visitStart = daysBefore(received, options.visitAgo ?? 40);
  const english = () => ownerClaimMail(claim, options.wording ?? 1, visitStart);
  switch (style) {
    case 'gt':
      return quoteGt(english(), claim, { sent, time: options.time });
    case 'outlook':
      return quoteOutlook(english(), claim, { sent, time: options.time });
    case 'forward':
      return forwarded(english(), claim, { sent, time: options.time });
    case 'gt-es':
      return quoteGtEs(ownerClaimMailEs(claim, visitStart), claim, { sent, time: options.time });
    case 'outlook-es':
      return quoteOutlookEs(ownerClaimMailEs(claim, visitStart), claim, { sent, time: options.time });
  }
}
