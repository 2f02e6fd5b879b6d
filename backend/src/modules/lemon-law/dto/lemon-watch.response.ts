import { ApiProperty } from '@nestjs/swagger';
import {
  LEMON_WATCH_STATUSES,
  US_STATE_CODES,
  type LemonWatch,
  type LemonWatchRepairAttempts,
  type LemonWatchStatus,
  type LemonWatchSummary,
  type UsStateCode,
} from '@dct/contracts';
import { DAY_KINDS, DAYS_RULES, type DayKind, type DaysRule } from '@dct/contracts/lemon-law';

class LemonWatchRepairAttemptsDoc implements LemonWatchRepairAttempts {
  @ApiProperty({ description: 'As the owner first wrote it; visits naming the same defect (case and spaces aside) are grouped' }) defect: string;
  @ApiProperty({ description: 'Warranty repairs of it begun within the presumption period' }) count: number;
  @ApiProperty({ type: Number, nullable: true, description: "The state's count for it (its safety count when a visit was a safety defect)" })
  threshold: number | null;
  @ApiProperty({ description: 'Any of its visits was marked a safety defect' }) safety: boolean;
}

/** OpenAPI's picture of GET /api/vehicles/{id}/lemon-watch (the type is `LemonWatch` in contracts). */
export class LemonWatchResponse implements LemonWatch {
  @ApiProperty({ enum: US_STATE_CODES }) state: UsStateCode;
  @ApiProperty({ format: 'date', description: 'The delivery date, or the purchase date when none is recorded' }) period_starts: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day the presumption period ends; null while months and miles cannot end it' })
  period_ends: string | null;
  @ApiProperty({ enum: ['months', 'miles'], nullable: true }) period_ended_by: 'months' | 'miles' | null;
  @ApiProperty({ description: 'Days at the dealer for warranty repairs within the period, in the state’s kind of day' }) days_out_of_service: number;
  @ApiProperty({ type: Number, nullable: true }) days_threshold: number | null;
  @ApiProperty({ enum: DAY_KINDS, nullable: true }) day_kind: DayKind | null;
  @ApiProperty({ enum: DAYS_RULES, nullable: true }) days_rule: DaysRule | null;
  @ApiProperty({ type: [LemonWatchRepairAttemptsDoc] }) repair_attempts: LemonWatchRepairAttemptsDoc[];
  @ApiProperty({ description: 'A presumption is met and the vehicle is new' }) likely_qualifies: boolean;
  @ApiProperty({ type: [String] }) reasons: string[];
  @ApiProperty({ description: "The statute's name, as the link to source_url reads", example: 'Cal. Civ. Code § 1793.22' }) statute: string;
  @ApiProperty({ format: 'uri' }) source_url: string;
}

/** OpenAPI's picture of a vehicle's watch in brief, on GET /api/vehicles (`LemonWatchSummary` in contracts). */
export class LemonWatchSummaryResponse implements LemonWatchSummary {
  @ApiProperty({
    enum: LEMON_WATCH_STATUSES,
    description: "'met': a threshold reached; 'near': 80% of one or the window ends within 30 days; 'watching'; 'ended': the period is over",
  })
  status: LemonWatchStatus;
  @ApiProperty({ minimum: 0, maximum: 1, description: "The largest of the thresholds' fractions" }) progress: number;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day the presumption period ends' }) window_ends: string | null;
  @ApiProperty({ type: String, nullable: true, example: '28 of 30 days', description: 'The measure nearest its threshold, in words' })
  nearest: string | null;
}
