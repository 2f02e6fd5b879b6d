import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { baseRuleOf } from '@dct/contracts';
import { FormField, Input, Select } from '../components/form-controls';
import { objectOf, type FieldKinds, type FormFields, type FormFieldsOf, type FormSchema, type SchemaField } from './schema-fields';

/*
 * The boxes of the fields a form does not lay out itself, made from their rules: a field the
 * schema gains has a box (text, a number box, a day, a select of its choices, a checkbox) with
 * its label before anyone writes one, so it is never in the PATCH without a way to edit it.
 */

export interface SchemaBoxesProps<S extends FormSchema, Kinds extends FieldKinds<S>> {
  fields: FormFields<S, Kinds>;
  form: UseFormReturn<FormFieldsOf<S, Kinds>, unknown, z.output<S>>;
  /** Every field's label (a field without one does not compile). */
  labels: Record<SchemaField<S>, string>;
  /** The fields the form lays out itself. */
  laidOut: ReadonlyArray<SchemaField<S>>;
  /** A choice's words, by the choice (its value when absent). */
  choiceLabels?: Partial<Record<string, string>>;
}

export function SchemaBoxes<S extends FormSchema, Kinds extends FieldKinds<S>>({
  fields,
  form,
  labels,
  laidOut,
  choiceLabels = {},
}: SchemaBoxesProps<S, Kinds>) {
  const { shape } = objectOf(fields.schema());
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  return (
    <>
      {fields.fields
        .filter((field) => !laidOut.includes(field))
        .map((field) => {
          const path = field as unknown as Path<FormFieldsOf<S, Kinds>>;
          const kind = fields.kinds[field];
          const { base, day, optional } = baseRuleOf(shape[field]);
          const options =
            (base._def as { typeName?: string; values?: readonly string[] }).typeName === 'ZodEnum'
              ? (base._def as { values: readonly string[] }).values
              : null;
          let box;
          if (kind === 'number') box = <Input type="number" inputMode="decimal" step="any" {...form.register(path, { valueAsNumber: true })} />;
          else if (kind === 'checkbox') box = <input type="checkbox" className="checkbox" {...form.register(path)} />;
          else if (kind !== 'text') throw new Error(`The form lays out the ${kind} box of ${field} itself: name it in laidOut`);
          else if (options)
            box = (
              <Select {...form.register(path)}>
                {optional && <option value="">Not specified</option>}
                {options.map((option) => (
                  <option key={option} value={option}>
                    {choiceLabels[option] ?? option}
                  </option>
                ))}
              </Select>
            );
          else box = <Input type={day ? 'date' : 'text'} autoComplete="off" {...form.register(path)} />;
          return (
            <FormField key={field} label={labels[field]} error={errors[field]?.message}>
              {box}
            </FormField>
          );
        })}
    </>
  );
}
