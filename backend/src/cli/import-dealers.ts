import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { runMigrations } from '../database/run-migrations';
import { importDirectory } from '../modules/dealerships/dealer-directory';
import { loadConfig } from '../config/config.schema';

/**
 * `npm run dealers:import -- dealers.csv`: loads a dealer directory into the database the app
 * uses (DATABASE_URL, or the embedded one under DATA_DIR while the app is stopped).
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run dealers:import -- <file.csv>\nColumns: name,address,city,state,zip,phone,email,website,lat,lng,makes,services');
    process.exit(2);
  }
  const config = loadConfig();
  const database = config.databaseUrl
    ? { url: config.databaseUrl, embedded: false, close: () => Promise.resolve() }
    : await startEmbeddedPostgres(config.dataDir);
  const dataSource = new DataSource(dataSourceOptions(database.url, 1));
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, { lock: !database.embedded });
    const result = await importDirectory(dataSource, readFileSync(file, 'utf8'));
    console.log(`Imported ${result.imported} dealers.`);
    for (const { line, problems } of result.refused) console.log(`  line ${line} refused: ${problems.join('; ')}`);
    if (result.refused.length > 0) process.exitCode = 1;
  } finally {
    await dataSource.destroy();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
