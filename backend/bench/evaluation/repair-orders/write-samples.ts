import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateRepairOrders } from './generate';
import { REPAIR_ORDER_LAYOUT_SETS, REPAIR_ORDER_MEDIA, type RepairOrderLayout, type RepairOrderMedium } from './types';

/**
 * Writes generated repair orders and their truth.json into a folder, for looking at them.
 * Run: node bench-dist/bench/evaluation/repair-orders/write-samples.js <folder> [count] [seed] [layouts,…|held-out|unseen|blind|sealed|fresh|later|recent|newest] [media,…]
 * (`held-out` writes the six held-out layouts instead of the ten tuned on, `unseen` the six unseen ones, `blind` the six written blind, `sealed` the six written blind after all the others, `fresh` the six written blind after the sealed ones, `later` the six written blind after the fresh ones, `recent` the six written blind after the later ones, `newest` the six written blind after the recent ones).
 */
const [folder, countText = '40', seedText = '1', layoutsText, mediaText] = process.argv.slice(2);
const list = <T extends string>(text: string | undefined, known: readonly T[]): T[] | undefined => {
  if (!text) return undefined;
  const names = text.split(',') as T[];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`Unknown: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return names;
};

const isSetName = (text: string | undefined): text is keyof typeof REPAIR_ORDER_LAYOUT_SETS => text !== undefined && text in REPAIR_ORDER_LAYOUT_SETS;

async function main() {
  if (!folder) {
    console.error('Usage: write-samples.js <folder> [count=40] [seed=1] [layouts,…|held-out|unseen|blind|sealed|fresh|later|recent|newest] [media,…]');
    process.exitCode = 2;
    return;
  }
  const count = Number(countText);
  const seed = Number(seedText);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) throw new Error('count must be a positive whole number and seed a whole number');
  const target = resolve(folder);
  await mkdir(target, { recursive: true });
  const started = performance.now();
  const cases = await generateRepairOrders({
    seed,
    count,
    layouts: isSetName(layoutsText)
      ? REPAIR_ORDER_LAYOUT_SETS[layoutsText]
      : list<RepairOrderLayout>(layoutsText, Object.values(REPAIR_ORDER_LAYOUT_SETS).flat()),
    media: list<RepairOrderMedium>(mediaText, REPAIR_ORDER_MEDIA),
  });
  for (const item of cases) await writeFile(join(target, item.fileName), item.bytes);
  const truth = cases.map(({ id, layout, medium, fileName, mimeType, truth }) => ({ id, layout, medium, fileName, mimeType, truth }));
  await writeFile(join(target, 'truth.json'), `${JSON.stringify({ seed, count, cases: truth }, null, 2)}\n`);
  console.log(`${cases.length} repair orders (seed ${seed}) in ${target}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
