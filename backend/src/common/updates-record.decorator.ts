import { Patch, applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';

/**
 * PATCH of one record (the path names it): a body of `input`'s shape (every field optional), 200 with
 * the changed record as `answer`, or 404 with `notFound`. Applied in the order the decorators
 * stacked on a route apply.
 */
export const UpdatesRecord = (path: string, answer: Type<unknown>, input: Type<unknown>, notFound: string) =>
  applyDecorators(ApiBody({ type: input }), ApiNotFoundResponse({ description: notFound }), ApiOkResponse({ type: answer }), Patch(path));
