import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { VehiclesModule } from '../vehicles/vehicles.module';
import { CorrespondenceEntryEntity } from './correspondence-entry.entity';
import { CorrespondenceService } from './correspondence.service';

/**
 * A vehicle's correspondence log and its deadlines: the owner's entries (its table), merged with
 * the claims' mails and replies (read from their tables), and the lemon-law watch the deadlines
 * start from. Its routes (/api/vehicles/:id/correspondence) are VehicleRoutesModule's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CorrespondenceEntryEntity]), VehiclesModule, LemonLawModule],
  providers: [CorrespondenceService],
  exports: [CorrespondenceService],
})
export class CorrespondenceModule {}
