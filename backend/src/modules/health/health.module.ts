import { Module } from '@nestjs/common';
import { InFlightRequests } from '../../infra/web/in-flight-requests';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [InFlightRequests] })
export class HealthModule {}
