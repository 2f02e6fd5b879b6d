import type { TriageReading } from './schemas/ai';

/** A dealer's reply read as a sure cash offer in English with no deadline: every field certain, nothing asked. */
export const sureCashOffer = (offered_amount: number, reading: Partial<TriageReading> = {}): TriageReading => ({
  intent: 'offer',
  sentiment: 'positive',
  summary: `The dealer offers $${offered_amount}.`,
  next_actions: ['Accept the offer'],
  offered_amount,
  offer_kind: 'cash',
  offer_alternatives: [],
  deadline: null,
  language: 'en',
  confidence: { intent: 0.95, offered_amount: 0.95, deadline: 0.95 },
  questions: [],
  ...reading,
});
