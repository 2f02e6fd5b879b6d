import type { RepairOrderReading } from '../../../src/modules/ai/extraction/repair-order-reading';
import type { RepairOrderTruth } from './repair-order-specs';

/** The fields whose accuracy is measured: what a visit and a claim need from a repair order. */
export const SCORED_FIELDS = ['dealer_name', 'date_in', 'date_out', 'total'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

const sameName = (a: string | null, b: string | null) =>
  (a ?? '').toLowerCase().replace(/[^a-z0-9]/g, '') === (b ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which scored fields the reading got right: names ignoring case and punctuation, the rest exactly (an absent field is right when it is absent). */
export function scoreReading(reading: RepairOrderReading, truth: RepairOrderTruth): Record<ScoredField, boolean> {
  return {
    dealer_name: sameName(reading.dealer_name, truth.dealer_name),
    date_in: reading.date_in === truth.date_in,
    date_out: reading.date_out === truth.date_out,
    total: reading.total === truth.total,
  };
}

export interface AccuracyReport {
  overall: number;
  byField: Record<ScoredField, number>;
  misses: string[];
}

export function accuracy(results: { id: string; reading: RepairOrderReading; truth: RepairOrderTruth }[]): AccuracyReport {
  const byField = Object.fromEntries(SCORED_FIELDS.map((field) => [field, 0])) as Record<ScoredField, number>;
  const misses: string[] = [];
  for (const { id, reading, truth } of results) {
    for (const [field, right] of Object.entries(scoreReading(reading, truth)) as [ScoredField, boolean][]) {
      if (right) byField[field] += 1;
      else misses.push(`${id} ${field}: read ${JSON.stringify(reading[field])}, expected ${JSON.stringify(truth[field])}`);
    }
  }
  const count = Math.max(results.length, 1);
  const right = Object.values(byField).reduce((sum, value) => sum + value, 0);
  for (const field of SCORED_FIELDS) byField[field] /= count;
  return { overall: right / (count * SCORED_FIELDS.length), byField, misses };
}
