import type { NextFunction, Request, Response } from 'express';
import { RequestMessages, type ApiErrorBody } from '@dct/contracts';

/** Far above any form of ours, far below what makes validation slow (its cost grows with the square of the keys). */
export const MAX_BODY_FIELDS = 200;
export const MAX_BODY_DEPTH = 20;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Names the object prototype already has: class-transformer would skip or misuse them, so validation never sees them. */
const isPrototypeName = (key: string) => key === 'prototype' || Object.prototype.hasOwnProperty.call(Object.prototype, key);

export interface Problem {
  field?: string;
  message: string;
}

/** Text PostgreSQL cannot store: a NUL character or an unpaired surrogate. Also for the text fields of a multipart form. */
export function textProblem(text: string, field: string | undefined): Problem | undefined {
  if (text.includes('\u0000')) return { field, message: RequestMessages.nulCharacter };
  if (UNPAIRED_SURROGATE.test(text)) return { field, message: RequestMessages.brokenCharacter };
  return undefined;
}

/**
 * Looks over a parsed JSON body before anything transforms it: bounded size and depth,
 * no prototype-ish keys, and text that PostgreSQL can store. Iterative, so a deeply nested body
 * cannot overflow the stack, and stops at the first problem.
 */
export function findBodyProblem(body: unknown): Problem | undefined {
  const pending: Array<{ value: unknown; depth: number; path?: string }> = [{ value: body, depth: 0 }];
  let fields = 0;
  while (pending.length > 0) {
    const { value, depth, path } = pending.pop() as (typeof pending)[number];
    if (typeof value === 'string') {
      const problem = textProblem(value, path);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { message: RequestMessages.tooDeep(MAX_BODY_DEPTH) };
    const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    fields += entries.length;
    if (fields > MAX_BODY_FIELDS) return { message: RequestMessages.tooManyFields(MAX_BODY_FIELDS) };
    for (const [key, item] of entries) {
      const field = path === undefined ? key : `${path}.${key}`;
      if (!Array.isArray(value)) {
        if (isPrototypeName(key)) return { field, message: RequestMessages.unknownField(field) };
        const problem = textProblem(key, field);
        if (problem) return problem;
      }
      pending.push({ value: item, depth: depth + 1, path: field });
    }
  }
  return undefined;
}

/** Express middleware: a body or query string with a problem is answered 400 before validation or any handler. */
export function requestBodyGuard(req: Request, res: Response, next: NextFunction): void {
  const problem = findBodyProblem(req.query) ?? findBodyProblem(req.body);
  if (!problem) return next();
  const body: ApiErrorBody = {
    statusCode: 400,
    message: problem.message,
    error: 'Bad Request',
    ...(problem.field ? { errors: { [problem.field]: [problem.message] } } : {}),
  };
  res.status(400).json(body);
}
