import { Module } from '@nestjs/common';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitsModule } from '../visits/visits.module';
import { LemonLawController } from './lemon-law.controller';
import { LemonLawService } from './lemon-law.service';

/** Lemon-law watch for a vehicle. It owns no table: it reads the owner's vehicle and visits through their services. */
@Module({
  imports: [VehiclesModule, VisitsModule],
  controllers: [LemonLawController],
  providers: [LemonLawService],
})
export class LemonLawModule {}
