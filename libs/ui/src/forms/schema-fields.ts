import type { z } from 'zod';
import { baseRuleOf } from '@dct/contracts';

// A form's fields, read off its zod schema: the schema's keys are the form's values and the
// PATCH's fields, and each field's kind of box follows from its kind of value unless the form
// says otherwise, so a field added to the schema is in the form, its values and its PATCH, or
// the compiler names what is missing (its value in the record the edit form starts from). Apart
// from the hook, so pages can build a form's starting values before react-hook-form has loaded.

/** A form schema from @dct/contracts: an object, possibly refined (`.superRefine`) as a whole. */
export type FormSchema = z.AnyZodObject | z.ZodEffects<z.AnyZodObject>;

/** The fields of a form schema (the keys of its object). */
export type SchemaField<S extends FormSchema> = keyof (S extends z.ZodEffects<infer Inner extends z.AnyZodObject>
  ? Inner['shape']
  : S extends z.AnyZodObject
    ? S['shape']
    : never) &
  string;

/**
 * What kind of box holds a field, which fixes what the box holds before the schema parses it:
 * `text` (inputs, dates, selects of words): text, '' when empty; `number` (valueAsNumber): a
 * number, undefined when empty (NaN once emptied); `checkbox`: true or false; `id-select`: a
 * select box of ids, the id as text, '' for none; `id-picker`: a picker that keeps the id as a
 * number, '' for none; `choice`: a select of a required choice, holding one of the schema's
 * values (a new form says which).
 */
export interface FieldKindValues {
  text: string;
  number: number | undefined;
  checkbox: boolean;
  'id-select': string;
  'id-picker': number | '';
  choice: never;
}
export type FieldKind = keyof FieldKindValues;

/** Every field of the schema and its kind of box. */
export type FieldKinds<S extends FormSchema> = Record<SchemaField<S>, FieldKind>;

/** The box a value takes unless the form says otherwise: a number box for a number, a checkbox for a flag, else text. */
export type DefaultKind<Value> = [Exclude<Value, undefined | null>] extends [number]
  ? 'number'
  : [Exclude<Value, undefined | null>] extends [boolean]
    ? 'checkbox'
    : 'text';

/** The kinds a form's fields take: the ones the form names, and each other field's default kind. */
export type KindsOf<S extends FormSchema, Named> = {
  [Field in SchemaField<S>]: Field extends keyof Named ? Exclude<Named[Field], undefined> : DefaultKind<z.output<S>[Field & keyof z.output<S>]>;
};

/** What the form's boxes hold, field by field, as the kinds say (a choice: the schema's own type). */
export type FormFieldsOf<S extends FormSchema, Kinds extends FieldKinds<S>> = {
  -readonly [Field in keyof Kinds]: Kinds[Field] extends 'choice' ? z.output<S>[Field & keyof z.output<S>] : FieldKindValues[Kinds[Field]];
};

/** The fields whose box holds a choice: a new form must say which. */
export type ChoiceFields<Kinds> = { [Field in keyof Kinds]: Kinds[Field] extends 'choice' ? Field : never }[keyof Kinds];

/** What a new form starts with: any field's value, and each choice's. */
export type StartValues<S extends FormSchema, Kinds extends FieldKinds<S>> = Partial<FormFieldsOf<S, Kinds>> &
  Pick<FormFieldsOf<S, Kinds>, ChoiceFields<Kinds>>;

/** What a form made by `formFields` holds: `FieldValuesOf<typeof vehicleFields>`. */
export type FieldValuesOf<Form> = Form extends FormFields<infer S, infer Kinds> ? FormFieldsOf<S, Kinds> : never;

/** A PATCH of the form's fields: each field the schema gives, an optional one cleared as null (which clears it on the server). */
export type PatchOfValues<Values, Field extends keyof Values> = {
  [K in Field]: undefined extends Values[K] ? Exclude<Values[K], undefined> | null : Values[K];
};

const EMPTY: { [Kind in FieldKind]: FieldKindValues[Kind] | undefined } = {
  text: '',
  number: undefined,
  checkbox: false,
  'id-select': '',
  'id-picker': '',
  choice: undefined,
};

/** A stored value (null when absent) as its kind of box shows it. */
function toBox(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return EMPTY[kind];
  switch (kind) {
    case 'text':
    case 'id-select':
      // An id or a number kept in a text box; anything else is shown as stored, for the schema to judge.
      return typeof value === 'number' ? String(value) : value;
    case 'number':
    case 'id-picker':
      return Number(value);
    case 'checkbox':
      return Boolean(value);
    case 'choice':
      return value;
  }
}

/** The object schema under a refinement (`z.object(...).superRefine(...)`). */
export function objectOf(schema: FormSchema): { shape: z.ZodRawShape } {
  return 'shape' in schema ? schema : schema.innerType();
}

/** The box a rule's value takes by default (DefaultKind, read off the rule itself). */
export function defaultKindOf(rule: z.ZodTypeAny): FieldKind {
  const kind = (baseRuleOf(rule).base._def as { typeName?: string }).typeName;
  return kind === 'ZodNumber' ? 'number' : kind === 'ZodBoolean' ? 'checkbox' : 'text';
}

/** The schema's fields, in its order: the list a form and its PATCH are made of. */
export function schemaFields<S extends FormSchema>(schema: S): Array<SchemaField<S>> {
  return Object.keys(objectOf(schema).shape);
}

/** A form's fields, made by `formFields`: its schema, the kind of each box, and the values and PATCH made from them. */
export interface FormFields<S extends FormSchema, Kinds extends FieldKinds<S>> {
  /** The schema (built afresh for each form when given as a function: a rule may move with the date). */
  schema: () => S;
  /** Every field of the schema, in its order. */
  fields: ReadonlyArray<SchemaField<S>>;
  kinds: Kinds;
  /** An empty form: each box empty for its kind, but for the starting values given (each choice's among them). */
  empty: (...start: [ChoiceFields<Kinds>] extends [never] ? [start?: StartValues<S, Kinds>] : [start: StartValues<S, Kinds>]) => FormFieldsOf<S, Kinds>;
  /** The form for a stored record: each field's value as its box shows it (null: empty), but for the overrides given. */
  fromRecord: (record: Record<SchemaField<S>, unknown>, overrides?: Partial<FormFieldsOf<S, Kinds>>) => FormFieldsOf<S, Kinds>;
  /** The PATCH of an edit: every field, as parsed, a cleared one as null. */
  patch: (values: z.output<S>) => PatchOfValues<z.output<S>, SchemaField<S> & keyof z.output<S>>;
}

/**
 * A form's fields from its schema: the list of fields is the schema's, and each field's kind of
 * box its value's (DefaultKind) but for the kinds `named` gives (fields of the schema only).
 */
export function formFields<S extends FormSchema, const Named extends Partial<FieldKinds<S>> = Record<never, never>>(
  schema: S | (() => S),
  named: Named & Record<Exclude<keyof Named, SchemaField<S>>, never> = {} as Named & Record<Exclude<keyof Named, SchemaField<S>>, never>,
): FormFields<S, KindsOf<S, Named>> {
  type Kinds = KindsOf<S, Named>;
  const build = typeof schema === 'function' ? schema : () => schema;
  // Only the keys and kinds of value are read here; a form builds its own schema for its rules.
  const { shape } = objectOf(build());
  const fields = schemaFields(build());
  const kinds = Object.fromEntries(
    fields.map((field) => [field, (named as Partial<Record<string, FieldKind>>)[field] ?? defaultKindOf(shape[field])]),
  ) as Kinds;
  const fill = (valueOf: (field: SchemaField<S>) => unknown) =>
    Object.fromEntries(fields.map((field) => [field, toBox(kinds[field], valueOf(field))])) as FormFieldsOf<S, Kinds>;
  return {
    schema: build,
    fields,
    kinds,
    empty: (...[start]) => ({ ...fill(() => undefined), ...start }),
    fromRecord: (record, overrides = {}) => ({ ...fill((field) => record[field]), ...overrides }),
    patch: (values) => patchOf(build(), values),
  };
}

/**
 * The PATCH of an edit: every field of `schema` (the form's, or the part of it an edit may
 * change), each as parsed, a cleared one as null so the server clears it too.
 */
export function patchOf<S extends FormSchema, Values extends Partial<Record<SchemaField<S>, unknown>>>(
  schema: S,
  values: Values,
): PatchOfValues<Values, SchemaField<S> & keyof Values> {
  return Object.fromEntries(schemaFields(schema).map((field) => [field, values[field] ?? null])) as PatchOfValues<Values, SchemaField<S> & keyof Values>;
}
