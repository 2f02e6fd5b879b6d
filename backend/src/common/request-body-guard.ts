import type { NextFunction, Request, Response } from 'express';
import { CASE_PACKET_MAX_EXHIBITS, CasePacketMessages, RequestMessages, type ApiErrorBody } from '@dct/contracts';

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

/**
 * A list of ids a route's body may carry beyond the field budget: plain values, so validating them
 * stays linear. More than `max` is answered 413 with the route's own sentence, before anything else.
 */
interface LongList {
  method: string;
  path: RegExp;
  field: string;
  max: number;
  tooMany: (count: number) => string;
}

const LONG_LISTS: readonly LongList[] = [
  {
    method: 'POST',
    path: /^\/api\/vehicles\/[^/]+\/case-packet$/,
    field: 'exhibits',
    max: CASE_PACKET_MAX_EXHIBITS,
    tooMany: CasePacketMessages.tooManyExhibits,
  },
];

/** The body with a route's long list of plain values left out of the count, or the 413 it earns. */
function withoutLongList(req: Request): { body: unknown; tooLarge?: string } {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { body };
  const path = `${req.baseUrl}${req.path}`;
  const rule = LONG_LISTS.find((list) => list.method === req.method && list.path.test(path));
  const list = rule && (body as Record<string, unknown>)[rule.field];
  if (!rule || !Array.isArray(list)) return { body };
  if (list.length > rule.max) return { body, tooLarge: rule.tooMany(list.length) };
  const plain = list.every((item) => item === null || typeof item !== 'object');
  return { body: plain ? { ...body, [rule.field]: [] } : body };
}

/** Express middleware: a body or query string with a problem is answered 400 before validation or any handler. */
export function requestBodyGuard(req: Request, res: Response, next: NextFunction): void {
  const { body: counted, tooLarge } = withoutLongList(req);
  if (tooLarge) {
    const answer: ApiErrorBody = { statusCode: 413, message: tooLarge, error: 'Payload Too Large' };
    res.status(413).json(answer);
    return;
  }
  const problem = findBodyProblem(req.query) ?? findBodyProblem(counted);
  if (!problem) return next();
  const body: ApiErrorBody = {
    statusCode: 400,
    message: problem.message,
    error: 'Bad Request',
    ...(problem.field ? { errors: { [problem.field]: [problem.message] } } : {}),
  };
  res.status(400).json(body);
}
