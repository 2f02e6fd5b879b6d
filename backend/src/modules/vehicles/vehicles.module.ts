import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealershipsModule } from '../dealerships/dealerships.module';
import { VehicleEntity } from './vehicle.entity';
import { VehiclesService } from './vehicles.service';

/** The owner's vehicles; their routes are VehicleRoutesModule's. */
@Module({
  imports: [TypeOrmModule.forFeature([VehicleEntity]), DealershipsModule],
  providers: [VehiclesService],
  exports: [VehiclesService],
})
export class VehiclesModule {}
