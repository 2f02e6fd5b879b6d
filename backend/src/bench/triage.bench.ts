import { triageReply } from '../modules/ai/offline/reply-reading';
import { replySpecs, SCORED_MEASURES, scoreReplies, type ScoredMeasure } from '../modules/ai/offline/testing/reply-specs';

/**
 * The offline reply triage on generated dealer replies it was not tuned on (another seed):
 * BENCH_TRIAGE_REPLIES replies over every intent, with quoted claims, signatures, amounts quoted
 * back or refused, repair and closure dates. Prints intent accuracy (overall and per intent), the
 * offered amount right to the cent, the deadline right within a day (null right only against
 * null), and a few misses of each. Exit code 1 when intent or amount is under 95% or deadline under 90%.
 */
const REPLIES = Number(process.env.BENCH_TRIAGE_REPLIES ?? 300);
const SEED = Number(process.env.BENCH_TRIAGE_SEED ?? 61_803_398);
const TARGETS: Record<ScoredMeasure, number> = { intent: 0.95, offered_amount: 0.95, due_in_days: 0.9 };
const LABELS: Record<ScoredMeasure, string> = { intent: 'intent', offered_amount: 'offered amount', due_in_days: 'deadline ±1 day' };
const MISSES_SHOWN = 5;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const oneLine = (text: string, length = 160) => text.replace(/\s+/g, ' ').slice(0, length);

const specs = replySpecs(SEED, REPLIES);
const started = performance.now();
const score = scoreReplies(specs, (spec) => triageReply(spec.email, 'Sent', spec.today));
const elapsed = performance.now() - started;

console.log(`\nReply triage (offline): ${specs.length} generated replies, seed ${SEED}, ${(elapsed / specs.length).toFixed(2)} ms per reply`);
for (const measure of SCORED_MEASURES) {
  console.log(`  ${LABELS[measure].padEnd(16)} ${percent(score.accuracy[measure]).padStart(6)} (target ≥ ${percent(TARGETS[measure])})`);
}
console.log('  intent by true intent');
for (const [intent, { right, total }] of Object.entries(score.byIntent)) {
  console.log(`    ${intent.padEnd(24)} ${percent(right / total).padStart(6)} of ${total}`);
}
for (const measure of SCORED_MEASURES) {
  const misses = score.misses[measure];
  if (misses.length === 0) continue;
  console.log(`  misses: ${LABELS[measure]} (${misses.length}, first ${Math.min(MISSES_SHOWN, misses.length)})`);
  for (const { spec, read } of misses.slice(0, MISSES_SHOWN)) {
    console.log(
      `    ${spec.id} (read ${spec.today}) truth ${JSON.stringify(spec.truth[measure])}, read ${JSON.stringify(read[measure])}: ${oneLine(spec.email)}`,
    );
  }
}

const met = SCORED_MEASURES.every((measure) => score.accuracy[measure] >= TARGETS[measure]);
console.log(`  targets        ${met ? 'met' : 'NOT met'}`);
if (!met) process.exitCode = 1;
