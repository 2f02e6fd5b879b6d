import { z } from 'zod';
import { DAY_KINDS, DAYS_RULES } from '../../lemon-law/state-thresholds';
import { US_STATE_CODES } from '../../lemon-law/us-states';
import { LEMON_WATCH_STATUSES } from '../../lemon-law/watch-progress';
import { day } from './common';

/** One defect's repairs in the presumption period, against the state's count for it. */
export const lemonWatchRepairAttemptsSchema = z.object({
  defect: z.string().describe('As the owner first wrote it; visits naming the same defect (case and spaces aside) are grouped'),
  count: z.number().int().describe('Warranty repairs of it begun within the presumption period'),
  threshold: z
    .number()
    .int()
    .nullable()
    .describe("The state's count for it (its safety count when any of its visits was a safety defect); null when it sets none"),
  safety: z.boolean().describe('Any of its visits was marked a safety defect'),
});
/** One defect's repairs in the presumption period, against the state's count for it. */
export type LemonWatchRepairAttempts = z.infer<typeof lemonWatchRepairAttemptsSchema>;

/** GET /api/vehicles/{id}/lemon-watch: the vehicle's warranty repairs against its state's presumption. */
export const lemonWatchSchema = z.object({
  state: z.enum(US_STATE_CODES),
  period_starts: day().describe('The delivery date, or the purchase date when none is recorded'),
  period_ends: day().nullable().describe('The day the presumption period ends (nothing from this day on counts); null while months and miles cannot end it'),
  period_ended_by: z.enum(['months', 'miles']).nullable().describe('What ended it: the months from delivery or the mileage limit'),
  days_out_of_service: z
    .number()
    .int()
    .describe("Days at the dealer for warranty repairs within the period, in the state's kind of day, overlapping visits counted once, open ones to today"),
  days_threshold: z.number().int().nullable(),
  day_kind: z.enum(DAY_KINDS).nullable(),
  days_rule: z.enum(DAYS_RULES).nullable(),
  repair_attempts: z.array(lemonWatchRepairAttemptsSchema).describe('Repairs in the period grouped by defect, most repeated first'),
  likely_qualifies: z.boolean().describe('A presumption is met, and the vehicle is new'),
  reasons: z.array(z.string()).describe('What is met, or how far from it the vehicle is, in plain words'),
  statute: z.string().describe("The statute's name, as the link to source_url reads (e.g. 'Cal. Civ. Code § 1793.22')"),
  source_url: z.string().url(),
});
/** GET /api/vehicles/{id}/lemon-watch: the vehicle's warranty repairs against its state's presumption. */
export type LemonWatch = z.infer<typeof lemonWatchSchema>;

/** Each vehicle's watch in brief, on GET /api/vehicles, so a list needs no call per vehicle. */
export const lemonWatchSummarySchema = z.object({
  status: z
    .enum(LEMON_WATCH_STATUSES)
    .describe(
      "'met': a threshold is reached (within the period, so it stays met); 'ended': the period is over without one; 'near': 80% of one, or the window ends within 30 days; 'watching'",
    ),
  progress: z.number().min(0).max(1).describe("The largest of the thresholds' fractions, 0 to 1 (1 when one is met)"),
  window_ends: day().nullable().describe('The day the presumption period ends; null while months and miles cannot end it'),
  nearest: z.string().nullable().describe('The measure nearest its threshold in words ("28 of 30 days"); null when the state sets none'),
});
/** Each vehicle's watch in brief, on GET /api/vehicles, so a list needs no call per vehicle. */
export type LemonWatchSummary = z.infer<typeof lemonWatchSummarySchema>;

/** GET /api/vehicles/{id}/lemon-notice: the letter drafted from the facts and the state's notice rule. */
export const lemonNoticeDraftSchema = z.object({
  letter: z.string().describe("The letter's body, from the salutation to the closing: the PDF adds the sender, date, addressee, subject and signature line"),
  checklist: z.array(z.string()).describe("What to do with it under the state's notice rule, in order"),
  state: z.enum(US_STATE_CODES),
  state_name: z.string().describe("e.g. 'California'"),
  statute: z.string().describe('The statute, as cited'),
  source_url: z.string().url(),
  rule: z.string().describe("The state's notice rule in one sentence, as the lemon-law table has it"),
  subject: z.string().describe("The PDF's subject line"),
  file_name: z.string().describe("The PDF's file name: `lemon-notice-<vin or id>.pdf`"),
});
/** GET /api/vehicles/{id}/lemon-notice: the letter drafted from the facts and the state's notice rule. */
export type LemonNoticeDraft = z.infer<typeof lemonNoticeDraftSchema>;
