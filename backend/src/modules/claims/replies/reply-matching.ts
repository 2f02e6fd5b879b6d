import { claimOfReplyAddress, claimTagsIn } from './reply-address';

/*
 * Which claim an incoming message answers, in the order the mail itself is surest of: its
 * `In-Reply-To`/`References` against the Message-IDs the claim's mails were sent with, then the
 * signed reply address it was sent to, then the claim's tag in its subject (a reply the owner
 * forwards in, headers lost) — the last only from the claim's owner or its dealer's address, so a
 * tag typed into another owner's mail never attaches it to their claim.
 */

/** What matching reads of a message (addresses bare and lower-case, Message-IDs with their brackets). */
export interface IncomingReply {
  from: string | null;
  /** To, Cc, Delivered-To and X-Original-To. */
  recipients: readonly string[];
  inReplyTo: string | null;
  references: readonly string[];
  subject: string;
}

export interface ReplyClaim {
  claimId: number;
  householdId: number;
  /** The household's members' addresses: a reply they forward in is theirs. */
  memberEmails: readonly string[];
  /** Where the claim's mails went (the dealer's contact address). */
  recipients: readonly string[];
}

export interface ReplyLookup {
  /** The claims whose mails were sent with any of these Message-IDs. */
  claimsOfMessageIds(messageIds: readonly string[]): Promise<ReplyClaim[]>;
  /** A claim by its id, or null. */
  claim(claimId: number): Promise<ReplyClaim | null>;
}

/** How a reply named its claim: its In-Reply-To/References, the signed reply address, or the subject's tag. */
export type ReplyMatchedBy = 'headers' | 'address' | 'subject';

export type ReplyMatch =
  { matched: true; claim: ReplyClaim; by: ReplyMatchedBy } | { matched: false; reason: 'ambiguous' | 'no-claim' | 'not-the-claims-correspondent' };

/** Message-IDs a reply may carry: few and short (a header of thousands is not read further). */
const MAX_IDS = 50;
const MESSAGE_ID = /^<[^<>\s]{1,250}>$/;

const sameClaim = (claims: readonly ReplyClaim[]) => new Set(claims.map((claim) => claim.claimId)).size === 1;

export async function matchReply(reply: IncomingReply, lookup: ReplyLookup, secret: string, replyDomain: string | undefined): Promise<ReplyMatch> {
  const ids = [reply.inReplyTo, ...reply.references].filter((id): id is string => id !== null && MESSAGE_ID.test(id)).slice(0, MAX_IDS);
  if (ids.length > 0) {
    const claims = await lookup.claimsOfMessageIds(ids);
    if (claims.length > 0) return sameClaim(claims) ? { matched: true, claim: claims[0], by: 'headers' } : { matched: false, reason: 'ambiguous' };
  }

  if (replyDomain) {
    const named = [...new Set(reply.recipients.map((address) => claimOfReplyAddress(address, secret, replyDomain)).filter((id): id is number => id !== null))];
    if (named.length > 1) return { matched: false, reason: 'ambiguous' };
    if (named.length === 1) {
      const claim = await lookup.claim(named[0]);
      return claim ? { matched: true, claim, by: 'address' } : { matched: false, reason: 'no-claim' };
    }
  }

  const tags = claimTagsIn(reply.subject);
  if (tags.length > 1) return { matched: false, reason: 'ambiguous' };
  if (tags.length === 0) return { matched: false, reason: 'no-claim' };
  const claim = await lookup.claim(tags[0]);
  if (!claim) return { matched: false, reason: 'no-claim' };
  const from = reply.from?.toLowerCase() ?? '';
  const correspondent =
    from !== '' && (claim.memberEmails.some((address) => address.toLowerCase() === from) || claim.recipients.some((address) => address.toLowerCase() === from));
  return correspondent ? { matched: true, claim, by: 'subject' } : { matched: false, reason: 'not-the-claims-correspondent' };
}
