import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VehicleBuybackCostsEntity } from './buyback-costs.entity';
import { BuybackService } from './buyback.service';

/**
 * The lemon-law buyback estimate: it owns the vehicles' buyback costs and reads the vehicle and
 * its visits through their services. Its routes (/api/vehicles/:id/buyback) are VehicleRoutesModule's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([VehicleBuybackCostsEntity]), VehiclesModule, LemonLawModule],
  providers: [BuybackService],
  exports: [BuybackService],
})
export class BuybackModule {}
