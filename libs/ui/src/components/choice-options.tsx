import type { SelectHTMLAttributes } from 'react';
import { Select } from './form-controls';

interface ChoiceOptionsProps<Value extends string> {
  values: readonly Value[];
  labels?: Record<Value, string>;
  empty?: string;
}

/**
 * The options of a native select over a fixed set of values: each with its label, and first an
 * empty choice when `empty` names it ('Not specified', 'All Statuses').
 */
export function ChoiceOptions<Value extends string>({ values, labels, empty }: ChoiceOptionsProps<Value>) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </>
  );
}

/** A select's value and its change: '' only with an empty choice. `values` alone say what `Value` is. */
type ChoiceSelectValue<Value extends string> =
  | { empty?: undefined; value: NoInfer<Value>; onChange: (value: NoInfer<Value>) => void }
  | { empty: string; value: NoInfer<Value> | ''; onChange: (value: NoInfer<Value> | '') => void };

/**
 * A native select over a fixed set of values (see `ChoiceOptions`) that gives back the value
 * chosen; other props (a FormField's id and aria attributes) go to the select.
 */
export function ChoiceSelect<Value extends string>({
  values,
  labels,
  empty,
  value,
  onChange,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & Omit<ChoiceOptionsProps<Value>, 'empty'> & ChoiceSelectValue<Value>) {
  // The select offers only `values` (and '' when there is an empty choice).
  const change = onChange as (value: string) => void;
  return (
    <Select {...rest} value={value} onChange={(event) => change(event.target.value)}>
      <ChoiceOptions values={values} labels={labels} empty={empty} />
    </Select>
  );
}
