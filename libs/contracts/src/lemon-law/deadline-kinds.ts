/**
 * The deadlines the correspondence log follows: the manufacturer's answer to the written notice,
 * its final repair window, the owner's window to file with the state's program, and the end of
 * the presumption period.
 */
export const LEMON_DEADLINE_KINDS = ['manufacturer_response', 'final_repair', 'program_filing', 'presumption_period_end'] as const;
export type LemonDeadlineKind = (typeof LEMON_DEADLINE_KINDS)[number];
