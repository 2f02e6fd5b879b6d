import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * The data source the TypeORM CLI uses (`npm run migrate -w backend`): the server database
 * named by DATABASE_URL. The embedded database migrates itself at start.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set to run migrations from the command line');
export default new DataSource(dataSourceOptions(url, 1));
