import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useApiForm, type ApiFormFailure, type UseApiFormOptions } from './use-api-form';
import type { FieldKinds, FormFields, FormFieldsOf, FormSchema } from './schema-fields';

/**
 * The schema reads the boxes' raw values (NaN from an empty number box, '' from an empty select,
 * an id as text) and gives what the API takes, so its input type is not the boxes' type: the one
 * cast of every schema-made form says so.
 */
function schemaResolver<S extends FormSchema, Kinds extends FieldKinds<S>>(form: FormFields<S, Kinds>) {
  return zodResolver(form.schema()) as unknown as Resolver<FormFieldsOf<S, Kinds>, unknown, z.output<S>>;
}

export type UseSchemaFormOptions<S extends FormSchema, Kinds extends FieldKinds<S>, Result> = Omit<
  UseApiFormOptions<FormFieldsOf<S, Kinds>, z.output<S>, Result>,
  'resolver'
>;

/**
 * A form made from its schema (see `formFields`): useApiForm with the schema's resolver, built
 * once per form (a rule may move with the date), over the boxes the field kinds describe.
 */
export function useSchemaForm<S extends FormSchema, Kinds extends FieldKinds<S>, Result = unknown>(
  fields: FormFields<S, Kinds>,
  options: UseSchemaFormOptions<S, Kinds, Result>,
) {
  const [resolver] = useState(() => schemaResolver(fields));
  return useApiForm<FormFieldsOf<S, Kinds>, z.output<S>, Result>({ resolver, ...options });
}

/** What a record's add and edit form takes besides its own fields: starting values, button words, the save and what follows it. */
export interface RecordFormProps<Fields, Values> {
  defaultValues: Fields;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the record; the API's messages about fields show under them. */
  submit: (values: Values) => Promise<unknown>;
  onSuccess: () => void;
  /** A failure the fields do not explain. */
  onFailure: (failure: ApiFormFailure) => void;
  cancel: ReactNode;
}
