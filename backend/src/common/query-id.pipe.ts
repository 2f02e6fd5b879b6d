import { Injectable, type PipeTransform } from '@nestjs/common';
import { InvalidFieldsError } from './domain-errors';
import { MAX_INT4 } from './parse-id.pipe';

/**
 * An optional id in the query string (`?vehicle_id=7`): absent stays absent; anything but a
 * canonical positive decimal id is a 400 with the given message.
 */
@Injectable()
export class OptionalQueryIdPipe implements PipeTransform<unknown, number | undefined> {
  constructor(
    private readonly field: string,
    private readonly message: string,
  ) {}

  transform(value: unknown): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_INT4) {
      throw new InvalidFieldsError({ [this.field]: [this.message] });
    }
    return Number(value);
  }
}
