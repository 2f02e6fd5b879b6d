import type { ValueTransformer } from 'typeorm';

/** numeric(12,2) arrives from pg as a string; JSON carries dollars as a number. */
export const moneyTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null): number | null => (value === null ? null : Number(value)),
} satisfies ValueTransformer;
