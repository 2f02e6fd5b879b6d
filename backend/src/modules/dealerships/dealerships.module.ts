import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealerEntity } from './dealer.entity';
import { DealersController } from './dealers.controller';
import { DealersService } from './dealers.service';
import { DemoDirectory } from './demo-directory';

/** The dealer directory, dealers owners add, and (later) the dealership search. */
@Module({
  imports: [TypeOrmModule.forFeature([DealerEntity])],
  controllers: [DealersController],
  providers: [DealersService, DemoDirectory],
  exports: [DealersService],
})
export class DealershipsModule {}
