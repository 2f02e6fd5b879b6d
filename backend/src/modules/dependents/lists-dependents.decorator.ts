import { applyDecorators } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, type ApiOperationOptions } from '@nestjs/swagger';
import { RecordDependentsResponse } from './dto/dependents.response';

/**
 * A GET of what deleting the record takes along: its dependents, or the record's 404. Applied in
 * the order the decorators stacked on a route apply.
 */
export const ListsDependents = (tag: string, operation: ApiOperationOptions, notFound: string) =>
  applyDecorators(ApiNotFoundResponse({ description: notFound }), ApiOkResponse({ type: RecordDependentsResponse }), ApiOperation(operation), ApiTags(tag));
