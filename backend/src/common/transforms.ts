import type { TransformFnParams } from 'class-transformer';

/** Trims strings and leaves every other type for the validators to refuse. */
export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** An optional field sent as '' or whitespace is absent: null, which clears it on PATCH. */
export const blankToNull = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);
