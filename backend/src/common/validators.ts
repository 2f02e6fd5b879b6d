import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, type ValidationOptions, registerDecorator } from 'class-validator';
import { charCount } from '@dct/contracts';
import { blankToNull } from './transforms';

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

/**
 * Text of at most `max` characters as PostgreSQL counts them (code points). class-validator's
 * MaxLength does not count variation selectors, so a value it passes could overflow varchar(n).
 */
function MaxChars(max: number, options: ValidationOptions): PropertyDecorator {
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
 * absent.
 */

export const OptionalText = (max: number, messages: { notText: string; tooLong: string }) =>
  Rules(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max }),
    Transform(blankToNull),
    IsOptional(),
    IsString({ message: messages.notText }),
    MaxChars(max, { message: messages.tooLong }),
  );

export const OptionalChoice = (values: readonly string[], invalid: string) =>
  Rules(ApiPropertyOptional({ enum: values, nullable: true }), Transform(blankToNull), IsOptional(), IsIn(values, { message: invalid }));
