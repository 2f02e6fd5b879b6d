import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType, ZodTypeDef } from 'zod';
import { InvalidFieldsError } from './domain-errors';

/**
 * A whole query string checked with a schema from contracts (the same rules the page uses):
 * each failing parameter gets its message, unknown parameters are refused like unknown body fields.
 */
@Injectable()
export class ZodQueryPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T, ZodTypeDef, unknown>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const fields = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'query')];
      for (const field of fields) (errors[field] ??= []).push(issue.code === 'unrecognized_keys' ? `Unknown field: ${field}` : issue.message);
    }
    throw new InvalidFieldsError(errors);
  }
}
