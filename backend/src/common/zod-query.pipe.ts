import { Injectable, type PipeTransform } from '@nestjs/common';
import type { ZodType, ZodTypeDef } from 'zod';
import { InvalidFieldsError } from './domain-errors';
import { zodFieldErrors } from './zod-body.pipe';

/**
 * A whole query string checked with a schema from contracts (the same rules the page uses):
 * each failing parameter gets its messages, unknown parameters are refused like unknown body fields.
 */
@Injectable()
export class ZodQueryPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T, ZodTypeDef, unknown>) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    throw new InvalidFieldsError(zodFieldErrors(parsed.error.issues, 'query'));
  }
}
