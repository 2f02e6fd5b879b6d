import { SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K, SET_L, SET_M, SET_N } from './index';
import { summarize, validateSets } from './validate-replies';

/**
 * Checks the dealer-reply sets (ids, truths, coverage, the split) and prints their counts per voice,
 * kind, intent and language for each set and part. Exit code 1 when a check fails.
 * Run: node bench-dist/bench/evaluation/dealer-replies/check-replies.js
 */
const columns = [
  'a/tune',
  'a/report',
  'b/report',
  'c/report',
  'd/tune',
  'd/report',
  'e/report',
  'f/report',
  'g/report',
  'h/report',
  'i/report',
  'j/report',
  'k/report',
  'l/report',
  'm/report',
  'n/report',
];
for (const [title, rows] of Object.entries(
  summarize([...SET_A, ...SET_B, ...SET_C, ...SET_D, ...SET_E, ...SET_F, ...SET_G, ...SET_H, ...SET_I, ...SET_J, ...SET_K, ...SET_L, ...SET_M, ...SET_N]),
)) {
  console.log(`\nper ${title}`);
  console.log(['', ...columns, 'total'].map((cell, index) => (index === 0 ? cell.padEnd(28) : cell.padStart(9))).join(''));
  for (const [key, counts] of Object.entries(rows).sort(([a], [b]) => a.localeCompare(b))) {
    const cells = columns.map((column) => counts[column] ?? 0);
    const total = cells.reduce((sum, count) => sum + count, 0);
    console.log([key.padEnd(28), ...[...cells, total].map((count) => String(count).padStart(9))].join(''));
  }
}
const problems = validateSets(SET_A, SET_B, SET_C, SET_D, SET_E, SET_F, SET_G, SET_H, SET_I, SET_J, SET_K, SET_L, SET_M, SET_N);
console.log(
  `\n${SET_A.length} replies in set a, ${SET_B.length} in set b, ${SET_C.length} in set c, ${SET_D.length} in set d, ${SET_E.length} in set e, ${SET_F.length} in set f, ${SET_G.length} in set g, ${SET_H.length} in set h, ${SET_I.length} in set i, ${SET_J.length} in set j, ${SET_K.length} in set k, ${SET_L.length} in set l, ${SET_M.length} in set m, ${SET_N.length} in set n: ${problems.length ? `${problems.length} problems` : 'consistent'}`,
);
for (const problem of problems) console.log(`  ${problem}`);
if (problems.length) process.exitCode = 1;
