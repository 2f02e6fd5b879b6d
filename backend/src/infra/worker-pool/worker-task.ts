import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * A function that runs in a worker thread: the compiled file that exports it, its export name,
 * and how long it may take before its thread is ended. Input and output cross the thread
 * boundary by structured clone (Uint8Arrays are moved, not copied, when listed as transferable).
 */
export interface WorkerTask<Input, Output> {
  readonly file: string;
  readonly name: string;
  readonly timeoutMs: number;
  /** Only for the types: a task is called with an Input and answers an Output. */
  readonly __types?: (input: Input) => Output;
}

/**
 * The compiled JavaScript of a task file beside `dirname`. Worker threads load plain
 * JavaScript: the built file in `dist/`, also when the caller runs from TypeScript sources
 * (the tests build the backend first).
 */
export function compiledTaskFile(dirname: string, baseName: string): string {
  const beside = join(dirname, `${baseName}.js`);
  if (existsSync(beside)) return beside;
  const marker = `${sep}src${sep}`;
  const at = dirname.lastIndexOf(marker);
  return at === -1 ? beside : join(`${dirname.slice(0, at)}${sep}dist${sep}${dirname.slice(at + marker.length)}`, `${baseName}.js`);
}

export function workerTask<Input, Output>(file: string, name: string, timeoutMs: number): WorkerTask<Input, Output> {
  return { file, name, timeoutMs };
}
