import { buybackCostsInputSchema } from './buyback';
import { BuybackMessages } from '../lemon-law/buyback-types';

const messages = (body: unknown) => {
  const result = buybackCostsInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('buybackCostsInputSchema', () => {
  it('takes cost lines and a current mileage', () => {
    const body = { lines: [{ kind: 'collateral', label: ' Sales tax ', amount: 3300.5 }], current_mileage: 8000, current_mileage_date: '2026-11-01' };
    expect(buybackCostsInputSchema.parse(body)).toEqual({ ...body, lines: [{ kind: 'collateral', label: 'Sales tax', amount: 3300.5 }] });
    expect(buybackCostsInputSchema.parse({ lines: [], current_mileage: null })).toEqual({ lines: [] });
  });

  it('refuses a negative amount, a date in 1900, a 10 kB label, an unknown kind, too many lines', () => {
    expect(messages({ lines: [{ kind: 'incidental', label: 'Tow', amount: -1 }] })).toEqual([BuybackMessages.amountInvalid]);
    expect(messages({ lines: [], current_mileage_date: '1900-01-01' })).toEqual([BuybackMessages.mileageDateInvalid]);
    expect(messages({ lines: [{ kind: 'incidental', label: 'x'.repeat(10_240), amount: 1 }] })).toEqual([BuybackMessages.labelTooLong]);
    expect(messages({ lines: [{ kind: 'other', label: 'Tow', amount: 1 }] })).toEqual([BuybackMessages.kindInvalid]);
    expect(messages({ lines: Array.from({ length: 51 }, () => ({ kind: 'incidental', label: 'Tow', amount: 1 })) })).toEqual([BuybackMessages.tooManyLines]);
    expect(messages({ lines: [], current_mileage: 1.5 })).toEqual([BuybackMessages.mileageInvalid]);
    expect(messages({ lines: [], extra: 1 })).toHaveLength(1);
  });
});
