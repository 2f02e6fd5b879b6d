import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealershipsModule } from '../dealerships/dealerships.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { VisitEntity } from './visit.entity';
import { VisitChangeEntity } from './visit-change.entity';
import { VisitsController } from './visits.controller';
import { VisitsService } from './visits.service';

@Module({
  imports: [TypeOrmModule.forFeature([VisitEntity, VisitChangeEntity]), VehiclesModule, DealershipsModule],
  controllers: [VisitsController],
  providers: [VisitsService],
  exports: [VisitsService],
})
export class VisitsModule {}
