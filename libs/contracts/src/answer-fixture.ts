import { z, type ZodTypeAny } from 'zod';
import { baseRuleOf } from './fields';

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

/**
 * A value the schema allows that differs from `current`: to see whether something made of a
 * record (a CSV row, a card) changes with each of its fields.
 */
export function anotherValue(schema: ZodTypeAny, current: unknown): unknown {
  if (schema instanceof z.ZodNullable) return current === null ? anotherValue(schema.unwrap() as ZodTypeAny, undefined) : null;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return anotherValue(schema._def.innerType as ZodTypeAny, current);
  if (schema instanceof z.ZodEffects) return anotherValue(schema._def.schema as ZodTypeAny, current);
  if (schema instanceof z.ZodEnum) return (schema.options as unknown[]).find((option) => option !== current);
  if (schema instanceof z.ZodBoolean) return current !== true;
  if (schema instanceof z.ZodNumber) return typeof current === 'number' ? current + 1 : 7;
  if (schema instanceof z.ZodString) {
    if (schema.isDatetime) return current === '2025-02-02T10:00:00.000Z' ? '2025-03-03T10:00:00.000Z' : '2025-02-02T10:00:00.000Z';
    if (schema.isDate) return current === '2025-02-02' ? '2025-03-03' : '2025-02-02';
    return `${typeof current === 'string' ? current : ''}x`;
  }
  throw new Error(`No other value for a ${schema.constructor.name}`);
}

/**
 * A valid value for every field of a form schema, from the kind of value each rule holds (text,
 * a day, a number, a choice, a flag), then the values given for fields whose rules want more (a
 * VIN, an id that must exist): a round trip of every field needs no edit for a new one.
 */
export function formSample<S extends z.AnyZodObject>(schema: S, values: Partial<Record<keyof z.input<S>, unknown>> = {}): Record<string, unknown> {
  const sample = (rule: ZodTypeAny): unknown => {
    const { base, day } = baseRuleOf(rule);
    if (base instanceof z.ZodString) return day ? '2024-03-05' : 'Sample';
    if (base instanceof z.ZodNumber) return base.isInt ? 7 : 12.5;
    if (base instanceof z.ZodEnum) return (base.options as unknown[]).at(-1);
    if (base instanceof z.ZodBoolean) return true;
    throw new Error(`No sample for a ${base.constructor.name}: give one`);
  };
  const shape = schema.shape as Record<string, ZodTypeAny>;
  return { ...Object.fromEntries(Object.keys(shape).map((field) => [field, field in values ? values[field] : sample(shape[field])])) };
}
