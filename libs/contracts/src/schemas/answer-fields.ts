import { z } from 'zod';
import { baseRuleOf } from '../fields';

/*
 * A record's stored fields as its answer shows them, read off the form schema that writes them:
 * a field the form gains is in the answer too (its OpenAPI description, its contract type), so
 * it is written once. The answer keeps the kind of value, not the form's rules: what was stored
 * under an older limit is still a valid answer. An optional field is null when absent.
 */

/** The value an answer holds for a form field's output: absent (undefined) becomes null. */
export type AnswerValue<T> = undefined extends T ? Exclude<T, undefined> | null : T;

export type AnswerFieldsOf<Shape extends z.ZodRawShape> = { [Field in keyof Shape]: z.ZodType<AnswerValue<z.output<Shape[Field]>>> };

function answerFieldOf(rule: z.ZodTypeAny): z.ZodTypeAny {
  const { base, optional, description, day } = baseRuleOf(rule);
  let field: z.ZodTypeAny;
  if (base instanceof z.ZodString) field = day ? z.string().date() : z.string();
  else if (base instanceof z.ZodNumber) field = base.isInt ? z.number().int() : z.number();
  else if (base instanceof z.ZodEnum) field = z.enum(base.options as [string, ...string[]]);
  else if (base instanceof z.ZodBoolean) field = z.boolean();
  else throw new Error(`No answer field for a ${base.constructor.name}: write this field in the answer by hand`);
  if (optional) field = field.nullable();
  return description === undefined ? field : field.describe(description);
}

/** The answer's fields for every field of a form schema's shape. */
export function answerFieldsOf<Shape extends z.ZodRawShape>(shape: Shape): AnswerFieldsOf<Shape> {
  return Object.fromEntries(Object.entries(shape).map(([field, rule]) => [field, answerFieldOf(rule)])) as AnswerFieldsOf<Shape>;
}
