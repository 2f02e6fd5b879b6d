import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { InFlightRequests } from '../../infra/web/in-flight-requests';
import { databaseAnswers } from './database-probe';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inFlight: InFlightRequests,
  ) {}

  /**
   * Healthy means the database answers and the server is not stopping; a load balancer can route
   * on it. It answers within 2 s (HEALTH_ANSWER_MS) whatever the database does.
   */
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ description: 'The database is not reachable' })
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    if (this.inFlight.isDraining) throw new ServiceUnavailableException('The server is shutting down');
    if (!(await databaseAnswers(this.dataSource))) throw new ServiceUnavailableException('The database is not reachable');
    return { status: 'ok', database: 'up' };
  }
}
