import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, FormState, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { ChoiceOptions } from '../components/choice-options';
import { FormField, Input, Select, Textarea, type FormFieldProps } from '../components/form-controls';

export interface FormBoxProps<Values extends FieldValues> {
  form: { register: UseFormRegister<Values>; formState: FormState<NoInfer<Values>> };
  name: NoInfer<Path<Values>>;
  /** How the box's value is read ({ valueAsNumber: true }, say). */
  rules?: NoInfer<RegisterOptions<Values, Path<Values>>>;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's class (its place in the form's grid), not the box's. */
  className?: string;
}

/**
 * A field of a react-hook-form form made of `Box`: the label (and hint) over the box, the box
 * registered under the field's name with the rest of its attributes, and the field's error under it.
 */
function registeredBox<Attributes extends object>(Box: ComponentType<Attributes>) {
  return function FormBox<Values extends FieldValues>({
    form,
    name,
    rules,
    label,
    hint,
    className,
    ...attributes
  }: FormBoxProps<Values> & Omit<Attributes, 'name' | 'className' | 'form'>) {
    const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
    const box = { ...attributes, ...form.register(name, rules) } as unknown as Attributes;
    return (
      <FormField label={label} hint={hint} className={className} error={errors[name]?.message}>
        {(<Box {...box} />) as FormFieldProps['children']}
      </FormField>
    );
  };
}

export const FormInput = registeredBox(Input);
export const FormTextarea = registeredBox(Textarea);
/** A select of the field's choices: its options are the children. */
export const FormSelect = registeredBox(Select);

/** A select of a field's choices, in their words (`labels`), after a first empty one when `empty` names it. */
export function FormChoices<Values extends FieldValues, Choice extends string>({
  values,
  labels,
  empty,
  ...field
}: FormBoxProps<Values> & { values: readonly Choice[]; labels?: Record<Choice, string>; empty?: string }) {
  return (
    <FormSelect {...field}>
      <ChoiceOptions values={values} labels={labels} empty={empty} />
    </FormSelect>
  );
}
