import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * Refuses passwords that attackers try first: common and breached passwords, keyboard walks,
 * repeats and the owner's own name or address (zxcvbn-ts with its common dictionary). The
 * dictionary lives on the server only; no page downloads it.
 */
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's scale: 0 and 1 fall to an online attack within hours; 2 needs about a million guesses and more. */
const MIN_SCORE = 2;

export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  return estimator.check(password, userInputs).score < MIN_SCORE;
}

/** A password that is not easy to guess, also given the other fields (name, email) of the same request. */
export function IsHardToGuess(userInputFields: string[], options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isHardToGuess',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown, args) => {
          if (typeof value !== 'string') return false;
          const object = args?.object as Record<string, unknown>;
          const inputs = userInputFields.flatMap((field) => (typeof object[field] === 'string' ? [object[field], ...object[field].split(/[@\s.]+/)] : []));
          return !isGuessablePassword(
            value,
            inputs.filter((input) => input.length > 2),
          );
        },
      },
    });
}
