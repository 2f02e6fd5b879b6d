import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
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

type DocClass = new () => object;

/**
 * A class OpenAPI can name and extend (IntersectionType, PickType) whose properties are described
 * by a zod schema: each property's JSON schema, required as the schema requires it.
 */
export function zodDocClass(name: string, schema: ZodTypeAny): DocClass {
  const described = zodOpenApiSchema(schema) as SchemaObject & { properties?: Record<string, SchemaObject>; required?: string[] };
  const doc = { [name]: class {} }[name];
  for (const [property, propertySchema] of Object.entries(described.properties ?? {})) {
    const required = described.required?.includes(property) ?? false;
    // A nested object keeps its own list of required fields; the property's own say is then `selfRequired` (as Nest names it).
    const nested = Array.isArray((propertySchema as { required?: unknown }).required);
    ApiProperty({ ...(propertySchema as object), ...(nested ? { selfRequired: required } : { required }) } as ApiPropertyOptions)(doc.prototype, property);
  }
  return doc;
}
