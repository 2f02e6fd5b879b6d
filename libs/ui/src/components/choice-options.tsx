/**
 * The options of a native select over a fixed set of values: each with its label, and first an
 * empty choice when `empty` names it ('Not specified', 'All Statuses').
 */
export function ChoiceOptions<Value extends string>({ values, labels, empty }: { values: readonly Value[]; labels?: Record<Value, string>; empty?: string }) {
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
