import { Global, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Server } from 'node:http';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { startMetricsServer } from './metrics-http';
import { Metrics } from './metrics.service';
import { QueueGauges } from './queue-gauges';

/** The METRICS_PORT listener: opened once the app is up (a worker has no other socket), closed on shutdown. */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metrics?.port;
    if (port === undefined) return;
    this.server = await startMetricsServer(this.metrics, port, this.config.host);
    this.logger.log(`Metrics at http://localhost:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Prometheus metrics for every module (inject `Metrics` to record work); served as configured (metrics-http.ts). */
@Global()
@Module({ providers: [Metrics, QueueGauges, MetricsServer], exports: [Metrics, QueueGauges] })
export class MetricsModule {}
