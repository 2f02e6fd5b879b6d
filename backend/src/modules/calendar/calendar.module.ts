import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeadlinesModule } from '../deadlines/deadlines.module';
import { CalendarController } from './calendar.controller';
import { CalendarEventEntity, CalendarFeedEntity } from './calendar-feed.entity';
import { CalendarService } from './calendar.service';

/**
 * The per-owner iCalendar feed of every deadline the app knows. It reads claims, visits and the
 * lemon-law watch and the correspondence log's deadlines as the alert scan does (DeadlineSources), with the alert rules' day computations.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarFeedEntity, CalendarEventEntity]), DeadlinesModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
