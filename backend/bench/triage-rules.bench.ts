import { TRIAGE_SURE } from '@dct/contracts';
import { SET_A, SET_B, SET_D, type DealerReplyCase } from './evaluation/dealer-replies';
import { readReplyByRules } from '../src/modules/ai/offline/reply-reading';
import { READ_FIELDS, earnedSure, type RuleId } from '../src/modules/ai/offline/reply-calibration';
import { judge } from './triage-scoring';

/**
 * Each rule of the offline reply reading, measured on the tuning replies only: set a's tuning half,
 * set b and set d's tuning half (the held-out parts — set a's and set d's reporting halves, set c —
 * are never read here, so that the calibration they are reported against is not fitted to them).
 * Every reply is read as the API reads one for a claim, with the calibration table left out; per
 * field and rule id: how often the rule decided the field, how many of those it answered sure
 * (confidence ≥ TRIAGE_SURE), and how many of its sure answers were right and wrong. It ends with
 * RULE_RECORD as reply-calibration.ts holds it, to paste there after the rules change.
 *
 *   cd backend && npx tsc -p tsconfig.bench.json && node bench-dist/bench/triage-rules.bench.js
 */
const TUNING: [string, DealerReplyCase[]][] = [
  ['a tune', SET_A.filter((reply) => reply.part === 'tune')],
  ['b', SET_B],
  ['d tune', SET_D.filter((reply) => reply.part === 'tune')],
];

interface Tally {
  count: number;
  sure: number;
  right: number;
  wrong: number;
}

const tallies = new Map<RuleId, Tally>();
let replies = 0;
for (const [, cases] of TUNING) {
  for (const reply of cases) {
    replies += 1;
    const { result, rules } = readReplyByRules(
      {
        email_text: reply.text,
        current_claim_status: 'Sent',
        received_at: reply.received_at,
        claim: { ask_amount: reply.claim.ask_amount, daily_rate: reply.claim.daily_rate },
      },
      { calibrated: false },
    );
    const verdicts = judge(reply, result);
    for (const field of READ_FIELDS) {
      const tally = tallies.get(rules[field]) ?? { count: 0, sure: 0, right: 0, wrong: 0 };
      tallies.set(rules[field], tally);
      tally.count += 1;
      if (result.confidence[field] < TRIAGE_SURE || verdicts[field].asked) continue;
      tally.sure += 1;
      if (verdicts[field].right) tally.right += 1;
      else tally.wrong += 1;
    }
  }
}

const ordered = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
console.log(`Rules on the tuning replies (${TUNING.map(([name, cases]) => `${name} ${cases.length}`).join(', ')}: ${replies} replies), calibration left out`);
console.log(
  `  ${'rule'.padEnd(44)} ${'count'.padStart(5)} ${'sure'.padStart(5)} ${'right'.padStart(5)} ${'wrong'.padStart(5)}  precision  sure after calibration`,
);
for (const [rule, { count, sure, right, wrong }] of ordered) {
  const precision = sure === 0 ? '     -' : `${((right / sure) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `  ${rule.padEnd(44)} ${String(count).padStart(5)} ${String(sure).padStart(5)} ${String(right).padStart(5)} ${String(wrong).padStart(5)}     ${precision}  ${sure === 0 ? '-' : earnedSure(rule) ? 'yes' : 'NO'}`,
  );
}

console.log('\nRULE_RECORD (sure answers [right, wrong]) for reply-calibration.ts:');
for (const [rule, { sure, right, wrong }] of ordered) if (sure > 0) console.log(`  '${rule}': [${right}, ${wrong}],`);
