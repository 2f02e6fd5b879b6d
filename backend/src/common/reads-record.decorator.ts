import { Get, applyDecorators, type Type } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';

/**
 * GET of a record (or what belongs to it) by the id in its path: 200 with `answer`, or 404 with
 * `notFound`. Applied in the order the decorators stacked on a route apply.
 */
export const ReadsRecord = (path: string, answer: Type<unknown> | [Type<unknown>], notFound: string, description?: string) =>
  applyDecorators(ApiNotFoundResponse({ description: notFound }), ApiOkResponse({ type: answer, ...(description && { description }) }), Get(path));
