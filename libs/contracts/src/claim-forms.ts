import { formatDay } from './days';
import type { ClaimDelivery, ClaimDispatch } from './claim';

/**
 * The claims pages' forms and texts beyond spec §5's claim form: the valuation method an owner
 * may pick, editing a draft, and the confirmations before a mail goes out or a claim is deleted.
 */

// The new-claim and edit-draft zod schemas are `@dct/contracts/schemas` (schemas/claim-forms.ts); their types are re-exported here.
export type { ClaimEditValues, NewClaimFormValues } from './schemas/claim-forms';

/** Toasts of the moves after sending, in the voice of spec §8 (their failures use ClaimToasts.updateFailed). */
export const ClaimProgressToasts = {
  responseRecorded: { title: 'Response recorded', description: "The dealer's response has been recorded." },
  closed: { title: 'Claim closed', description: 'The claim has been closed.' },
} as const;

/** Spec §4: the send confirmation says what the server does. */
export const CLAIM_SEND_CONFIRMATION =
  'This will change the claim status to Sent, set a response due date, and e-mail the PDF statement to the dealer. Are you sure you want to continue?';
/** The subject of the standard claim mail (a letter the owner wrote carries its own). */
export const standardClaimSubject = (claimId: number, vehicleLabel: string, days: number) =>
  `Downtime compensation claim #${claimId}: ${vehicleLabel}, ${days} days out of service`;

/** What sending mails, and to whom, said before the owner confirms. */
export const claimSendSummary = (mail: { recipient: string | null; subject: string; documents: number; documentNames?: readonly string[] }) => ({
  recipient: mail.recipient ? `To: ${mail.recipient}` : "To: nobody yet. Add a contact e-mail or the dealer's e-mail first.",
  subject: `Subject: ${mail.subject}`,
  attachments: `Attached: the claim statement (PDF)${
    mail.documentNames && mail.documentNames.length > 0
      ? `, carrying ${mail.documentNames.join(', ')}`
      : mail.documents > 0
        ? `, carrying ${mail.documents} service document${mail.documents === 1 ? '' : 's'}`
        : ''
  }`,
  // The owner's copy goes as a Bcc of the same message: the dealer does not see it.
  copy: 'Bcc: you (your copy, which the dealer does not see)',
  replies: "The dealer's answer goes to your e-mail.",
});

export const CLAIM_DELETE_CONFIRMATION = 'Are you sure you want to delete this claim? This action cannot be undone.';
export const CLAIM_REMIND_CONFIRMATION = 'This e-mails the dealer a reminder about the claim, in the same thread as the claim itself.';
/** Before the answer is due a reminder is early: the owner confirms it knowing so. */
export const claimEarlyRemindConfirmation = (due: string) =>
  `The dealer's answer is not due until ${formatDay(due)}. This e-mails them a reminder now, in the same thread as the claim. You can send one reminder per response period.`;

export const DISPATCH_KIND_LABELS: Record<ClaimDispatch['kind'], string> = { claim: 'Claim statement', reminder: 'Reminder' };

/** A mail still on its way: the page looks again until it is delivered or has failed. */
export const isDeliveryPending = (delivery: Pick<ClaimDelivery, 'state'> | null | undefined) => delivery?.state === 'queued' || delivery?.state === 'sending';

/** Where the statement PDF of a claim is downloaded. */
export const claimStatementPath = (claimId: number) => `/api/claims/${claimId}/statement.pdf`;
