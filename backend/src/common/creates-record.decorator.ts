import { Post, applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { Idempotent } from './idempotency/idempotent.decorator';

/**
 * POST on a collection: creates one record from a body of `input`'s shape (idempotent) and answers
 * it (201). Applied in the order the decorators stacked on a route apply.
 */
export const CreatesRecord = (created: Type<unknown>, input: Type<unknown>, description?: string) =>
  applyDecorators(ApiBody({ type: input }), ApiCreatedResponse({ type: created, ...(description && { description }) }), Idempotent(), Post());
