import { triageResultSchema } from '@dct/contracts/schemas';
import { triageReply } from './reply-reading';

// A Wednesday.
const RECEIVED = '2025-03-05';
const read = (email: string) => triageReply(email, 'Sent', RECEIVED, { ask_amount: 1250, daily_rate: 90 });

describe('offer terms', () => {
  it('lists "$200 off the next service, or a $100 check" as alternatives, the credit not counted as cash', () => {
    const result = read('Thanks for your patience. We can offer $200 off the next service, or a $100 check. Let us know which you prefer.');
    expect(result.intent).toBe('offer');
    expect(result.offer_alternatives).toEqual([
      { amount: 200, kind: 'credit' },
      { amount: 100, kind: 'cash' },
    ]);
    // Which of the two the owner takes is theirs to say: the amount is asked between the alternatives only.
    expect(result).toMatchObject({ offered_amount: null, offer_kind: null });
    expect(result.questions.find((question) => question.field === 'offered_amount')?.candidates).toEqual([200, 100]);
    expect(triageResultSchema.parse(result)).toEqual(result);
  });

  it('reads the kind of a single offer: a check is cash, a service credit is not', () => {
    const cash = read('We can offer a $150 goodwill check for the inconvenience.');
    expect(cash).toMatchObject({ offered_amount: 150, offer_kind: 'cash', offer_alternatives: [] });
    const credit = read('We are able to offer a $250 service credit toward your next visit.');
    expect(credit).toMatchObject({ offered_amount: 250, offer_kind: 'credit', offer_alternatives: [] });
  });

  it('has no kind and no alternatives without an offer', () => {
    expect(read('We have received your claim and will review it this week.')).toMatchObject({ offered_amount: null, offer_kind: null, offer_alternatives: [] });
    expect(read('Lamentablemente no podemos ofrecer nada.')).toMatchObject({ offer_kind: null, offer_alternatives: [] });
  });

  it('reads no choice in a total said again ("o sea $762.84") or a rough figure ("or so")', () => {
    const restated = read(
      'Además de la factura de Enterprise ($612.84) le vamos a poner $150 de crédito para servicio o accesorios, o sea $762.84 en total. Esta es nuestra posición final.',
    );
    expect(restated).toMatchObject({ offered_amount: 762.84, offer_alternatives: [] });
  });
});
