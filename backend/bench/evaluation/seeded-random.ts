/**
 * A small seeded generator (mulberry32) and the draws the evaluation data needs, so the same seed
 * gives the same cases on every platform and Node version.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

/** One seed from several numbers (a run's seed and a case's index), mixed so neighbours differ. */
export function mixSeed(...parts: number[]): number {
  let hash = 2_166_136_261;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 16_777_619);
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995);
  }
  return (hash ^ (hash >>> 15)) >>> 0;
}
