import { z } from 'zod';
import { configSchema } from './config.schema';

/**
 * The configuration reference of docs/configuration.md, generated from the config schema: one row
 * per variable, in the schema's order, with its default and the `.describe()` text of its field.
 * `npm run docs:config` writes it between the markers; a spec fails when it differs.
 */

export const CONFIG_REFERENCE_START = '<!-- config:start -->';
export const CONFIG_REFERENCE_END = '<!-- config:end -->';

const shape = configSchema.innerType().shape;
type ConfigVariable = keyof typeof shape;

/** Defaults the schema does not hold as a plain value: worked out at start, or unset on purpose. */
const SHOWN_DEFAULTS: Partial<Record<ConfigVariable, string>> = {
  HOST: 'all interfaces',
  DATABASE_URL: 'unset',
  SESSION_SECRET: 'generated',
  ALLOWED_ORIGINS: 'none',
  REMOTE_ORIGINS: 'none',
  APP_URL: '`http://localhost:$PORT`',
  REDIS_URL: 'unset',
  API_DOCS: '`true` outside production',
  SMTP_URL: 'unset',
  REPLY_DOMAIN: 'unset',
  INBOUND_SECRET: 'unset',
  IMAP_URL: 'unset',
  CHROMIUM_PATH: '`/usr/bin/chromium`',
  OIDC_ISSUER_URL: 'unset',
  OIDC_CLIENT_ID: '—',
  OIDC_CLIENT_SECRET: 'unset',
  WEB_ROOT: 'repository root',
  OPENAI_API_KEY: 'unset',
  OPENAI_BASE_URL: "OpenAI's",
  OPENAI_VISION_MODEL: '`OPENAI_MODEL`',
  WORKER_THREADS: 'cores − 1 (1 to 4)',
  REGISTRATION: '`open` (`verify` in production)',
  WORKER_QUEUES: 'every kind',
  METRICS_TOKEN: 'unset',
  METRICS_PORT: 'unset',
  ADMIN_TOKEN: 'unset',
  VAPID_PUBLIC_KEY: 'generated',
  VAPID_SUBJECT: '`mailto:` + `SUPPORT_EMAIL`',
  PUSH_SERVICE_HOSTS: "the browsers' push services",
  OUTBOUND_ALLOW_LOOPBACK: '`true` outside production',
  OUTBOUND_PRIVATE_HOSTS: 'unset',
};

/** Variables described on the row of the one before them in the schema. */
const SAME_ROW_AS_PREVIOUS: ReadonlySet<ConfigVariable> = new Set<ConfigVariable>(['PUPPETEER_EXECUTABLE_PATH', 'VAPID_PRIVATE_KEY']);

export interface ConfigReferenceRow {
  names: string[];
  shownDefault: string;
  meaning: string;
}

function plainDefault(field: z.ZodTypeAny): string | undefined {
  return field instanceof z.ZodDefault ? `\`${String(field._def.defaultValue())}\`` : undefined;
}

/** The rows of the table, in the schema's order; throws naming a variable that has no description or no default to show. */
export function configReferenceRows(): ConfigReferenceRow[] {
  const rows: ConfigReferenceRow[] = [];
  for (const name of Object.keys(shape) as ConfigVariable[]) {
    if (SAME_ROW_AS_PREVIOUS.has(name)) {
      const previous = rows.at(-1);
      if (!previous) throw new Error(`${name} shares a row, but comes first`);
      previous.names.push(name);
      continue;
    }
    const field: z.ZodTypeAny = shape[name];
    const meaning = field.description;
    if (!meaning) throw new Error(`${name} has no .describe() text in config.schema.ts`);
    const shownDefault = SHOWN_DEFAULTS[name] ?? plainDefault(field);
    if (!shownDefault) throw new Error(`${name} has neither a default in the schema nor one in SHOWN_DEFAULTS`);
    rows.push({ names: [name], shownDefault, meaning });
  }
  return rows;
}

/** The markdown table. */
export function configReferenceTable(): string {
  const lines = ['| variable | default | meaning |', '| --- | --- | --- |'];
  for (const row of configReferenceRows()) {
    lines.push(`| ${row.names.map((name) => `\`${name}\``).join(', ')} | ${row.shownDefault} | ${row.meaning.replace(/\|/g, '\\|')} |`);
  }
  return lines.join('\n');
}

/** `markdown` with the part between the markers replaced by the generated table. */
export function withConfigReference(markdown: string): string {
  const start = markdown.indexOf(CONFIG_REFERENCE_START);
  const end = markdown.indexOf(CONFIG_REFERENCE_END);
  if (start < 0 || end < start) throw new Error(`the markers ${CONFIG_REFERENCE_START} and ${CONFIG_REFERENCE_END} are missing or out of order`);
  return `${markdown.slice(0, start + CONFIG_REFERENCE_START.length)}\n\n${configReferenceTable()}\n\n${markdown.slice(end)}`;
}
