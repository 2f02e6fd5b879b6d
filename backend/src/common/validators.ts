import { Transform } from 'class-transformer';
import { IsEmail, MaxLength, type ValidationOptions, ValidateIf, registerDecorator } from 'class-validator';
import { EMAIL_MAX_LENGTH, isIsoDate, isMoneyAmount } from '@dct/contracts';
import { trimmed } from './transforms';

/** A dollar amount that fits numeric(12,2): non-negative, at most two decimals. */
export function IsMoney(options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isMoney',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'number' && isMoneyAmount(value) },
    });
}

/** A real calendar day written YYYY-MM-DD. */
export function IsIsoDate(options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isIsoDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) },
    });
}

/** An integer between bounds computed when the request arrives (a year bound moves with the calendar). */
export function IsIntBetween(bounds: () => { min: number; max: number }, message: () => string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isIntBetween',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate: (value: unknown) => {
          const { min, max } = bounds();
          return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
        },
      },
    });
}

/** On PATCH a field may be left out, but a required field may not be set to null. */
export const ValidateWhenPresent = () => ValidateIf((_object, value) => value !== undefined);

/**
 * Applies validation rules in the order written: class-validator runs a property's rules in
 * the order they were registered, which for stacked decorators is bottom to top. With
 * `stopAtFirstError`, the first rule listed here that fails is the message the user sees.
 */
export function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyName) => {
    for (const rule of rules) rule(target, propertyName);
  };
}

/** Text that is present and not blank (after trimming). */
export function IsFilledText(options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isFilledText',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
    });
}

/** A trimmed, present, well-formed email address of at most 254 characters. */
export function EmailAddressRules(messages: { required: string; invalid: string }): PropertyDecorator {
  return Rules(
    Transform(trimmed),
    IsFilledText({ message: messages.required }),
    MaxLength(EMAIL_MAX_LENGTH, { message: messages.invalid }),
    IsEmail({}, { message: messages.invalid }),
  );
}
