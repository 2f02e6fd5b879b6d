import { parseRepairOrderText } from '../src/modules/ai/extraction/parse-repair-order-text';
import { triageReply } from '../src/modules/ai/offline/reply-reading';
import { replyText } from '../src/common/reply-text';
import { htmlText } from '../src/modules/claims/replies/inbound-parse.tasks';

/**
 * The text readers are linear in their input: for inputs made to hurt them (for the repair-order
 * parser one label a line, one long line of labels, dates, amounts, runs of separators, digits
 * and commas; for reply triage runs of offer words, dates, quote headers and stops; for an inbound
 * mail's HTML runs of "<", unclosed scripts and tags, and for its own words the lines a quote
 * header is looked for in), the time at
 * four times the size is measured beside the time at the size itself, in one run. Linear work
 * gives a ratio near 4; work that grows with the square gives 16. Exit code 1 over 6.
 */
const BASE_LINES = Number(process.env.BENCH_PARSER_LINES ?? 16_000);
const GROWTH = 4;
const RATIO_TARGET = 6;

const FAMILIES: Record<string, (n: number) => string> = {
  'a "Total:" a line': (n) => 'Total:\n'.repeat(n),
  '"Total:" on one line': (n) => 'Total: '.repeat(n),
  'labels and dates on one line': (n) => 'Date In 11/10/2025 Date Out 11/14/2025 '.repeat(n),
  'amounts on one line': (n) => 'Parts $12.50 Labor 1,240.50 '.repeat(n),
  'totals box labels': (n) => 'Subtotal tax\n'.repeat(n) + 'Total\n',
  'distinct amounts, no total': (n) =>
    Array.from({ length: n }, (_, i) => `Item ${i}   $${(i + 1) * 3}.${String(i % 100).padStart(2, '0')}`).join('\n') + '\nTotal',
  'digits and commas': (n) => '1,'.repeat(n * 4) + '4',
  'spaces not at the end': (n) => `Dealer${' '.repeat(n * 8)}x`,
  'dots not at the end of a line item': (n) => `Concern: brakes\nBrake pads${'.'.repeat(n * 8)} x $40.00`,
  'dotted dates': (n) => '1.1.11.'.repeat(n * 2),
};

/** Dealer replies are at most 50,000 characters: the larger size is that limit. */
const REPLY_CHARS = 12_500;
const TRIAGE_FAMILIES: Record<string, (n: number) => string> = {
  'offer words and amounts': (n) => 'we can offer $150 toward the rental but not $1,200 '.repeat(n),
  'dates and business days': (n) => 'by 12/05 on Friday, December 5 within 10 business days '.repeat(n),
  'quote headers': (n) => 'On Mon wrote\n'.repeat(n),
  stops: (n) => '!!!!!!!!!! '.repeat(n),
};
const TODAY = '2026-03-02';

/** An inbound mail's HTML made text (characters of HTML), and a reply's own words found above the lines a quote header is looked for in. */
const HTML_CHARS = 200_000;
const HTML_FAMILIES: Record<string, (n: number) => string> = {
  'runs of "<", <script> and <a': (n) => `${'<'.repeat(n / 2)}${'<script>'.repeat(n / 16)}${'<a'.repeat(n / 8)}`,
};
const QUOTE_FAMILIES: Record<string, (n: number) => string> = {
  'quote-header lookalikes': (n) => 'abc. skrev x\nOp x\nIn data '.concat('x '.repeat(3000), '\n').repeat(Math.ceil(n / 6030)),
};

/** Milliseconds for one reading, timed over `times` readings in a row: the small input is read 4 times per timing, so both sizes are timed over as long a stretch of a busy machine. */
function time(read: (text: string) => unknown, text: string, times = 1): number {
  const started = performance.now();
  for (let round = 0; round < times; round += 1) read(text);
  return (performance.now() - started) / times;
}

let worst = 0;
function measure(
  title: string,
  read: (text: string) => unknown,
  families: Record<string, (n: number) => string>,
  size: (make: (n: number) => string, growth: number) => string,
) {
  console.log(`\n${title}: time at ${GROWTH}× the input over time at the input (linear ≈ ${GROWTH}, square ≈ ${GROWTH ** 2})`);
  for (const [name, make] of Object.entries(families)) {
    const small = size(make, 1);
    const large = size(make, GROWTH);
    // Warm-up at both sizes: the first runs also compile, and a path first taken at the large size would count its compiling.
    read(small);
    read(large);
    // Rounds alternate between the sizes, so a busy moment of the machine falls on both.
    let [smallMs, largeMs] = [Infinity, Infinity];
    for (let round = 0; round < 5; round += 1) {
      smallMs = Math.min(smallMs, time(read, small, GROWTH));
      largeMs = Math.min(largeMs, time(read, large));
    }
    const ratio = largeMs / Math.max(smallMs, 0.05);
    worst = Math.max(worst, ratio);
    console.log(
      `  ${name.padEnd(36)} ${String(small.length).padStart(9)} chars ${smallMs.toFixed(1).padStart(8)} ms   ${String(large.length).padStart(9)} chars ${largeMs.toFixed(1).padStart(8)} ms   ratio ${ratio.toFixed(1)}`,
    );
  }
}

measure(`Repair-order parser (${BASE_LINES} units)`, parseRepairOrderText, FAMILIES, (make, growth) => make(BASE_LINES * growth));
measure(
  `Reply triage (${REPLY_CHARS} characters)`,
  (text) => triageReply(text, 'Sent', TODAY),
  TRIAGE_FAMILIES,
  (make, growth) => {
    const chars = REPLY_CHARS * growth;
    return make(chars).slice(0, chars);
  },
);
const cut = (chars: number) => (make: (n: number) => string, growth: number) => make(chars * growth).slice(0, chars * growth);
measure(`Inbound mail's HTML as text (${HTML_CHARS} characters)`, htmlText, HTML_FAMILIES, cut(HTML_CHARS));
measure(`A reply's own words (${REPLY_CHARS} characters)`, replyText, QUOTE_FAMILIES, cut(REPLY_CHARS));
console.log(`  worst ratio ${worst.toFixed(1)} (target ≤ ${RATIO_TARGET})`);
if (worst > RATIO_TARGET) process.exitCode = 1;
