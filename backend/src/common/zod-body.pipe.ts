import { Body, Injectable, type PipeTransform } from '@nestjs/common';
import { z, type ZodIssue, type ZodObject, type ZodRawShape, type ZodTypeAny } from 'zod';
import { invalidFieldsException } from './validation';

/** A field's name: its path's keys up to the first list index ('dates.date_in'; a list's item answers as its list). */
function fieldName(path: readonly (string | number)[]): string {
  const keys: string[] = [];
  for (const segment of path) {
    if (typeof segment !== 'string') break;
    keys.push(segment);
  }
  return keys.join('.');
}

/** Each field's messages in the order zod found them; a field the schema does not have is 'Unknown field: …'. */
export function zodFieldErrors(issues: readonly ZodIssue[], whole: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = fieldName(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = name ? `${name}.${key}` : key;
        (errors[field] ??= []).push(`Unknown field: ${field}`);
      }
    } else (errors[name || whole] ??= []).push(issue.message);
  }
  return errors;
}

/** An optional field sent as null or blank text is cleared. */
const blankIsNull = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value);

/** True when the field takes blank text as absent (a text box left empty), rather than refusing it (a yes/no). */
function readsBlankAsAbsent(field: ZodTypeAny): boolean {
  const blank = field.safeParse('');
  return blank.success && blank.data === undefined;
}

/**
 * A PATCH of what `schema` creates: any subset; an optional field sent as null is cleared (null),
 * and so is one sent blank where creating reads blank as absent; a required one keeps its rule
 * (null is refused with its message).
 */
export function patchSchemaOf<Shape extends ZodRawShape>(schema: ZodObject<Shape>) {
  const fields = Object.entries(schema.shape).map(([name, field]: [string, ZodTypeAny]) => {
    if (!field.isOptional()) return [name, field.optional()];
    return [name, readsBlankAsAbsent(field) ? z.preprocess(blankIsNull, field.nullable()) : field.nullable()];
  });
  return z.object(Object.fromEntries(fields) as ZodRawShape).strict();
}

/**
 * A request body checked with a schema from contracts, the one the form uses: the same rules and
 * messages, refusing unknown fields. `schema` is built per request (a year's bound moves with the
 * calendar); `patch` accepts any subset, null clearing optional fields.
 */
@Injectable()
export class ZodBodyPipe<Shape extends ZodRawShape> implements PipeTransform<unknown, unknown> {
  constructor(
    private readonly schema: () => ZodObject<Shape>,
    private readonly mode: 'create' | 'patch' = 'create',
  ) {}

  transform(value: unknown): unknown {
    const schema = this.mode === 'patch' ? patchSchemaOf(this.schema()) : this.schema().strict();
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    // Each field's first message, as the forms show them and as every other body's validation answers.
    const byField = Object.entries(zodFieldErrors(parsed.error.issues, 'body')).map(([field, messages]) => [field, messages.slice(0, 1)]);
    throw invalidFieldsException(Object.fromEntries(byField) as Record<string, string[]>);
  }
}

/** The request body, checked with `schema` (see ZodBodyPipe): `@ValidBody(() => claimFormSchema) input: CreateClaimInput`. */
export const ValidBody = <Shape extends ZodRawShape>(schema: () => ZodObject<Shape>, mode?: 'create' | 'patch') => Body(new ZodBodyPipe(schema, mode));
