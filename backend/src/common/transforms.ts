import type { TransformFnParams } from 'class-transformer';

/** An optional field sent as '' or whitespace is absent: null, which clears it on PATCH. */
export const blankToNull = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);
