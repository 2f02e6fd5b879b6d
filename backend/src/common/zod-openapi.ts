import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z, type ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

// Declared once with plain types: inferring zodToJsonSchema's generic for each schema is too deep for tsc.
const toJsonSchema = zodToJsonSchema as unknown as (schema: ZodTypeAny, options: { target: 'openApi3'; $refStrategy: 'none' }) => object;

/** OpenAPI's picture of an answer checked by a zod schema: the schema itself is the one description. */
export function zodOpenApiSchema(schema: ZodTypeAny): SchemaObject {
  const { $schema: _ignored, ...openApi } = toJsonSchema(schema, { target: 'openApi3', $refStrategy: 'none' }) as SchemaObject & { $schema?: string };
  return openApi;
}

type DocClass = new () => object;

/** The named classes made so far, and the object schemas they name (by their shape, which `.describe()` and `.nullable()` keep). */
const pending: Array<{ doc: DocClass; schema: ZodTypeAny }> = [];
const docOfShape = new Map<unknown, DocClass>();

/**
 * A class OpenAPI can name, whose properties are described by a zod schema: each property's JSON
 * schema, required as the schema requires it. A property holding an object another named class
 * describes (an answer's vehicle, a claim's documents) refers to that class instead of repeating
 * it. The properties are written when the document is made (`describeZodDocClasses`), once every
 * class is named, so the order in which modules load does not matter.
 */
export function zodDocClass(name: string, schema: ZodTypeAny): DocClass {
  const doc = { [name]: class {} }[name];
  pending.push({ doc, schema });
  if (schema instanceof z.ZodObject) docOfShape.set(schema._def.shape, doc);
  return doc;
}

/** The named class of the object a property holds (through null, optional and arrays), with how it is held. */
function namedObject(schema: ZodTypeAny): { doc: DocClass; nullable: boolean; isArray: boolean } | null {
  let nullable = false;
  let isArray = false;
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodNullable) nullable = true;
    else if (inner instanceof z.ZodOptional) {
      // Optional is said by `required`.
    } else if (inner instanceof z.ZodArray && !isArray) isArray = true;
    else break;
    inner = (inner instanceof z.ZodArray ? inner.element : inner._def.innerType) as ZodTypeAny;
  }
  const doc = inner instanceof z.ZodObject ? docOfShape.get(inner._def.shape) : undefined;
  // An array of nullable objects or similar stays inline: OpenAPI's reference cannot say it.
  return doc && !(isArray && nullable) ? { doc, nullable, isArray } : null;
}

/** Writes the properties of every class made by zodDocClass so far; run before the document is made. */
export function describeZodDocClasses(): void {
  for (const { doc, schema } of pending.splice(0)) {
    const prototype = doc.prototype as object;
    const described = zodOpenApiSchema(schema) as SchemaObject & { properties?: Record<string, SchemaObject>; required?: string[] };
    const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, ZodTypeAny>) : {};
    for (const [property, propertySchema] of Object.entries(described.properties ?? {})) {
      const required = described.required?.includes(property) ?? false;
      const named = shape[property] ? namedObject(shape[property]) : null;
      if (named && named.doc !== doc) {
        const description = (propertySchema as { description?: string }).description;
        ApiProperty({ type: () => named.doc, isArray: named.isArray, nullable: named.nullable, required, ...(description && { description }) })(
          prototype,
          property,
        );
        continue;
      }
      // A nested object keeps its own list of required fields; the property's own say is then `selfRequired` (as Nest names it).
      const nested = Array.isArray((propertySchema as { required?: unknown }).required);
      ApiProperty({ ...(propertySchema as object), ...(nested ? { selfRequired: required } : { required }) } as ApiPropertyOptions)(prototype, property);
    }
  }
}
