import { OFFER_KIND_LABELS, offerLabel, type Claim, type OfferKind } from './claim';
import { formatMoney } from './format';
import { failureToast } from './record-toasts';

/**
 * What the owner does with a dealer's offer: accept it (the claim closes with the amount as what
 * was recovered) or counter it (a reply drafted from the claim, which the owner edits, then copies
 * or mails). A credit is spent only at the dealer, so the page says it is not cash.
 */

type OfferClaim = Pick<Claim, 'id' | 'ask_amount' | 'offered_amount' | 'offer_kind' | 'vehicle_label' | 'dealer_name' | 'days'>;

/** The claim's offer as the owner reads it, or null when none is recorded. */
export const claimOffer = (claim: Pick<Claim, 'offered_amount' | 'offer_kind'>): { amount: number; kind: OfferKind | null } | null =>
  claim.offered_amount === null ? null : { amount: claim.offered_amount, kind: claim.offer_kind };

/** "$150.00 cash", or null when the claim records no offer. */
export const claimOfferLabel = (claim: Pick<Claim, 'offered_amount' | 'offer_kind'>): string | null => {
  const offer = claimOffer(claim);
  return offer && offerLabel(offer);
};

export const OfferCopy = {
  creditNotCash: 'A service credit is spent at the dealer: it is not cash.',
  acceptConfirmation: (claimId: number, offer: string) => `Claim #${claimId} closes with ${offer} recorded as recovered. Are you sure you want to continue?`,
  acceptedNotes: (offer: string) => `Accepted the dealer's offer of ${offer}.`,
  kindLabel: (kind: OfferKind) => OFFER_KIND_LABELS[kind][0].toUpperCase() + OFFER_KIND_LABELS[kind].slice(1),
} as const;

export const OfferToasts = {
  accepted: { title: 'Offer accepted', description: 'The claim has been closed with the amount offered.' },
  acceptFailed: failureToast('accept the offer'),
  copied: { title: 'Letter copied', description: 'Paste it into your reply to the dealer.' },
  copyFailed: { title: 'Copy failed', description: 'Select the letter and copy it by hand.' },
} as const;

/** The counter-offer: thanks for the reply, the offer named with its kind, and the claim's own amount asked again. */
export function counterOfferLetter(claim: OfferClaim): { subject: string; body: string } {
  const offer = claimOffer(claim);
  const offered = offer ? offerLabel(offer) : 'an offer';
  const credit = offer?.kind === 'credit' ? ' A service credit can only be spent with you, so it does not make up for the days I was without my vehicle.' : '';
  return {
    subject: `Re: Downtime compensation claim #${claim.id}: my answer to your offer`,
    body: [
      `Dear ${claim.dealer_name} team,`,
      `Thank you for your reply to my downtime compensation claim #${claim.id} for my ${claim.vehicle_label}, which was out of service for ${claim.days} ${claim.days === 1 ? 'day' : 'days'}.`,
      `You offered ${offered}.${credit} It is less than the downtime cost me, and I cannot accept it. My claim is for ${formatMoney(claim.ask_amount)}, paid by check or bank transfer, and I ask you to reconsider it.`,
      'Please let me know your answer within 14 days.',
      'Thank you,',
    ].join('\n\n'),
  };
}
