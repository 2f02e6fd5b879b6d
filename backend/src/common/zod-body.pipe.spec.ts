import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { emptyToUndefined } from '@dct/contracts';
import { ZodBodyPipe, patchSchemaOf } from './zod-body.pipe';

const schema = () =>
  z.object({
    name: z.string({ required_error: 'Name is required', invalid_type_error: 'Name is required' }).trim().min(1, 'Name is required'),
    note: z.preprocess(emptyToUndefined, z.string().optional()),
    flag: z.preprocess((value) => (value === null ? undefined : value), z.boolean({ invalid_type_error: 'Flag must be true or false' }).optional()),
  });

describe(patchSchemaOf.name, () => {
  const patch = patchSchemaOf(schema());

  it('takes any subset, leaving absent fields absent', () => {
    expect(patch.parse({})).toEqual({});
    expect(patch.parse({ flag: true })).toEqual({ flag: true });
  });

  it('clears an optional field sent null, or blank where creating reads blank as absent', () => {
    expect(patch.parse({ note: null, flag: null })).toEqual({ note: null, flag: null });
    expect(patch.parse({ note: '   ' })).toEqual({ note: null });
  });

  it('refuses blank where creating refuses it (a yes/no), and null for a required field, with their messages', () => {
    expect(patch.safeParse({ flag: '' }).error?.issues[0].message).toBe('Flag must be true or false');
    expect(patch.safeParse({ name: null }).error?.issues[0].message).toBe('Name is required');
  });
});

describe(ZodBodyPipe.name, () => {
  it("answers the API's 400: each field's first message, unknown fields named", () => {
    const pipe = new ZodBodyPipe(schema);
    let thrown: unknown;
    try {
      pipe.transform({ name: '', flag: 'yes', extra: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadRequestException);
    expect((thrown as BadRequestException).getResponse()).toEqual({
      statusCode: 400,
      message: 'Name is required; Flag must be true or false; Unknown field: extra',
      error: 'Bad Request',
      errors: { name: ['Name is required'], flag: ['Flag must be true or false'], extra: ['Unknown field: extra'] },
    });
  });

  it("names a nested object's fields by their path, and a list's items by the list", () => {
    const nested = () =>
      z.object({
        dates: z.object({ date_in: z.string({ invalid_type_error: 'Date in is required' }) }).strict(),
        ids: z.array(z.number({ invalid_type_error: 'Ids must be numbers' })),
      });
    let thrown: unknown;
    try {
      new ZodBodyPipe(nested).transform({ dates: { date_in: 1, hours: 3 }, ids: [1, 'x'] });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as BadRequestException).getResponse()).toMatchObject({
      errors: { 'dates.date_in': ['Date in is required'], 'dates.hours': ['Unknown field: dates.hours'], ids: ['Ids must be numbers'] },
    });
  });
});
