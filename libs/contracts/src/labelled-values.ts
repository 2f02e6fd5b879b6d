/**
 * A closed set of values and the words each is shown in, written once as `{ value: 'Label' }`:
 * `values` lists them in the order written (what a select shows and what `z.enum` takes),
 * `labels` gives each one's words.
 */
export function labelledValues<Value extends string>(labels: Record<Value, string>): { values: readonly [Value, ...Value[]]; labels: Record<Value, string> } {
  // Object.keys keeps the written order for keys that are not array indexes, as every value here is.
  return { values: Object.keys(labels) as unknown as readonly [Value, ...Value[]], labels };
}
