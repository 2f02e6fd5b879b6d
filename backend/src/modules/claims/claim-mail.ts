import { dailyValue, formatDay, formatMoney, standardClaimSubject, valuationMethodLabel, vinSuffix, type Claim, type VisitDetail } from '@dct/contracts';

/** ' (VIN ending 123456)', or nothing for a vehicle whose VIN is not recorded (a reminder of a claim sent before it was cleared). */
const vinNote = (vin: string | null) => (vin ? ` (VIN ending ${vinSuffix(vin)})` : '');

export interface ComposedMail {
  subject: string;
  text: string;
}

/**
 * The statement mail to the dealer: what happened, what is asked, and where to answer; or the
 * owner's own letter when the claim carries one (the statement is attached either way).
 */
export function composeClaimMail(claim: Claim, visit: VisitDetail, senderName: string): ComposedMail {
  if (claim.letter_subject && claim.letter_body) return { subject: claim.letter_subject, text: claim.letter_body };
  const { vehicle, dealer } = visit;
  const until = visit.date_out ? `to ${formatDay(visit.date_out)}` : 'until today';
  const daily = dailyValue(vehicle, claim.valuation_method);
  return {
    subject: standardClaimSubject(claim.id, visit.vehicle_label, visit.days),
    text: [
      `Dear ${dealer.name} service team,`,
      `I am writing about my ${visit.vehicle_label}${vinNote(vehicle.vin)}, which was at your service department from ${formatDay(visit.date_in)} ${until}: ${visit.days} days out of service, for "${visit.primary_issue}".`,
      `I am asking for goodwill compensation of ${formatMoney(claim.ask_amount)} for the time I was without my vehicle, valued at ${formatMoney(daily)} a day (${valuationMethodLabel(claim.valuation_method)}). The attached statement sets out the details and the service documents.`,
      claim.response_due ? `Please reply to this e-mail by ${formatDay(claim.response_due)}.` : 'Please reply to this e-mail.',
      `Sincerely,\n${senderName}`,
    ].join('\n\n'),
  };
}

/** A follow-up to a sent claim that has had no answer, in the same thread. */
export function composeReminderMail(claim: Claim, visit: VisitDetail, senderName: string): ComposedMail {
  const sent = claim.sent_at ? formatDay(claim.sent_at.slice(0, 10)) : 'earlier';
  return {
    subject: `Reminder: downtime compensation claim #${claim.id}: ${visit.vehicle_label}`,
    text: [
      `Dear ${visit.dealer.name} service team,`,
      `On ${sent} I sent you a claim for ${formatMoney(claim.ask_amount)} for the ${visit.days} days my ${visit.vehicle_label}${vinNote(visit.vehicle.vin)} was out of service (claim #${claim.id}).`,
      claim.response_due
        ? `I have not yet had your answer, which was due on ${formatDay(claim.response_due)}. Please reply to this e-mail at your earliest convenience.`
        : 'I have not yet had your answer. Please reply to this e-mail at your earliest convenience.',
      `Sincerely,\n${senderName}`,
    ].join('\n\n'),
  };
}

export const statementFileName = (claimId: number) => `claim-${claimId}-statement.pdf`;
