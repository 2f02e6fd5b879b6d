import { labelledValues } from '../labelled-values';
import { CASE_PACKET_MAX_EXHIBITS } from '../limits';
import type { CasePacketInput } from '../schemas/case-packet';
export type { CasePacketInput } from '../schemas/case-packet';

/*
 * The case packet: one PDF for an arbitration program or an attorney (cover, facts, repair
 * history, defects against the state's thresholds, correspondence, buyback estimate, exhibits).
 */

/** Who the packet is prepared for: its cover and, for BBB AUTO LINE, the program's five questions. */
export const { values: CASE_PACKET_PROGRAMS, labels: CASE_PACKET_PROGRAM_LABELS } = labelledValues({
  bbb_auto_line: 'BBB AUTO LINE',
  ncds: 'NCDS (National Center for Dispute Settlement)',
  manufacturer: "The manufacturer's dispute program",
  state_ag: "The state attorney general's lemon-law program",
  attorney: 'An attorney',
});
export type CasePacketProgram = (typeof CASE_PACKET_PROGRAMS)[number];

export const CasePacketMessages = {
  notLegalAdvice: 'This is not legal advice.',
  downloadFailed: 'The case packet could not be prepared. Try again in a moment.',
  programInvalid: 'Program must be one of BBB AUTO LINE, NCDS, manufacturer, state attorney general or attorney',
  stateRequired: "Choose the state whose attorney general's program the packet is for",
  stateInvalid: 'State must be a two-letter US state code',
  exhibitsInvalid: 'Exhibits must be a list of document ids',
  tooManyExhibits: (count: number) =>
    `A case packet can carry at most ${CASE_PACKET_MAX_EXHIBITS} exhibits; this request names ${count}. Choose fewer documents.`,
  exhibitsNotFound: (ids: readonly number[]) => `These documents are not documents of this vehicle: ${ids.join(', ')}`,
} as const;

export const casePacketFileName = (vehicleId: number, program: CasePacketProgram) => `vehicle-${vehicleId}-case-packet-${program.replace(/_/g, '-')}.pdf`;

/** The rule between the body's fields, by field: a state attorney general's program needs its state. */
export function casePacketFieldErrors(input: Pick<CasePacketInput, 'program' | 'state'>): Record<string, string[]> | null {
  return input.program === 'state_ag' && !input.state ? { state: [CasePacketMessages.stateRequired] } : null;
}
