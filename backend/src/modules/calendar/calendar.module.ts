import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClaimsModule } from '../claims/claims.module';
import { CorrespondenceModule } from '../correspondence/correspondence.module';
import { LemonLawModule } from '../lemon-law/lemon-law.module';
import { VisitsModule } from '../visits/visits.module';
import { CalendarController } from './calendar.controller';
import { CalendarEventEntity, CalendarFeedEntity } from './calendar-feed.entity';
import { CalendarService } from './calendar.service';

/**
 * The per-owner iCalendar feed of every deadline the app knows. It reads claims, visits and the
 * lemon-law watch and the correspondence log's deadlines through their services, with the alert rules' day computations.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarFeedEntity, CalendarEventEntity]), ClaimsModule, VisitsModule, LemonLawModule, CorrespondenceModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
