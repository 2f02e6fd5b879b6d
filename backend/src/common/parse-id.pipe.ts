import { Injectable, type PipeTransform } from '@nestjs/common';
import { MAX_ROW_ID } from '@dct/contracts';
import { NotFoundError } from './domain-errors';

/** The largest id a serial column holds. */
export const MAX_INT4 = MAX_ROW_ID;

/**
 * Turns a path id into a number. Anything that cannot be a row id answers the same 404 as a
 * row that does not exist, so ids reveal nothing.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_INT4) throw new NotFoundError(this.notFoundMessage);
    return Number(value);
  }
}
