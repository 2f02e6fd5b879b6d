import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiErrorBody } from '@dct/contracts';

/** Flattens class-validator's tree into `{ field: [messages] }`, using the JSON field names. */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).map(([name, message]) =>
      name === 'whitelistValidation' ? `Unknown field: ${path}` : message,
    );
    if (constraints.length > 0) result[path] = constraints;
    Object.assign(result, fieldErrors(error.children ?? [], path));
  }
  return result;
}

export function validationException(errors: ValidationError[]): BadRequestException {
  const byField = fieldErrors(errors);
  const body: ApiErrorBody = {
    statusCode: 400,
    message: Object.values(byField).map((messages) => messages[0]).join('; '),
    error: 'Bad Request',
    errors: byField,
  };
  return new BadRequestException(body);
}

/**
 * Unknown fields and wrong types are refused (nothing is coerced implicitly); each field's
 * first failing rule is its message, so "Make is required" is not followed by noise.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    exceptionFactory: validationException,
  });
}
