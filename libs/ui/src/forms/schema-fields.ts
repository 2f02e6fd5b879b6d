import type { z } from 'zod';

// A form's fields, read off its zod schema: the schema's keys are the form's values and the
// PATCH's fields, so a field added to the schema is in both, or the compiler names what is
// missing (its input kind here, its value in the record the edit form starts from). Apart from
// the hook, so pages can build a form's starting values before react-hook-form has loaded.

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

/** Every field of the schema and its kind of box: a field left out does not compile. */
export type FieldKinds<S extends FormSchema> = Record<SchemaField<S>, FieldKind>;

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
function objectOf(schema: FormSchema): { shape: z.ZodRawShape } {
  return 'shape' in schema ? schema : schema.innerType();
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
 * A form's fields from its schema and the kind of box of each field. `kinds` must name every
 * field of the schema and no other; the list of fields itself is the schema's.
 */
export function formFields<S extends FormSchema, const Kinds extends FieldKinds<S>>(
  schema: S | (() => S),
  kinds: Kinds & Record<Exclude<keyof Kinds, SchemaField<S>>, never>,
): FormFields<S, Kinds> {
  const build = typeof schema === 'function' ? schema : () => schema;
  // Only the keys are read here; a form builds its own schema for its rules.
  const fields = schemaFields(build());
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
