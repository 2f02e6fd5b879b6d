import { SET_A } from './evaluation/dealer-replies/set-a';
import { SET_B } from './evaluation/dealer-replies/set-b';
import { SET_D } from './evaluation/dealer-replies/set-d';
import { SET_E } from './evaluation/dealer-replies/set-e';
import { SET_F } from './evaluation/dealer-replies/set-f';
import { SET_G } from './evaluation/dealer-replies/set-g';
import { SET_H } from './evaluation/dealer-replies/set-h';
import {
  caseOf,
  generatedCases,
  readIntent,
  scoreIntent,
  trainNaiveBayes,
  type IntentModel,
  addRows as add,
  emptyRow as empty,
  examplesOf,
  intentLine,
  tallyIntents,
  type IntentCase,
  type IntentGate,
  type IntentRead,
  type IntentRow as Row,
} from './intent-model';

/**
 * Leave-one-set-out test of the soft intent gate: a rules' sure intent stays sure only when a naive
 * Bayes model (intent-model.ts) gives it at least a floor probability. For each of sets e, f, g, h the
 * model trains on set a's and set d's tuning halves, set b, the other three sets and generated replies
 * of a seed the bench never uses (TRAIN_SEED, TRAIN_REPLIES); the floor is chosen per fold on the other
 * three folds only. Also read: the generated replies of the bench's default seed, gated by each fold's
 * model. Set c, set a's and set d's reporting halves and set i are never read.
 *
 * Measured with the rules as they stand, naive Bayes alpha 0.5, 600 generated training replies at seed
 * 314159, summed over the four folds (531 replies): rules alone 86.3% intent right, 436 sure answers, 9
 * wrong. Floor chosen per fold with a wrong sure answer removed worth 2 right ones asked: 83.8% right,
 * 423 sure, 9 wrong (all features) and 84.6%, 427, 9 (features seen in 3 replies or more) — no wrong
 * answer removed. Floor chosen per fold as the one removing the most wrong sure answers on the other
 * folds at a cost of at most 3 points (INTENT_FLOOR_CHOICE=bar; 1e-6 in three folds, 0 in one): 83.8%,
 * 418, 4 (all features) and 83.8%, 417, 3 (pruned). Trained on all of it with that floor, the reader
 * read the generated replies (300, default seed) at 95.3% intent with all features (a 632 KB model) and
 * 94.7% pruned to features seen in 3 replies or more (156 KB; 94.3% at 2 or more), against 96.7% without
 * the model; the target is 95%. With 1500 generated training replies the floor chosen was 0 in every
 * fold (no gate). So the gate is not in the product.
 *
 *   cd backend && npx tsc -p tsconfig.bench.json && node bench-dist/bench/intent-gate-folds.bench.js
 *   (INTENT_TRAIN_SEED, INTENT_TRAIN_REPLIES, INTENT_MODEL_ALPHA, INTENT_MIN_COUNT, INTENT_WRONG_WEIGHT,
 *   INTENT_FLOOR_CHOICE=bar)
 */
const TRAIN_SEED = Number(process.env.INTENT_TRAIN_SEED ?? 314_159);
const TRAIN_REPLIES = Number(process.env.INTENT_TRAIN_REPLIES ?? 600);
const ALPHA = Number(process.env.INTENT_MODEL_ALPHA ?? 0.5);
const BENCH_SEED = 61_803_398;

/** Sure here is the confidence alone: an intent the reading asks about may still count as sure (as these folds were first measured). */
const readOne = (reply: IntentCase): IntentRead => readIntent(reply, false);

type Gate = IntentGate;
const tally = tallyIntents;
const line = (label: string, row: Row) => intentLine(label, row, 24);

const base = [...SET_A.filter((reply) => reply.part === 'tune'), ...SET_B, ...SET_D.filter((reply) => reply.part === 'tune')].map(caseOf).map(readOne);
const train = generatedCases(TRAIN_SEED, TRAIN_REPLIES).map(readOne);
const benchGenerated = generatedCases(BENCH_SEED, 300).map(readOne);
const folds = (
  [
    ['e', SET_E],
    ['f', SET_F],
    ['g', SET_G],
    ['h', SET_H],
  ] as const
).map(([name, replies]) => ({ name, reads: replies.map(caseOf).map(readOne) }));

const FLOORS = [0.5, 0.4, 0.3, 0.2, 0.15, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 1e-3, 1e-4, 1e-6, 0];
const WRONG_WEIGHT = Number(process.env.INTENT_WRONG_WEIGHT ?? 2);
const floorGate =
  (model: IntentModel, floor: number): Gate =>
  (read) =>
    (scoreIntent(model, read.features as string[]).posterior[read.intent as string] ?? 0) >= floor;

console.log(`Soft gate, naive Bayes alpha ${ALPHA}, generated training replies ${TRAIN_REPLIES} at seed ${TRAIN_SEED}`);
const perFold = folds.map((fold) => {
  const training = [...base, ...train, ...folds.filter((other) => other !== fold).flatMap((other) => other.reads)];
  return { ...fold, model: trainNaiveBayes(examplesOf(training), ALPHA, Number(process.env.INTENT_MIN_COUNT ?? 1)) };
});
const sums = FLOORS.map(() => empty());
let rulesSum = empty();
for (const fold of perFold) {
  const rules = tally(fold.reads, () => true);
  rulesSum = add(rulesSum, rules);
  console.log(`\nFold ${fold.name}`);
  console.log(line('rules alone', rules));
  FLOORS.forEach((floor, at) => {
    const row = tally(fold.reads, floorGate(fold.model, floor));
    sums[at] = add(sums[at], row);
    console.log(line(`p(rule) ≥ ${floor}`, row));
  });
}
console.log(`\nSum of the four folds`);
console.log(line('rules alone', rulesSum));
FLOORS.forEach((floor, at) => console.log(line(`p(rule) ≥ ${floor}`, sums[at])));

let nested = empty();
console.log(`\nNested floor (a wrong sure answer removed worth ${WRONG_WEIGHT} right ones asked)`);
for (const fold of perFold) {
  const others = perFold.filter((other) => other !== fold);
  const gain = (floor: number) =>
    others.reduce((sum, other) => {
      const [before, after] = [tally(other.reads, () => true), tally(other.reads, floorGate(other.model, floor))];
      return sum + WRONG_WEIGHT * (before.sureWrong - after.sureWrong) - (before.right - after.right);
    }, 0);
  // INTENT_FLOOR_CHOICE=bar: the floor that removes the most wrong sure intents on the other folds while
  // costing them at most 3 points of intent accuracy (ties: the lower floor).
  const withinBar = (floor: number) =>
    others.reduce(
      (acc, other) => {
        const [before, after] = [tally(other.reads, () => true), tally(other.reads, floorGate(other.model, floor))];
        return {
          removed: acc.removed + before.sureWrong - after.sureWrong,
          lost: acc.lost + before.right - after.right,
          replies: acc.replies + before.replies,
        };
      },
      { removed: 0, lost: 0, replies: 0 },
    );
  const byBar = (floor: number) => {
    const { removed, lost, replies } = withinBar(floor);
    return lost <= 0.03 * replies ? removed : -1;
  };
  const floor =
    process.env.INTENT_FLOOR_CHOICE === 'bar'
      ? FLOORS.reduce((best, floor) => (byBar(floor) > byBar(best) ? floor : best), FLOORS[FLOORS.length - 1])
      : FLOORS.reduce((best, floor) => (gain(floor) > gain(best) ? floor : best), FLOORS[FLOORS.length - 1]);
  const after = tally(fold.reads, floorGate(fold.model, floor));
  console.log(`fold ${fold.name}: floor ${floor}`);
  console.log(line('  gated', after));
  const generatedRow = tally(benchGenerated, floorGate(fold.model, floor));
  console.log(line('  generated (bench seed)', generatedRow));
  nested = add(nested, after);
}
console.log(line('sum rules alone', rulesSum));
console.log(line('sum gated (nested)', nested));
console.log(
  line(
    'generated, rules alone',
    tally(benchGenerated, () => true),
  ),
);
