import {
  dailyValue,
  formatDay,
  formatMoney,
  standardClaimSubject,
  todayIso,
  valuationMethodLabel,
  vinSuffix,
  type Claim,
  type VisitDetail,
} from '@dct/contracts';

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
export function composeClaimMail(claim: Claim, visit: VisitDetail, senderName: string, today: string = todayIso()): ComposedMail {
  if (claim.letter_subject && claim.letter_body) return { subject: claim.letter_subject, text: claim.letter_body };
  const { vehicle, dealer } = visit;
  // A date out still ahead is only expected: the days run until today.
  const until = visit.date_out && visit.date_out <= today ? `to ${formatDay(visit.date_out)}` : 'until today';
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

/**
 * Where the dealer's answer stands, in the calendar's words: an answer is not late before its due
 * date, so an early reminder says when it is due rather than that it was.
 */
export function answerDueSentence(responseDue: string | null, today: string): string {
  if (!responseDue) return 'I have not yet had your answer. Please reply to this e-mail at your earliest convenience.';
  const due = formatDay(responseDue);
  if (responseDue > today) return `I am writing to make sure my claim reached you. Your answer is due on ${due}; please reply to this e-mail by then.`;
  if (responseDue === today) return `Your answer is due today, ${due}. Please reply to this e-mail at your earliest convenience.`;
  return `I have not yet had your answer, which was due on ${due}. Please reply to this e-mail at your earliest convenience.`;
}

/** A follow-up to a sent claim that has had no answer, in the same thread. */
export function composeReminderMail(claim: Claim, visit: VisitDetail, senderName: string, today: string = todayIso()): ComposedMail {
  const sent = claim.sent_at ? formatDay(claim.sent_at.slice(0, 10)) : 'earlier';
  return {
    subject: `Reminder: downtime compensation claim #${claim.id}: ${visit.vehicle_label}`,
    text: [
      `Dear ${visit.dealer.name} service team,`,
      `On ${sent} I sent you a claim for ${formatMoney(claim.ask_amount)} for the ${visit.days} days my ${visit.vehicle_label}${vinNote(visit.vehicle.vin)} was out of service (claim #${claim.id}).`,
      answerDueSentence(claim.response_due, today),
      `Sincerely,\n${senderName}`,
    ].join('\n\n'),
  };
}

export const statementFileName = (claimId: number) => `claim-${claimId}-statement.pdf`;
