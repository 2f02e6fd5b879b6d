import { ConfigError, loadConfig, type AppConfig } from './config/config.schema';
import { createApp } from './bootstrap';
import { keepConnectionsAlive } from './infra/web/keep-alive';

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

  const running = await createApp(config.role === 'worker' ? { ...config, serveWeb: false } : config);
  const { app, logger } = running;
  let keepAlive: NodeJS.Timeout | undefined;
  if (config.role === 'worker') {
    // No socket keeps a worker alive; its consumers run until a signal stops it.
    keepAlive = setInterval(() => undefined, 60_000);
    logger.info('Downtime Claim Tracker worker is running (statement PDFs and mail)');
  } else {
    keepConnectionsAlive(app.getHttpServer());
    await app.listen(config.port, config.host ?? '::');
    logger.info(`Downtime Claim Tracker is running at http://localhost:${config.port}${config.role === 'api' ? ' (API only: workers deliver mail)' : ''}`);
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      clearInterval(keepAlive);
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
