import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, type ValidationOptions, registerDecorator } from 'class-validator';
import { charCount, isIsoDate, isMoneyAmount } from '@dct/contracts';
import { blankToNull, trimmed } from './transforms';

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

/**
 * Text of at most `max` characters as PostgreSQL counts them (code points). class-validator's
 * MaxLength does not count variation selectors, so a value it passes could overflow varchar(n).
 */
export function MaxChars(max: number, options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'maxChars',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && charCount(value) <= max },
    });
}

/*
 * Field rules, one decorator per DTO field: the transform, the checks in the order their
 * messages should win, and the OpenAPI description. Optional fields treat '' and null as
 * absent (null clears them on PATCH).
 */

/** Required text: trimmed, not blank, at most `max` characters. */
export const RequiredText = (max: number, messages: { required: string; tooLong: string }, example?: string) =>
  Rules(
    ApiProperty({ type: String, maxLength: max, example }),
    Transform(trimmed),
    IsFilledText({ message: messages.required }),
    MaxChars(max, { message: messages.tooLong }),
  );

export const OptionalText = (max: number, messages: { notText: string; tooLong: string }) =>
  Rules(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max }),
    Transform(blankToNull),
    IsOptional(),
    IsString({ message: messages.notText }),
    MaxChars(max, { message: messages.tooLong }),
  );

/** Dollars and cents that fit numeric(12,2). */
export const OptionalMoney = (invalid: string) =>
  Rules(
    ApiPropertyOptional({ type: Number, nullable: true, description: 'Dollars', example: 450 }),
    Transform(blankToNull),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: invalid }),
    IsMoney({ message: invalid }),
  );

export const OptionalDate = (invalid: string) =>
  Rules(
    ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2025-01-05' }),
    Transform(blankToNull),
    IsOptional(),
    IsIsoDate({ message: invalid }),
  );

export const OptionalChoice = (values: readonly string[], invalid: string) =>
  Rules(ApiPropertyOptional({ enum: values, nullable: true }), Transform(blankToNull), IsOptional(), IsIn(values, { message: invalid }));

/** A required calendar day, 'YYYY-MM-DD'. */
export const RequiredDate = (messages: { required: string; invalid: string }) =>
  Rules(
    ApiProperty({ type: String, format: 'date', example: '2025-01-05' }),
    Transform(trimmed),
    IsFilledText({ message: messages.required }),
    IsIsoDate({ message: messages.invalid }),
  );
