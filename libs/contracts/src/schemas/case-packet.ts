import { z } from 'zod';
import { CASE_PACKET_PROGRAMS, CasePacketMessages } from '../lemon-law/case-packet-types';
import { US_STATE_CODES } from '../lemon-law/us-states';

/**
 * POST /api/vehicles/{id}/case-packet and the packet's form: the program, the state for a state
 * attorney general's program, and optionally which documents to append (absent: all of them).
 * The exhibits' count is not limited here: more than CASE_PACKET_MAX_EXHIBITS is a 413, not a 400.
 * The rule between fields is `casePacketFieldErrors` (the body pipe takes a plain object schema).
 */
export const casePacketInputSchema = z.object({
  program: z.enum(CASE_PACKET_PROGRAMS, { errorMap: () => ({ message: CasePacketMessages.programInvalid }) }),
  state: z.enum(US_STATE_CODES, { errorMap: () => ({ message: CasePacketMessages.stateInvalid }) }).optional(),
  exhibits: z
    .array(
      z.number({ invalid_type_error: CasePacketMessages.exhibitsInvalid }).int(CasePacketMessages.exhibitsInvalid).positive(CasePacketMessages.exhibitsInvalid),
      {
        invalid_type_error: CasePacketMessages.exhibitsInvalid,
      },
    )
    .optional(),
});
/** POST /api/vehicles/{id}/case-packet. */
export type CasePacketInput = z.infer<typeof casePacketInputSchema>;
