/**
 * Where a raw e-mail message goes once it has come in (by the inbound webhook or from the IMAP
 * mailbox): the Claim replies module stores, matches and reads it. Provided under this token.
 */
export const INBOUND_MAIL = Symbol('INBOUND_MAIL');

/** What became of a message handed in. */
export type InboundOutcome =
  | { status: 'matched'; claimId: number; replyId: number }
  | { status: 'unmatched'; inboundId: number; reason: string }
  /** Already stored (the same Message-ID, or the same bytes) and filed on a claim (`filed`) or quarantined: nothing done again. */
  | { status: 'duplicate'; inboundId: number; filed: boolean }
  /** Stored, and being read by another hand-in of it right now: hand it in again later. */
  | { status: 'busy'; inboundId: number }
  /** Refused before storing (too large, not a message): the reason in words. */
  | { status: 'refused'; reason: string };

export interface InboundMailPort {
  /** Stores the message (its .eml and SHA-256) before anything else, then matches and reads it. Idempotent per message. */
  receive(raw: Buffer, via: 'webhook' | 'imap'): Promise<InboundOutcome>;
}
