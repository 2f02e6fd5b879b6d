/**
 * Points this jest worker's spec files at its own copy of the run's database (global-setup.ts
 * made one per worker): worker n takes the n-th.
 */
const urls = JSON.parse(process.env.TEST_DATABASE_URLS ?? '[]') as string[];
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (urls.length > 0) process.env.TEST_DATABASE_URL = urls[(worker - 1) % urls.length];
