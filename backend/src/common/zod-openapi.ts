import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

// Declared once with plain types: inferring zodToJsonSchema's generic for each schema is too deep for tsc.
const toJsonSchema = zodToJsonSchema as unknown as (schema: ZodTypeAny, options: { target: 'openApi3'; $refStrategy: 'none' }) => object;

/** OpenAPI's picture of an answer checked by a zod schema: the schema itself is the one description. */
export function zodOpenApiSchema(schema: ZodTypeAny): SchemaObject {
  const { $schema: _ignored, ...openApi } = toJsonSchema(schema, { target: 'openApi3', $refStrategy: 'none' }) as SchemaObject & { $schema?: string };
  return openApi;
}
