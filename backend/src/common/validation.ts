import { BadRequestException } from '@nestjs/common';
import type { ApiErrorBody } from '@dct/contracts';

/** The sentence joins the first few fields' messages; `errors` has them all. */
const FIELDS_IN_MESSAGE = 5;

/** The API's 400 for messages per field, whichever validation found them. */
export function invalidFieldsException(byField: Record<string, string[]>): BadRequestException {
  const firsts = Object.values(byField).map((messages) => messages[0]);
  const more = firsts.length - FIELDS_IN_MESSAGE;
  const body: ApiErrorBody = {
    statusCode: 400,
    message: [...firsts.slice(0, FIELDS_IN_MESSAGE), ...(more > 0 ? [`and ${more} more`] : [])].join('; '),
    error: 'Bad Request',
    errors: byField,
  };
  return new BadRequestException(body);
}
