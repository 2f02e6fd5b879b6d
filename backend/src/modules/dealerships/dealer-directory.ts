import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { DataSource, EntityManager } from 'typeorm';
import type { CreateDealerInput } from '@dct/contracts';
import { dealerApiSchema } from '@dct/contracts/schemas';
import { zodFieldErrors } from '../../common/zod-body.pipe';
import { ASSETS_DIR } from '../../common/assets-dir';

/** The sample directory the embedded default starts with (tools/dealers/generate-demo-dealers.mjs). */
export const DEMO_DIRECTORY_CSV = join(ASSETS_DIR, 'demo-dealers.csv');

export const DIRECTORY_COLUMNS = ['name', 'address', 'city', 'state', 'zip', 'phone', 'email', 'website', 'lat', 'lng', 'makes', 'services'] as const;

export interface DirectoryImport {
  imported: number;
  /** Rows refused, by line number of the file, with the reasons. */
  refused: Array<{ line: number; problems: string[] }>;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[;|]/)
    .map((item) => item.trim())
    .filter(Boolean);
/** A coordinate's cell: blank is absent; text that is not a number stays text, for the rule to refuse. */
const number = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  return Number.isNaN(Number(value)) ? value : Number(value);
};

/** One CSV row as the API's dealer input, checked by the same rules as POST /api/dealers. */
function toDealer(row: Record<string, string>): { dealer?: CreateDealerInput; problems: string[] } {
  const parsed = dealerApiSchema.safeParse({
    ...Object.fromEntries(DIRECTORY_COLUMNS.map((column) => [column, row[column]?.trim() || undefined])),
    lat: number(row.lat),
    lng: number(row.lng),
    makes: list(row.makes),
    services: list(row.services),
  });
  if (parsed.success) return { dealer: parsed.data, problems: [] };
  return { problems: Object.values(zodFieldErrors(parsed.error.issues, 'row')).map((messages) => messages[0]) };
}

/**
 * Loads a directory CSV (a header row with DIRECTORY_COLUMNS; makes and services separated by
 * ';'). A row matching a directory dealer on name and ZIP updates it; the rest are added. All
 * valid rows land in one transaction, so an import is never half done.
 */
export async function importDirectory(dataSource: DataSource, csv: string): Promise<DirectoryImport> {
  const rows = parse<Record<string, string>>(csv, {
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
  });
  const refused: DirectoryImport['refused'] = [];
  const dealers: CreateDealerInput[] = [];
  for (const [index, row] of rows.entries()) {
    const { dealer, problems } = toDealer(row);
    if (dealer) dealers.push(dealer);
    else refused.push({ line: index + 2, problems });
  }
  await dataSource.transaction(async (manager) => {
    for (const dealer of dealers) await upsert(manager, dealer);
  });
  return { imported: dealers.length, refused };
}

async function upsert(manager: EntityManager, dealer: CreateDealerInput): Promise<void> {
  const values = DIRECTORY_COLUMNS.map((column) => dealer[column] ?? (column === 'makes' || column === 'services' ? [] : null));
  await manager.query(
    `INSERT INTO dealers (${DIRECTORY_COLUMNS.join(', ')}) VALUES (${DIRECTORY_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (lower(name), (coalesce(zip, ''))) WHERE household_id IS NULL
     DO UPDATE SET ${DIRECTORY_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()`,
    values,
  );
}

export const readDemoDirectory = () => readFileSync(DEMO_DIRECTORY_CSV, 'utf8');
