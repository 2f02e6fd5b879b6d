import { ConfigError, loadConfig, type AppConfig } from './config/config.schema';
import { createApp } from './bootstrap';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const running = await createApp(config);
  const { app, logger } = running;
  await app.listen(config.port, config.host ?? '::');
  logger.info(`Downtime Claim Tracker is running at http://localhost:${config.port}`);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      logger.info({ signal }, 'Shutting down');
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
