import { Module } from '@nestjs/common';
import { ClaimsModule } from '../claims/claims.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { VisitsModule } from '../visits/visits.module';
import { DeadlineSources } from './deadline-sources.service';

/** The reading of the records with deadlines, for the alert scan and the calendar feed. */
@Module({
  imports: [ClaimsModule, VisitsModule, LemonLawModule, CorrespondenceModule],
  providers: [DeadlineSources],
  exports: [DeadlineSources],
})
export class DeadlinesModule {}
