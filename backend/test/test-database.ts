import { LOCAL_ADMIN_URL, cloneScratchDatabase, createScratchDatabase, dropScratchDatabase } from '../src/database/scratch-database';

/** The server the integration specs use: the local PostgreSQL with trust auth, unless told otherwise. */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? LOCAL_ADMIN_URL;

export const createDatabase = (prefix: string) => createScratchDatabase(ADMIN_DATABASE_URL, prefix);
export const dropDatabase = (name: string) => dropScratchDatabase(ADMIN_DATABASE_URL, name);
export const cloneDatabase = (template: string, suffix: string) => cloneScratchDatabase(ADMIN_DATABASE_URL, template, suffix);
