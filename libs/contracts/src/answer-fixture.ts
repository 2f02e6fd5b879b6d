import { z, type ZodTypeAny } from 'zod';

/**
 * The plainest value a schema allows: null where it is nullable, absent where optional, the first
 * choice of an enum, an empty list, zero, false, and for text the empty string (a date or an
 * instant: a fixed day). Built from the schema, so a field added to an answer needs no fixture.
 */
export function plainestValue(schema: ZodTypeAny): unknown {
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodOptional) return undefined;
  if (schema instanceof z.ZodDefault) return (schema._def.defaultValue as () => unknown)();
  if (schema instanceof z.ZodEffects) return plainestValue(schema._def.schema as ZodTypeAny);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, ZodTypeAny>;
    return Object.fromEntries(Object.entries(shape).flatMap(([key, field]) => (field instanceof z.ZodOptional ? [] : [[key, plainestValue(field)]])));
  }
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodEnum) return (schema.options as unknown[])[0];
  if (schema instanceof z.ZodLiteral) return schema.value as unknown;
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodString) {
    if (schema.isDatetime) return '2025-01-01T10:00:00.000Z';
    if (schema.isDate) return '2025-01-01';
    return '';
  }
  throw new Error(`No plainest value for a ${schema.constructor.name}`);
}

/** A record as an answer's schema describes it: the plainest value of every field, then the values given. */
export function answerFixture<S extends z.AnyZodObject>(schema: S, values: Partial<z.infer<S>> = {}): z.infer<S> {
  return { ...(plainestValue(schema) as z.infer<S>), ...values };
}
