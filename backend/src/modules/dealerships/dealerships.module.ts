import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealerEntity } from './dealer.entity';
import { DealersController } from './dealers.controller';
import { DealersService } from './dealers.service';
import { DealershipsController } from './dealerships.controller';
import { DemoDirectory } from './demo-directory';

/** The dealer directory, dealers owners add, and the dealership search. */
@Module({
  imports: [TypeOrmModule.forFeature([DealerEntity])],
  controllers: [DealersController, DealershipsController],
  providers: [DealersService, DemoDirectory],
  exports: [DealersService],
})
export class DealershipsModule {}
