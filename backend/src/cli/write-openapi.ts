import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { createOpenApiDocument } from '../app.setup';
import { loadConfig } from '../config/config.schema';

/**
 * Writes the API's OpenAPI document (JSON) to the path given, or to stdout. The application is
 * built in preview mode: its routes and schemas are read without a database, queue or browser.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const database = { url: 'postgres://openapi@127.0.0.1:1/none', maxConnections: 1, embedded: false, close: () => Promise.resolve() };
  const app = await NestFactory.create(AppModule.forRoot(config, database), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix('api');
  const document = `${JSON.stringify(createOpenApiDocument(app), null, 2)}\n`;
  const target = process.argv[2];
  if (target) writeFileSync(target, document);
  else process.stdout.write(document);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
