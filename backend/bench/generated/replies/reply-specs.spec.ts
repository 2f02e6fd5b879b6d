import { AI_INTENTS } from '@dct/contracts';
import { replySpecs, scoreReplies } from './reply-specs';

describe('replySpecs', () => {
  it('gives the same replies for the same seed and others for another', () => {
    expect(replySpecs(7, 40)).toEqual(replySpecs(7, 40));
    expect(replySpecs(8, 40).map((spec) => spec.email)).not.toEqual(replySpecs(7, 40).map((spec) => spec.email));
  });

  it('writes each reply with a reading date and a truth of the right types', () => {
    const specs = replySpecs(11, 200);
    expect(new Set(specs.map((spec) => spec.id)).size).toBe(specs.length);
    for (const { today, email, truth } of specs) {
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(email.trim().length).toBeGreaterThan(0);
      expect(AI_INTENTS).toContain(truth.intent);
      expect(truth.offered_amount === null || (Number.isFinite(truth.offered_amount) && truth.offered_amount > 0)).toBe(true);
      if (truth.intent !== 'offer') expect(truth.offered_amount).toBeNull();
      expect(truth.due_in_days === null || (Number.isInteger(truth.due_in_days) && truth.due_in_days >= 0)).toBe(true);
    }
  });

  it('covers every intent, cash and non-cash offers, replies with and without a deadline, and many weekdays', () => {
    const specs = replySpecs(12, 300);
    expect(new Set(specs.map((spec) => spec.truth.intent))).toEqual(new Set(AI_INTENTS));
    expect(specs.some((spec) => spec.truth.intent === 'offer' && spec.truth.offered_amount === null)).toBe(true);
    expect(specs.some((spec) => spec.truth.offered_amount !== null)).toBe(true);
    expect(specs.some((spec) => spec.truth.due_in_days === null)).toBe(true);
    expect(specs.some((spec) => spec.truth.due_in_days !== null)).toBe(true);
    expect(new Set(specs.map((spec) => new Date(`${spec.today}T00:00:00Z`).getUTCDay())).size).toBe(7);
  });

  it('scores a reader that knows the truth as always right', () => {
    const specs = replySpecs(13, 50);
    const score = scoreReplies(specs, (spec) => spec.truth);
    expect(score.accuracy).toEqual({ intent: 1, offered_amount: 1, due_in_days: 1 });
    expect(score.misses.intent).toHaveLength(0);
  });
});
