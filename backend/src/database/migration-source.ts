/** A migration's file name and class from its name in words ('vehicle color' → `…-vehicle-color.ts`, `VehicleColor…`). */
export function migrationNames(words: string, timestamp: number): { file: string; className: string } {
  const parts = words
    .trim()
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (parts.length === 0) throw new Error('Name the migration in words, e.g. "vehicle color"');
  const className = parts.map((part) => part[0].toUpperCase() + part.slice(1)).join('') + String(timestamp);
  return { file: `${timestamp}-${parts.join('-')}.ts`, className };
}

const statement = (query: string) => `    \`${query.replace(/[`\\]|\$\{/g, (match) => `\\${match}`)}\`,`;

/** The source of a migration that runs `up` and, reverted, `down`, in the folder's own style. */
export function migrationSource(className: string, summary: string, up: string[], down: string[]): string {
  return `import { sqlMigration } from './sql-migration';

/** ${summary} (generated from the entities; read it, add what they do not declare: checks, indexes, data). */
export class ${className} extends sqlMigration({
  up: [
${up.map(statement).join('\n')}
  ],
  down: [
${down.map(statement).join('\n')}
  ],
}) {}
`;
}
