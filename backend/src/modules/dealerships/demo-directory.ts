import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { importDirectory, readDemoDirectory } from './dealer-directory';

/**
 * The embedded default (no DATABASE_URL) starts with the sample directory (made-up dealers in
 * real US cities), so a new owner can record a visit or search for dealerships at once. A server database gets its directory from `npm run dealers:import`.
 */
@Injectable()
export class DemoDirectory implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoDirectory.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.databaseUrl) return;
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM dealers WHERE household_id IS NULL');
    if (count > 0) return;
    const result = await importDirectory(this.dataSource, readDemoDirectory());
    this.logger.log(`Loaded the demo dealer directory (${result.imported} dealers)`);
  }
}
