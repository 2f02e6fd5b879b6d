import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { addDays, formatDay, formatMoney, type LetterResult, type LetterTone } from '@dct/contracts';
import type { LetterInput } from '../providers/ai-provider';
import { ASSETS_DIR } from '../../../common/assets-dir';

/** The letters' templates: one per tone, the subject on the first line ("Subject: …"). */
export const LETTER_TEMPLATES_DIR = join(ASSETS_DIR, 'templates', 'ai');

/** How long a firm letter gives the dealer to answer (the same as a sent claim's due date). */
export const FIRM_LETTER_RESPONSE_DAYS = 14;

/** Plain text out: nothing is HTML-escaped, and every helper returns text. */
const handlebars = Handlebars.create();
handlebars.registerHelper('money', (amount: number) => formatMoney(amount));
handlebars.registerHelper('date', (iso: string) => formatDay(iso));
handlebars.registerHelper('plural', (count: number, one: string, many: string) => (count === 1 ? one : many));

type Template = (context: object) => string;
const compiled = new Map<LetterTone, Template>();

function template(tone: LetterTone): Template {
  let found = compiled.get(tone);
  if (!found) {
    found = handlebars.compile(readFileSync(join(LETTER_TEMPLATES_DIR, `letter-${tone}.hbs`), 'utf8'), { noEscape: true, strict: true });
    compiled.set(tone, found);
  }
  return found;
}

/** The claim letter in the tone asked for, from the templates: every field of the request is in it. */
export function draftClaimLetter(input: LetterInput, today: string): LetterResult {
  const rendered = template(input.tone)({
    ...input,
    service_manager: input.service_manager ?? '',
    dates: { date_in: input.dates.date_in, date_out: input.dates.date_out ?? '' },
    response_days: FIRM_LETTER_RESPONSE_DAYS,
    response_due: addDays(today, FIRM_LETTER_RESPONSE_DAYS),
  });
  const [first, ...rest] = rendered.replace(/\r\n?/g, '\n').split('\n');
  const subject = first.replace(/^Subject:\s*/, '').trim();
  const text_body = rest
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject, text_body, tone: input.tone };
}
