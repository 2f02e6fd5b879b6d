import { seededRandom } from '../seeded-random';
import type { DealerReplyCase, ReplyPart, ReplySet, WrittenReply } from './types';

/** The groups a case belongs to; each should be split evenly between the parts. */
const groupsOf = (reply: WrittenReply) => [
  `voice:${reply.voice}`,
  `language:${reply.truth.language}`,
  `intent:${reply.truth.intent}`,
  ...reply.kinds.map((kind) => `kind:${kind}`),
];

/**
 * Splits set a into tuning and reporting halves: the cases are shuffled with a fixed seed, then each
 * goes to the part that leaves its voice (first of all), language, intent and kinds more evenly split
 * so far (ties go to the smaller part, then to `tune`); then pairs are swapped while that evens it
 * out further. Every voice and kind ends up within a case or two of even, and the split only changes
 * when the cases do.
 */
export function assignParts(replies: WrittenReply[], set: ReplySet, seed: number): DealerReplyCase[] {
  const random = seededRandom(seed);
  const order = random.shuffle(replies.map((_, index) => index));
  const seen: Record<ReplyPart, Map<string, number>> = { tune: new Map(), report: new Map() };
  const sizes: Record<ReplyPart, number> = { tune: 0, report: 0 };
  const parts = new Array<ReplyPart>(replies.length);
  for (const index of order) {
    const groups = groupsOf(replies[index]);
    // How uneven the case's groups would be with the case in `part`: a group seen rarely weighs
    // more, and the voice most, since every voice must be split evenly.
    const unevenness = (part: ReplyPart, other: ReplyPart) =>
      groups.reduce((sum, group) => {
        const [mine, theirs] = [(seen[part].get(group) ?? 0) + 1, seen[other].get(group) ?? 0];
        return sum + (Math.abs(mine - theirs) / (mine + theirs)) * (group.startsWith('voice:') ? 3 : 1);
      }, 0);
    const [tuneCost, reportCost] = [unevenness('tune', 'report'), unevenness('report', 'tune')];
    const part: ReplyPart = tuneCost !== reportCost ? (tuneCost < reportCost ? 'tune' : 'report') : sizes.report < sizes.tune ? 'report' : 'tune';
    parts[index] = part;
    sizes[part] += 1;
    for (const group of groups) seen[part].set(group, (seen[part].get(group) ?? 0) + 1);
  }
  balanceBySwaps(replies.map(groupsOf), parts);
  return replies.map((reply, index) => ({ ...reply, set, part: parts[index] }));
}

/**
 * Swaps a tuning case with a reporting one while that makes the split more even (each group's
 * |tune − report|, a voice counting three times), first improving swap first, until none helps.
 */
function balanceBySwaps(groups: string[][], parts: ReplyPart[]): void {
  const weight = (group: string) => (group.startsWith('voice:') ? 3 : 1);
  const difference = new Map<string, number>();
  const shift = (index: number, sign: number) => {
    for (const group of groups[index]) difference.set(group, (difference.get(group) ?? 0) + sign * (parts[index] === 'tune' ? 1 : -1));
  };
  parts.forEach((_, index) => shift(index, 1));
  const cost = (touched: Iterable<string>) => [...touched].reduce((sum, group) => sum + weight(group) * Math.abs(difference.get(group) ?? 0), 0);
  for (let improved = true, rounds = 0; improved && rounds < 50; rounds += 1) {
    improved = false;
    for (let i = 0; i < parts.length; i += 1) {
      for (let j = 0; j < parts.length; j += 1) {
        if (parts[i] !== 'tune' || parts[j] !== 'report') continue;
        const touched = new Set([...groups[i], ...groups[j]]);
        const before = cost(touched);
        shift(i, -1);
        shift(j, -1);
        [parts[i], parts[j]] = ['report', 'tune'];
        shift(i, 1);
        shift(j, 1);
        if (cost(touched) < before) {
          improved = true;
          continue;
        }
        shift(i, -1);
        shift(j, -1);
        [parts[i], parts[j]] = ['tune', 'report'];
        shift(i, 1);
        shift(j, 1);
      }
    }
  }
}

/** Set b is held out: every case is for reporting. */
export const reportOnly = (replies: WrittenReply[], set: ReplySet): DealerReplyCase[] => replies.map((reply) => ({ ...reply, set, part: 'report' }));
