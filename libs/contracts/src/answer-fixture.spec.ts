import { z } from 'zod';
import { answerFixture, plainestValue } from './answer-fixture';
import { claimDetailSchema, vehicleSchema } from './schemas/answers';

describe('answerFixture', () => {
  it('gives every field of an answer its plainest value, then the values given', () => {
    const vehicle = answerFixture(vehicleSchema, { id: 3, make: 'Toyota' });
    expect(vehicleSchema.strict().parse(vehicle)).toEqual(vehicle);
    expect(vehicle).toMatchObject({ id: 3, make: 'Toyota', model: '', vin: null, condition: 'new', downtime_days: 0, created_at: '2025-01-01T10:00:00.000Z' });
  });

  it('builds nested answers whole, so a detail parses as its schema says', () => {
    expect(claimDetailSchema.safeParse(answerFixture(claimDetailSchema)).success).toBe(true);
  });

  it('leaves optional fields out and takes defaults, and says which schema it cannot fill', () => {
    expect(plainestValue(z.object({ a: z.number().optional(), b: z.string().default('x') }))).toEqual({ b: 'x' });
    expect(() => plainestValue(z.map(z.string(), z.string()))).toThrow('No plainest value for a ZodMap');
  });
});
