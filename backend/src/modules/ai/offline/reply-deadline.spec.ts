import { TRIAGE_SURE } from '@dct/contracts';
import { businessDaysToCalendarDays, replyDeadline, replyDeadlineDays, sentencesOf } from './reply-deadline';

// A Tuesday in late November: June and early November are in the past, December ahead.
const TODAY = '2025-11-25';
// A Monday, so business days and weekdays are easy to check by hand.
const MONDAY = '2025-11-10';

describe('replyDeadlineDays: dates that are facts', () => {
  it.each([
    'Your vehicle was ready for pickup on June 14.',
    'Our records show your Accord was in the shop from 10/2 to 10/19.',
    'We received your claim on November 18.',
    'Please note that our service department is closed on December 25.',
    'Our offices will be closed Thursday, November 27 in observance of Thanksgiving.',
    'We are closed from December 24 through December 26.',
    'Our service hours are Monday through Friday, 7:30 AM to 6:00 PM.',
    'I am out of the office and will return on Monday, December 1.',
    'Goodwill requests must be submitted within 30 days of the repair.',
    'The powertrain is covered within 5 years or 60,000 miles.',
    'Your car was with us for 14 days while we waited for parts.',
    // A meeting's or an appointment's own day is when to come, not a deadline.
    'Could you bring it in on Thursday, November 27?',
    'We have openings on Monday, December 1 at 9:00 AM or this Friday at 2:30 PM.',
    'The check should arrive in the mail in 2-3 weeks.',
    // An away notice's return day is no deadline.
    'I am away at a training course through Friday, November 28 and will reply when I return.',
    // How long a job takes is no time to act by.
    'Could you bring the van in? The recheck takes about 2 hours.',
  ])('finds no deadline in %j', (text) => {
    expect(replyDeadlineDays(text, TODAY)).toBeNull();
  });
});

describe('replyDeadlineDays: deadlines', () => {
  it.each([
    [MONDAY, 'We will respond within 10 business days.', 14],
    [MONDAY, 'Please allow 5-7 business days for our review.', 9],
    [MONDAY, 'You should hear back from us in 2 weeks.', 14],
    [MONDAY, 'We need the documents within two weeks of this message.', 14],
    [MONDAY, 'Please send the receipts by Friday.', 4],
    [MONDAY, 'Kindly reply no later than November 21, 2025.', 11],
    [MONDAY, 'Please respond by 11/24/2025 so we can close the file.', 14],
    [MONDAY, 'We expect to have an answer within 48 hours.', 2],
    [MONDAY, 'A decision will be made within 30 days.', 30],
    [MONDAY, 'Give us about a week to look into it.', 7],
    [TODAY, 'Please send the receipts no later than the 5th.', 10],
    [TODAY, 'Kindly confirm by 12/05.', 10],
    [TODAY, 'This offer is valid for 30 days.', 30],
    [TODAY, 'This offer expires on Dec. 9.', 14],
    [TODAY, 'Please reply by end of day Friday.', 3],
    [TODAY, 'Please let us know by the end of the month.', 5],
    [TODAY, 'You may appeal this decision within ten (10) business days.', 14],
    [TODAY, 'Please let us know by January 5 whether you accept.', 41],
  ])('from %s reads %j as %i calendar days', (today, text, days) => {
    expect(replyDeadlineDays(text, today)).toBe(days);
  });

  it.each([
    // The day the dealer says the payment is ready or goes out, even beside a word about a visit.
    [MONDAY, 'en', 'The $300 check will be mailed Friday, no need to come in for it.', 4],
    [MONDAY, 'es', 'El cheque por $250.00 estará listo el jueves.', 3],
    [MONDAY, 'es', 'El reembolso quedará listo en caja el viernes.', 4],
    // "regrese" is the owner sending a paper back, not someone returning from leave.
    [MONDAY, 'es', 'Firme el finiquito y nos lo regrese dentro de los próximos 10 días.', 10],
    // Papers due before a proposed call: the day before it.
    [MONDAY, 'es', 'Le proponemos una llamada el viernes 14 a las 10. Mándenos las facturas antes de la llamada.', 3],
    [MONDAY, 'en', 'We have you down for a call on Friday the 14th. Please send the receipts before the call.', 3],
    // How long an offer stands, what the owner must do within a span, the time the dealer needs to answer.
    [MONDAY, 'en', 'The $600 credit stands and remains available until November 20.', 10],
    [MONDAY, 'en', 'I have approval to pay $700. The offer holds for fourteen days.', 14],
    [MONDAY, 'en', 'Payment will be made once we receive the signed release, which must reach us within 10 business days.', 14],
    [MONDAY, 'en', 'I have asked the brand for input and I need five business days to get you an answer.', 7],
    [MONDAY, 'es', 'Mantenemos la oferta de 500 $. Tiene cinco días hábiles para firmar el finiquito.', 7],
    // A visit asked for by a day is due by then.
    [MONDAY, 'en', 'Swing by and pick up the check by the 20th.', 10],
    // The owner's deadline and the day the dealer pays: the owner's.
    [MONDAY, 'en', 'Sign the form and return it by end of next week and the check will go out the following Monday.', 11],
    // "antes de" is a deadline's lead, not the "de" of "de lunes a viernes"; "como muy tarde" is one too.
    [MONDAY, 'es', 'Le pedimos que nos avise si está de acuerdo antes de fin de mes.', 20],
    [MONDAY, 'es', 'Le rogamos que nos la haga llegar como muy tarde el jueves 20 de noviembre.', 10],
    // "el 31 de este mes": a day of this month.
    [MONDAY, 'es', 'La oferta vale hasta el 30 de este mes.', 20],
    // A weekday read with the comma that ends its clause: what follows is another clause.
    [MONDAY, 'en', "If you can get them to us by Thursday, he'll be able to look at it before the holiday weekend.", 3],
    // The words in brackets give the count: "twenty-one (21)" is 21, not the "one" of its words.
    [MONDAY, 'en', 'This offer remains open for twenty-one (21) days from the date of this letter.', 21],
  ] as const)('from %s reads (%s) %j as %i calendar days', (today, language, text, days) => {
    expect(replyDeadlineDays(text, today, language)).toBe(days);
  });

  it.each([
    // A deadline's words beside a holiday, and the owner's own bill falling due: asked, not read as a deadline or as none.
    ["A service team member will reply to you by Friday, November 28 (we're closed Thursday for Thanksgiving).", 'deadline:dates-unclear'],
    ['A courtesy payment has been applied to your account, satisfying your installment due 12/05/2025.', 'deadline:dates-unclear'],
  ])('asks about %j', (text, rule) => {
    const reading = replyDeadline(text, MONDAY);
    expect(reading.rule).toBe(rule);
    expect(reading.confidence).toBeLessThan(TRIAGE_SURE);
  });

  it('takes no number that is not a deadline', () => {
    expect(replyDeadlineDays('Your Accord was with us for 14 days while we waited for the part.', MONDAY)).toBeNull();
  });

  it('takes the earliest of several deadlines', () => {
    expect(replyDeadlineDays('Send the invoice within 3 days; we decide within 30 days.', MONDAY)).toBe(3);
  });

  it('counts business days across weekends from the day it is', () => {
    expect(businessDaysToCalendarDays(10, MONDAY)).toBe(14);
    // From a Thursday, 2 business days end on Monday.
    expect(businessDaysToCalendarDays(2, '2025-11-13')).toBe(4);
  });

  it('keeps a deadline beside a fact in the same reply, and the earliest of two', () => {
    const text = 'Your vehicle was ready for pickup on June 14. Please send the rental receipts by Friday. We will decide within 10 business days.';
    expect(replyDeadlineDays(text, TODAY)).toBe(3);
  });

  it('takes the day the dealer says its check goes out within, but not a survey’s expiry or a span "gone over"', () => {
    // From Monday: five business days end next Monday; ten calendar days, the Thursday after.
    expect(replyDeadlineDays('Your signed release reached us. The cheque will be issued within five business days.', MONDAY)).toBe(7);
    expect(replyDeadlineDays('Recibimos su aceptación; el cheque estará listo dentro de 10 días naturales.', MONDAY, 'es')).toBe(10);
    expect(replyDeadlineDays('Please take 2 minutes for our survey. This survey link expires in 14 days.', MONDAY)).toBeNull();
    expect(replyDeadlineDays('I would like a call with you and the service manager to go over the 16 days.', MONDAY)).toBeNull();
    // A booking link's expiry is when the owner must book by.
    expect(replyDeadlineDays('Choose a time for your call. This booking link expires in 3 days.', MONDAY)).toBe(3);
  });

  it('reads "before then" in Spanish, weekdays spelt in haste, spans and weeks said in Spanish, and absences of someone else', () => {
    // From Monday, Nov 10: Thursday is the 13th, so "antes de eso" is the 12th.
    expect(replyDeadlineDays('¿Puede traerla el jueves a las 8 de la mañana? Antes de eso mándeme los recibos del Uber.', MONDAY, 'es')).toBe(2);
    expect(
      replyDeadlineDays('¿Podrías venir el martes 18 de noviembre a las 4? Si tienes el contrato, mándamelo antes para ir adelantando.', MONDAY, 'es'),
    ).toBe(7);
    expect(replyDeadlineDays("He needs it signed, we'd love to get it wrapped up by wedensday if you can.", MONDAY)).toBe(2);
    expect(replyDeadlineDays('Firme la carta de aceptación en los siguientes diez días hábiles.', MONDAY, 'es')).toBe(14);
    expect(replyDeadlineDays('Le damos trescientos dólares. La oferta vale por 30 días.', MONDAY, 'es')).toBe(30);
    expect(replyDeadlineDays('Confírmame a más tardar el viernes de la próxima semana.', MONDAY, 'es')).toBe(11);
    expect(replyDeadlineDays('Please confirm by Friday of next week.', MONDAY)).toBe(11);
    expect(replyDeadlineDays("I've passed it to Curtis. He's out until the 15th but it's at the top of his pile.", MONDAY)).toBeNull();
    expect(replyDeadlineDays('curt is out til weds, ill make sure he sees this', MONDAY)).toBeNull();
    expect(replyDeadlineDays('Your goodwill check was mailed today. Please allow 5–7 business days for delivery.', MONDAY)).toBeNull();
  });

  it('reads "no later than" a span, a month-end, a cheque going out with a weekday\'s run, a Spanish end of next week, and no echoed subject', () => {
    expect(replyDeadlineDays('I have reached out to the dealer and will follow up with you no later than 5 business days from today.', MONDAY)).toBe(7);
    expect(replyDeadlineDays('The executed Release must be returned no later than thirty (30) days after your receipt of this letter.', MONDAY)).toBe(30);
    expect(replyDeadlineDays('Please sign the attached form and send it back by month-end so I can submit it.', MONDAY)).toBe(20);
    expect(replyDeadlineDays("Got the receipt, $301.77 is approved and the check goes out with Thursday's AP run.", MONDAY)).toBe(3);
    expect(replyDeadlineDays('Me confirma antes de que termine la semana que viene para preparar el cheque.', MONDAY, 'es')).toBe(11);
    expect(replyDeadlineDays('Automatic reply: Acadia - response by 11/14?\nI am out of the office until Monday, November 17.', MONDAY)).toBeNull();
  });

  it('reads a deadline broken across wrapped lines', () => {
    expect(replyDeadlineDays('Please let us know\nwithin 10 business\ndays whether you accept.', TODAY)).toBe(14);
  });
});

describe('sentencesOf', () => {
  it('splits at stops but not after abbreviations, and joins wrapped lines', () => {
    expect(sentencesOf('Dear Mr. Lee,\nwe can pay $150.00 by Dec. 5. Thanks!\n\nRegards')).toEqual([
      'Dear Mr. Lee, we can pay $150.00 by Dec. 5.',
      'Thanks!',
      'Regards',
    ]);
  });
});
