import { parseRepairOrderText } from '../modules/ai/extraction/parse-repair-order-text';

/**
 * The repair-order parser is linear in its input: for inputs made to hurt it (one label a line,
 * one long line of labels, dates, amounts, runs of separators, digits and commas), the time at
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

function time(text: string): number {
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    parseRepairOrderText(text);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

let worst = 0;
console.log(`\nRepair-order parser: time at ${GROWTH}× the input over time at the input (${BASE_LINES} units; linear ≈ ${GROWTH}, square ≈ ${GROWTH ** 2})`);
for (const [name, make] of Object.entries(FAMILIES)) {
  time(make(BASE_LINES)); // warm-up: the first runs also compile
  const small = make(BASE_LINES);
  const large = make(BASE_LINES * GROWTH);
  const [smallMs, largeMs] = [time(small), time(large)];
  const ratio = largeMs / Math.max(smallMs, 0.05);
  worst = Math.max(worst, ratio);
  console.log(
    `  ${name.padEnd(36)} ${String(small.length).padStart(9)} chars ${smallMs.toFixed(1).padStart(8)} ms   ${String(large.length).padStart(9)} chars ${largeMs.toFixed(1).padStart(8)} ms   ratio ${ratio.toFixed(1)}`,
  );
}
console.log(`  worst ratio ${worst.toFixed(1)} (target ≤ ${RATIO_TARGET})`);
if (worst > RATIO_TARGET) process.exitCode = 1;
