import { HttpCode, applyDecorators } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

/**
 * A DELETE that moves the record, with what goes with it, to the trash: 204 with what is in the
 * trash now, or the record's 404. Applied in the order the decorators stacked on a route apply.
 */
export const MovesToTrash = (tag: string, inTrash: string, notFound: string) =>
  applyDecorators(ApiNotFoundResponse({ description: notFound }), ApiNoContentResponse({ description: inTrash }), ApiTags(tag), HttpCode(204));
