import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiErrorBody } from '@dct/contracts';

/** Flattens class-validator's tree into `{ field: [messages] }`, using the JSON field names. */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).map(([name, message]) => (name === 'whitelistValidation' ? `Unknown field: ${path}` : message));
    if (constraints.length > 0) result[path] = constraints;
    Object.assign(result, fieldErrors(error.children ?? [], path));
  }
  return result;
}

/** The sentence joins the first few fields' messages; `errors` has them all. */
const FIELDS_IN_MESSAGE = 5;

export function validationException(errors: ValidationError[]): BadRequestException {
  return invalidFieldsException(fieldErrors(errors));
}

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

/**
 * Nest's ValidationPipe turns a path or query value into a number with `+value` when the
 * handler's parameter is typed `number`, so `0x1a7`, `423.0` and ` 423` all became 423 before
 * any pipe of ours could refuse them. Here path and query values stay the text that was sent,
 * and the route's own pipe (ParseIdPipe, say) decides what is an id.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/**
 * Unknown fields and wrong types are refused (nothing is coerced implicitly); each field's
 * first failing rule is its message, so "Make is required" is not followed by noise.
 */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    exceptionFactory: validationException,
  });
}
