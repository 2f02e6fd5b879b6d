import { AiMessages, TRIAGE_SURE } from '@dct/contracts';
import { triageResultSchema } from '@dct/contracts/schemas';
import { Dice } from '../../../testing/dice';
import { SET_A, SET_B } from '../../../../bench/evaluation/dealer-replies';
import { scoreSet } from '../../../../bench/triage-scoring';
import { moneyIn, spanishNumber } from './reply-amounts';
import { replyDeadline } from './reply-deadline';
import { replyLanguage } from './reply-language';
import { readReply, triageReply } from './reply-reading';
import { replyText } from '../../../common/reply-text';

// A Wednesday.
const RECEIVED = '2025-03-05';
/** The amount read as offered in a reply to a sent claim that arrived on RECEIVED. */
const offeredIn = (text: string) => triageReply(text, 'Sent', RECEIVED).offered_amount;

describe('replyText', () => {
  it('keeps what follows a rule of dashes under a table, and cuts quoted mail under one', () => {
    const table =
      'Our offer:\n\n  Goodwill ....... $750.00\n  Credit ......... $400.00\n  ------------------------\n  Total .......... $1,150.00\n\nPlease accept by April 3.';
    expect(replyText(table).text).toContain('Please accept by April 3.');
    expect(replyText('We can offer $300.\n\n----------\nFrom: Ana\nSent: Monday\nI asked $900.')).toEqual({ text: 'We can offer $300.', quoted: true });
  });

  it('keeps the dealer’s words above quoted history, Outlook and Spanish headers and forwards', () => {
    const quoted = [
      'We can offer $300.\n\nOn Mon, Mar 3, 2025 at 9:14 AM Dana <dana@mailbox.example> wrote:\n> I ask for $1,330.',
      'We can offer $300.\n\n________________________________\nFrom: Dana <dana@mailbox.example>\nSent: Monday, March 3, 2025 7:05 PM\nTo: Lakeside Ford\n\nI ask for $1,330.',
      'We can offer $300.\n\n-----Mensaje original-----\nDe: Rosa <rosa@mailbox.example>\nEnviado el: 3 de mar. de 2025\n\nSolicito 1.140 $.',
      'We can offer $300.\n\nEl lun, 3 mar 2025 a las 18:20, Rosa (<rosa@mailbox.example>) escribió:\n> Solicito 1.140 $.',
      'We can offer $300.\n\n---------- Forwarded message ---------\nFrom: Dana <dana@mailbox.example>\nDate: Mon, Mar 3, 2025\n\nI ask for $1,330.',
    ];
    for (const email of quoted) expect(replyText(email)).toEqual({ text: 'We can offer $300.', quoted: true });
  });

  it('drops the signature and the mail client’s footer, and reads HTML as text', () => {
    expect(replyText('We can offer $300.\n\nBest regards,\nMike\n(555) 123-4567').text).toBe('We can offer $300.');
    expect(replyText('We can offer $300.\n\nSent from my iPhone').text).toBe('We can offer $300.');
    expect(replyText('<p>We can offer&nbsp;$300.</p><p>Atentamente,<br>Ana</p>').text).toBe('We can offer $300.');
  });

  it('hides what follows a long signature past the part the mail library reads with the signature', () => {
    const email = `We can offer $300.\n\n-- \nMike Dunn\n${'Service department, open Monday to Saturday.\n'.repeat(200)}Loaner deposit $9,999.`;
    expect(replyText(email).text).toBe('We can offer $300.');
  });

  it('reads at most the first 50,000 characters, however the lines are made (its time: the parser bench)', () => {
    const hostile = 'abc. skrev x\nOp x\nIn data '.concat('x '.repeat(3000), '\n').repeat(60);
    expect(replyText(hostile).text.length).toBeLessThanOrEqual(50_000);
  });
});

describe('replyLanguage', () => {
  it.each([
    ['We are able to offer you a goodwill payment for the days the car was with us.', 'en'],
    ['Le ofrecemos 300 $ como gesto de buena voluntad por los días sin su vehículo.', 'es'],
    ['Nous vous proposons un montant de 300 $ à titre de geste commercial pour votre dossier.', 'other'],
    ['Wir haben Ihren Antrag geprüft und können Ihnen eine Gutschrift für den Service anbieten.', 'other'],
    ['Recebemos o seu pedido e não podemos oferecer uma compensação para o seu carro.', 'other'],
    ['OK', 'en'],
    ['Tack för ditt mejl. Vi har skickat ärendet till verkstaden och hör av oss inom kort.', 'other'],
    ['Bedankt voor uw bericht. Wij hebben het doorgestuurd aan ons team en zijn er snel op terug.', 'other'],
    ['고객님의 요청을 접수하였습니다. 담당 부서에서 곧 연락드리겠습니다.', 'other'],
    ['Chúng tôi đã nhận được yêu cầu của anh và sẽ trả lời trong tuần này.', 'other'],
    ['Dear Mr. Müller, we can offer you a $200 credit for the days at Señor Peña’s shop.', 'en'],
    ['don ramon buenas tardes, soy chuy de servicio. le puedo marcar a las 10 o digame a que hora', 'es'],
  ])('reads %j as %s', (text, language) => {
    expect(replyLanguage(text)).toBe(language);
  });
});

describe('moneyIn', () => {
  it.each([
    ['a $1.2k credit', 1200],
    ['a $1.5K credit', 1500],
    ['two hundred fifty dollars', 250],
    ['three hundred seventy-five dollars and fifty cents', 375.5],
    ['one thousand two hundred dollars', 1200],
    ['1.200,00 $', 1200],
    ['1.318,70 $', 1318.7],
    ['doscientos cincuenta dólares', 250],
    ['USD 1,250.00', 1250],
    ['le aprobaron 480 dls', 480],
    ['about 150 bucks', 150],
    ['your check for the 615 is ready', 615],
    ['the 432.10 check goes out Friday', 432.1],
    ['el cheque por 390 ya está en caja', 390],
    ['We give you 500 dollar for the trouble', 500],
    ['we would like to offer a one thousand dollar credit', 1000],
    ['the store will knock 165 off your brake job', 165],
    ['we will put 1k in service credit on your VIN', 1000],
  ])('reads %j as %d', (text, value) => {
    expect(moneyIn(text).map((money) => money.value)).toEqual([value]);
  });

  it('reads no money from a check for a year, a count of days or a number with no sign', () => {
    for (const text of ['the check for the 2024 visit', 'a check for 10 days', 'we looked at 615 cars']) expect(moneyIn(text)).toEqual([]);
  });

  it('reads Spanish number words, and refuses what is not one', () => {
    expect(spanishNumber('mil doscientos cincuenta')).toBe(1250);
    expect(spanishNumber('dos mil')).toBe(2000);
    expect(spanishNumber('gracias')).toBeUndefined();
  });
});

describe('replyDeadline, from the day the reply arrived', () => {
  it.each([
    ['Please return the release within ten (10) business days.', '2025-03-19'],
    ['Please sign and return it by end of next week.', '2025-03-14'],
    ['We need your answer no later than the 1st.', '2025-04-01'],
    ['Our engineer is in the shop Tuesday the 11th. Can you drop the car off before then?', '2025-03-10'],
    ['You are booked for the recall on Tuesday the 11th; send the signed form before then.', '2025-03-10'],
    ['Si está de acuerdo, confírmenos dentro de diez días hábiles.', '2025-03-19'],
    ['Le daremos una respuesta a finales de la próxima semana.', '2025-03-14'],
    ['This offer expires 30 days from the date of this letter.', '2025-04-04'],
    ['Le agradeceríamos una respuesta antes del viernes.', '2025-03-07'],
    ['Necesitamos el documento firmado a más tardar el 15 de marzo.', '2025-03-15'],
    ['Necesitamos su respuesta a más tardar a fin de mes.', '2025-03-31'],
    ['Envíenos los recibos antes del final de la próxima semana.', '2025-03-14'],
    ['Envíenos los recibos antes del fin de la semana que viene.', '2025-03-14'],
    ['Could you let us know whether you accept by the close of next week?', '2025-03-14'],
    ['Got your letter, will call you tmrw.', '2025-03-06'],
    ['Recibí su carta; la leo con calma y le contesto el lunes.', '2025-03-10'],
    ['Our adjuster sees the car Friday the 14th. Please e-mail the photos the day before.', '2025-03-13'],
    ['Someone from the team will follow up within 2 business days.', '2025-03-07'],
    ['Le pedimos que nos los haga llegar en un plazo de cinco días hábiles.', '2025-03-12'],
  ])('reads %j as %s', (text, deadline) => {
    const language = replyLanguage(text);
    expect(replyDeadline(text, RECEIVED, language)).toMatchObject({ deadline });
    expect(replyDeadline(text, RECEIVED, language).confidence).toBeGreaterThanOrEqual(TRIAGE_SURE);
  });

  it('takes no deadline from a meeting, office hours or a return to the office', () => {
    for (const text of [
      'We would like to meet with you on Wednesday, March 12 at 3:30 PM.',
      'Service: Mon–Fri 7–6, Sat 8–3 | (708) 555-0166',
      'I am out of the office until Monday, March 10.',
    ])
      expect(replyDeadline(text, RECEIVED).deadline).toBeNull();
  });

  it('asks when two deadlines compete', () => {
    const reading = replyDeadline('If we have not received them by Friday, we will close your file. Please e-mail them within 30 days.', RECEIVED);
    expect(reading.confidence).toBeLessThan(TRIAGE_SURE);
    expect(reading.candidates).toEqual(['2025-03-07', '2025-04-04']);
  });
});

describe('readReply', () => {
  it('adds up what is offered: payments waived, days at a rate, a share of a stated bill', () => {
    expect(offeredIn('Ram Financial has agreed to waive your next two payments of $612.18 each.')).toBe(1224.36);
    expect(offeredIn('We will reimburse three days of alternate transportation at $64.50 per day.')).toBe(193.5);
    expect(offeredIn('We received the Hertz invoice ($1,126.90). We will reimburse 50% of the rental invoice as a gesture of goodwill.')).toBe(563.45);
    expect(offeredIn("I've looked at his offer of $250 and I'm raising it to $400. That is our final position.")).toBe(400);
  });

  it('asks "$900 or $2,340?" when two offers compete, and answers neither', () => {
    // Two offers in two sentences, neither said to come on top of the other ("we will also …" would add them up).
    const result = triageReply('We can offer $900 toward the rental. We will reimburse $2,340 for the tow and the hotel.', 'Sent', RECEIVED);
    expect(result.offered_amount).toBeNull();
    expect(result.confidence.offered_amount).toBeLessThan(TRIAGE_SURE);
    expect(result.questions).toContainEqual({ field: 'offered_amount', question: '$900.00 or $2,340.00?', candidates: [900, 2340] });
  });

  it('does not take the claim’s ask, offered back without "in full", for the offer', () => {
    const result = readReply({
      email_text: 'Regarding the $1,330 you mentioned, we will pay $1,330.',
      received_at: RECEIVED,
      current_claim_status: 'Sent',
      claim: { ask_amount: 1330, daily_rate: 95 },
    });
    expect(result.offered_amount).toBeNull();
    expect(result.questions).toContainEqual(expect.objectContaining({ field: 'offered_amount', candidates: [1330] }));
  });

  it('reads a Spanish offer, says it was read in Spanish, and counts its deadline from the day it arrived', () => {
    const result = triageReply(
      'Estimada Sra. Morales:\n\nPodemos ofrecerle doscientos cincuenta dólares como compensación.\n\nLe agradeceríamos una respuesta antes del viernes.\n\nAtentamente,\nAutos del Valle',
      'Sent',
      RECEIVED,
    );
    expect(result).toMatchObject({ language: 'es', intent: 'offer', offered_amount: 250, deadline: '2025-03-07', due_in_days: 2, not_read: null });
    expect(result.summary).toContain('Read in Spanish');
  });

  it('does not read a reply in another language, and says so', () => {
    const result = triageReply(
      'Bonjour, nous vous proposons un montant de 300 $ à titre de geste commercial. Merci de confirmer avant le 31 mars.',
      'Sent',
      RECEIVED,
    );
    expect(result).toMatchObject({
      language: 'other',
      intent: null,
      offered_amount: null,
      deadline: null,
      questions: [],
      not_read: AiMessages.notReadLanguage,
    });
  });
});

describe('readReply on any mix of phrases', () => {
  // Pieces of every kind the reader looks for, in both languages, joined at random: it answers the schema and never throws.
  const PIECES = [
    'by end of next week',
    'a fin de mes',
    'antes del final de la próxima semana',
    'el fin de la semana que viene',
    'end of the month',
    'end of day',
    'within ten (10) business days',
    'dentro de diez días hábiles',
    'no later than the 31st',
    'el día 31',
    'Tuesday the 14th',
    'miércoles 17',
    'before then',
    'antes de esa fecha',
    '$1.2k',
    '1.200,00 $',
    'two hundred fifty dollars and fifty cents',
    'doscientos dólares con cincuenta centavos',
    'two payments of $389 each',
    '50% of the $1,284.60 invoice',
    'la mitad de la factura',
    'we can offer',
    'le ofrecemos',
    'no podemos',
    'we are unable to',
    'On Mon, Mar 3, 2025 at 9:14 AM Dana <d@x.example> wrote:',
    '> quoted',
    'Regards,',
    '<br>',
    '&nbsp;',
    '?',
    '.',
    '\n\n',
  ];

  it('answers the result schema for 300 random replies', () => {
    const dice = new Dice(33);
    for (let reply = 0; reply < 300; reply += 1) {
      const text = Array.from({ length: dice.int(1, 12) }, () => dice.pick(PIECES)).join(dice.pick([' ', ', ', '. ', '\n']));
      expect(() => triageResultSchema.parse(triageReply(text, dice.pick(['Sent', null] as const), '2025-03-05'))).not.toThrow();
    }
  });
});

describe('readReply: sure only where one reading stands', () => {
  const read = (text: string) => triageReply(text, 'Sent', RECEIVED);

  it('adds up an offer said in parts, and takes a total the reply states', () => {
    expect(read('I can do $600 for the days, and on top of that we will cover the $85.50 towing fee.').offered_amount).toBe(685.5);
    expect(read('The region approved $400, and I added $150 toward your next service, so $550 altogether.').offered_amount).toBe(550);
    expect(read('We will cover two payments ($410.10 ea.) on your loan.').offered_amount).toBe(820.2);
    expect(read('The lender will waive your next payment ($399.00) and the one after it.').offered_amount).toBe(798);
    expect(read('The store will make your May, June and July installments, $300 apiece.').offered_amount).toBe(900);
    expect(read('Como gesto de buena voluntad, el concesionario pagará por usted dos mensualidades de su préstamo de 389,50 $ cada una.').offered_amount).toBe(
      779,
    );
  });

  it('adds a figure given "on top of it", leaves out one the offer replaces, and takes the figure of a share of the ask', () => {
    expect(read("Sweetgum will pay you $1,000 even, and we'll refund the $100 deductible you paid on top of it.").offered_amount).toBe(1100);
    // "instead of splitting off a $90 service credit": the $90 is replaced, never offered.
    const replacedCredit = read(
      "Check no. 30117 for $570.00 went out in today's mail. We made the whole amount a check instead of splitting off a $90 service credit.",
    );
    expect(replacedCredit.offered_amount).not.toBe(90);
    expect(read('The brand declined, but we will cover half of your request ourselves: $836.00.').offered_amount).toBe(836);
  });

  it('reads money given in a table row, a check said to be ready, an offer that "stands", and parts that add up to the offer', () => {
    expect(
      read('Goodwill Disbursement Notice\n\n  Hertz invoice (reference only)    $842.15\n  Amount payable to customer        $505.29').offered_amount,
    ).toBe(505.29);
    expect(read('check is here priya, $750, at the service desk whenever you want it').offered_amount).toBe(750);
    expect(read("Hamish - the $1,000 package stands, that's our final word on it.").offered_amount).toBe(1000);
    expect(read('Audi and the dealership will together pay you $1,000.00: $600.00 from Audi and $400.00 from the dealership.').offered_amount).toBe(1000);
    expect(read('Your August payment is $548.19. We will make that payment for you.').intent).toBe('offer');
  });

  it('reads the claim’s own figure said as given in full ("bumped it to the full $398"), rather than no figure', () => {
    const full = triageReply("Desmond - bumped it to the full $398, new check's at the desk.", 'Sent', RECEIVED, { ask_amount: 398, daily_rate: 49.75 });
    expect(full.offered_amount).toBe(398);
  });

  it('reads "replace the $300 credit with", "and add $200", and the offer that "supersedes all prior offers"', () => {
    expect(
      read('We will refund the $89.95 diagnostic fee you paid and add a service credit of one hundred seventy-five dollars to your account.').offered_amount,
    ).toBe(264.95);
    expect(read('We will replace the $300 service credit with a check for four hundred seventy-five dollars.').offered_amount).toBe(475);
    expect(read('We will reimburse $1,134.72, the full amount on that receipt, and add $200.00 for your inconvenience.').offered_amount).toBe(1334.72);
    expect(
      read("You rejected the dealer's tender of $1,334.72. The dealer is prepared to pay you the sum of $1,500.00, which supersedes all prior offers.")
        .offered_amount,
    ).toBe(1500);
  });

  it('takes a figure an earlier offer was raised to in a later sentence, said without an offer word', () => {
    const raised = read(
      'Our letter of March 2 offered $150 under your plan. On appeal, the board has increased the amount to $330, which replaces the earlier offer.',
    );
    expect(raised.offered_amount).toBe(330);
  });

  it('asks, naming the sum, when a second figure beside the offer is not placed', () => {
    const result = read('We can offer $600 for the days, and the $85.50 towing fee is yours back too.');
    expect(result.offered_amount).toBeNull();
    expect(result.confidence.offered_amount).toBeLessThan(TRIAGE_SURE);
    expect(result.questions).toContainEqual(expect.objectContaining({ field: 'offered_amount', candidates: [600, 685.5, 85.5] }));
  });

  it('does not take money the owner owes, or a difference, for the offer', () => {
    const owed = read('We cannot defer or reduce payments. Your payment of $512.40 remains due as scheduled.');
    expect(owed.intent).not.toBe('offer');
    expect(owed.offered_amount).toBeNull();
    expect(read("We're able to meet you at $500. That's $300 less than you asked for.").offered_amount).toBe(500);
  });

  it('reads availability, a meeting and a bot’s survey question as what they are', () => {
    expect(read('Our finance manager would like to go over the options by phone. He is free Tuesday morning. Which suits you?').intent).not.toBe('offer');
    expect(read('I will be at the store on Monday. Could you meet me there at 10:00?').intent).toBe('scheduling');
    expect(read('I have opened case #A-1234 for your request. An agent will follow up within 2 business days. Was this helpful? [Yes] [No]').intent).toBe(
      'acknowledgement',
    );
  });

  it('takes a share of a bill whose figure follows in brackets, and reads a terse auto-reply as away, its return day no deadline', () => {
    const share = read('Ford Pro has agreed to cover 25% of the Enterprise Truck Rental invoice ($3,180.00) you sent for the van.');
    expect(share.offered_amount).toBe(795);
    const away = read('auto reply im off until mon 3/9 for anything urgent text rick at 714 555 0186');
    expect(away.intent).toBe('other');
    expect(away.deadline).toBeNull();
  });

  it('asks, rather than reads no offer, when a reply that offers in no words gives money beside a goodwill word', () => {
    const credit = read('Thank you, we received your claim and it is under review. Goodwill approved: $450 (pending final sign-off).');
    expect(credit.intent).toBeNull();
    expect(credit.offered_amount).toBeNull();
    expect(credit.confidence.intent).toBeLessThan(TRIAGE_SURE);
    expect(credit.questions.map((question) => question.field)).toContain('intent');
    // Money that is not given (a deductible, a bill) leaves a request for papers as it is.
    const papers = read('The $250.00 deductible on your service contract applied to that visit. Please send the rental receipt.');
    expect(papers.intent).toBe('request_for_information');
    expect(papers.confidence.intent).toBeGreaterThanOrEqual(TRIAGE_SURE);
  });

  it('asks offer or denial when money offered sits beside a refusal to give anything more', () => {
    const reported = triageReply(
      'We note that the dealership has extended a service credit of $400. The manufacturer is unable to provide additional compensation.',
      'Sent',
      RECEIVED,
    );
    expect(reported.intent).toBeNull();
    expect(reported.offered_amount).toBeNull();
    expect(reported.questions.map((question) => question.field)).toEqual(expect.arrayContaining(['intent', 'offered_amount']));
    expect(triageReply('We can offer a $400 service credit toward the rental.', 'Sent', RECEIVED)).toMatchObject({ intent: 'offer', offered_amount: 400 });
    expect(triageReply("We can't reimburse the rental, but we will add an additional $200 service credit to your account.", 'Sent', RECEIVED)).toMatchObject({
      intent: 'offer',
      offered_amount: 200,
    });
  });

  it('reads a share of a bill whose figure comes later in brackets, and a share of the ask given as its own figure', () => {
    expect(offeredIn('The brand will reimburse 40% of the charges on the rental invoice you sent us ($1,500.00) as a goodwill gesture.')).toBe(600);
    expect(offeredIn("We'll reimburse half of what you asked, $410, by check.")).toBe(410);
  });

  it('asks when a share of a bill comes with a second figure given beside it', () => {
    const result = triageReply("We'll credit 50% of your rental bill ($800.00) to your account, and I'll refund the $95 inspection fee.", 'Sent', RECEIVED);
    expect(result.offered_amount).toBeNull();
    expect(result.questions).toContainEqual(expect.objectContaining({ field: 'offered_amount', candidates: expect.arrayContaining([400, 495]) }));
  });

  it('takes an accepted figure for the offer, and no threshold after a condition for a cap', () => {
    expect(
      triageReply('Dana told me you accepted the $640.00. Before I can cut the check I need a W-9, since payments over $600 get reported.', 'Sent', RECEIVED),
    ).toMatchObject({ intent: 'offer', offered_amount: 640 });
  });

  it('takes the new figure of a revised offer, not the one it replaces', () => {
    expect(offeredIn('Instead of the $300 credit, we will send you a check for $420.')).toBe(420);
    expect(offeredIn("I'm raising our offer from $380 to $610. Please confirm by Friday.")).toBe(610);
    expect(triageReply('Recibimos su aceptación de los $575. El cheque estará listo el lunes.', 'Sent', RECEIVED)).toMatchObject({
      intent: 'offer',
      offered_amount: 575,
    });
  });

  it('counts Spanish payments covered, and asks when a Spanish offer names a second figure of its own', () => {
    expect(offeredIn('El concesionario le cubrirá tres de sus mensualidades de $410.00 como cortesía.')).toBe(1230);
    expect(offeredIn('El concesionario le cubrirá dos cuotas de su arrendamiento de 350 $ cada una.')).toBe(700);
    const both = triageReply('Para emitir el pago de $600.00 y aplicar el crédito de $150.00 necesitamos su firma.', 'Sent', RECEIVED);
    expect(both.offered_amount).toBeNull();
    expect(both.questions).toContainEqual(expect.objectContaining({ field: 'offered_amount', candidates: [600, 750] }));
    // A figure the owner paid, quoted back, is no second offer.
    expect(offeredIn('Le ofrecemos $300 por los días sin su auto; usted pagó $900 de renta.')).toBe(300);
  });

  it('reads a payment made ready, approved or promised in plain Spanish as an offer', () => {
    expect(triageReply('El cheque por $420.00 estará listo el viernes.', 'Sent', RECEIVED)).toMatchObject({ intent: 'offer', offered_amount: 420 });
    expect(triageReply('buenas, ya me aprobo el gerente 380 dls por los dias sin carro', 'Sent', RECEIVED)).toMatchObject({
      intent: 'offer',
      offered_amount: 380,
    });
    expect(triageReply('El concesionario le va a cubrir los trescientos dólares de la renta.', 'Sent', RECEIVED)).toMatchObject({
      intent: 'offer',
      offered_amount: 300,
    });
  });

  it('reads a check with its figure and no sign as an offer', () => {
    expect(triageReply('Sam says the 512.40 check will be mailed Monday.', 'Sent', RECEIVED)).toMatchObject({ intent: 'offer', offered_amount: 512.4 });
  });

  it.each([
    // A refusal on a condition ("without the receipts") is a request for them.
    [
      'I will pass this on to the warranty office, but they will turn it down without the receipts. Please send the rental receipts by Friday.',
      'request_for_information',
    ],
    ['Your claim has been received and is under review. No further action is required at this time.', 'acknowledgement'],
    // A ticket system's "not monitored" note under a receipt is no absence.
    ['Support Request Received. Request #: 12345. We received your request. A specialist will review it. (This mailbox is not monitored.)', 'acknowledgement'],
    ['I am out of the office until Monday. (This mailbox is not monitored.)', 'other'],
    ['Thanks for writing. This mailbox is not monitored; we will get back to you from our main address.', 'other'],
    ['I would like to see the truck again for a quick recheck. What days work for you next week?', 'scheduling'],
    ['Para revisar su caso necesitamos los recibos. Sin esos documentos no podemos continuar. ¿Nos los puede enviar?', 'request_for_information'],
    ['El director quisiera reunirse con usted el lunes a las 10 para revisar su caso.', 'scheduling'],
    // A meeting already set is not proposed again.
    ['Gracias señora, ya recibimos los recibos y los pasamos al gerente. La vemos en la cita del jueves.', 'acknowledgement'],
    ['buenas tardes, ya esta su cheque x $215.00 y el credito de $100 quedo en su cuenta', 'offer'],
    ['El gerente aceptó subir la cantidad a $520.00. Es nuestra oferta final.', 'offer'],
    ['ok don luis, le aviso al gerente que no acepta. saludos', 'acknowledgement'],
    ['Gracias, ya le pasé las fotos al gerente.', 'acknowledgement'],
    ['Perfecto, lo esperamos el jueves a las 9:00 con el asesor.', 'scheduling'],
    ['¡Gracias por su visita! Conteste nuestra breve encuesta sobre el servicio.', 'other'],
    ["We've shared your note with our customer care team, who will reach out to you by Friday.", 'acknowledgement'],
    // Negations typed without the apostrophe still refuse; "not authorized to offer" takes an offer back.
    ['I looked into it with the tech. We wont be paying the $900, the damage was not a defect.', 'denial'],
    ["My advisor wasn't authorized to offer $200. We are not able to compensate downtime on customer-pay work.", 'denial'],
    // Asked to quote a reference number is no request for papers.
    ['Your concern has been logged under reference number RX-5521. Please include the reference number in any future correspondence.', 'acknowledgement'],
    // Reimbursing the rental is an offer, even before its receipt is seen.
    ["We'll reimburse your rental for the four days once you send the receipt. Please email it by Friday.", 'offer'],
    // An away notice said as leave and a promise to answer on return.
    ['Thank you for your message. I am on PTO through Monday and will respond when I return.', 'other'],
    // A ticket system's receipt of an inquiry is an acknowledgement, even when its mailbox is not read.
    ['This is an automated confirmation that your inquiry was received. Your Case Number is: 2607-118. This mailbox is not monitored.', 'acknowledgement'],
    // Papers that may be asked for later are not asked for now; papers someone else needs from the owner are.
    ['Case status: under review. Your case manager will contact you if additional information is needed.', 'acknowledgement'],
    [
      'I passed your note to our service team. Before anyone can review it, they need two things from you: the repair order number and a copy of the rental receipt.',
      'request_for_information',
    ],
    // "declines" in the third person refuses.
    ['The company has reviewed the warranty history and respectfully declines your demand in its entirety.', 'denial'],
    // A slot held for the owner is a meeting proposed, even with papers asked for beforehand.
    [
      'Before the manager decides, he would like to see the car. We have reserved Monday, May 11 at 8:00 AM for you. Please e-mail us your rental receipt beforehand.',
      'scheduling',
    ],
    // A call proposed, a slot pencilled in, a message passed along by a bot that cannot handle it, a refusal to make any payment.
    ['Our Service Director would like to have a short call with you. Would Thursday at 10:00 AM or Friday at 2:00 PM suit you?', 'scheduling'],
    ['Great news, we have you penciled in for your brake service on Thursday at 9:00 AM.', 'scheduling'],
    [
      "I'm not able to handle reimbursement requests in chat, but I've passed your message along for you. A specialist will reply within 5 business days.",
      'acknowledgement',
    ],
    ['BMW NA will not make any payment for loss of use, whether in the amount you originally requested or the amount you now propose.', 'denial'],
    ['Ya turnamos su caso a nuestro gerente general, quien está revisando su solicitud y le dará respuesta a más tardar el viernes.', 'acknowledgement'],
    // Spanish typed without accents or stop words is still Spanish; "le puedo marcar" proposes a call.
    [
      'don ramon buenas tardes, soy chuy de servicio. le puedo marcar mañana a las 10 para platicar lo de su tahoe? o digame a que hora le queda mejor',
      'scheduling',
    ],
    // A tender is an offer, and an offer called final that refuses any further one is still the offer.
    ['The company is willing, without admission of liability, to tender the sum of $435.00, subject to the enclosed release.', 'offer'],
    ["The company's tender of $435.00 against the executed release is its final position; there will be no further offer.", 'offer'],
  ])('reads %j as %s', (text, intent) => {
    expect(triageReply(text, 'Sent', RECEIVED).intent).toBe(intent);
  });

  it('asks, in Spanish, when papers are "needed" beside a case opened and nothing is asked of the owner', () => {
    const result = triageReply(
      'Hemos abierto el caso número 4411 y necesitamos la información del concesionario para completar la revisión.',
      'Sent',
      RECEIVED,
    );
    expect(result.intent).toBeNull();
    expect(result.questions[0]).toMatchObject({ field: 'intent' });
  });

  it('asks, offer or denial, when money is only named as a thing given beside a refusal', () => {
    const reported = read(
      'The manufacturer will not be able to provide reimbursement for loss of use. Any arrangement the dealership has made with you (I understand a $400 credit) is between you and the dealership.',
    );
    expect(reported.intent).toBeNull();
    expect(reported.questions[0]).toMatchObject({ field: 'intent', candidates: ['offer', 'denial'] });
    // An earlier credit referred to beside a meeting proposed: offer or scheduling.
    const earlier = read(
      'We have received your letter referencing the $300.00 service credit extended to you on April 4. Our client would like to discuss the matter with you. Kindly confirm your availability.',
    );
    expect(earlier.questions[0]).toMatchObject({ field: 'intent', candidates: ['offer', 'scheduling'] });
    // Said to be issued, the money is given: firm.
    expect(read('Days not covered: 4. A reimbursement of $500.00 will be issued by check.').intent).toBe('offer');
  });

  it('reads "policy does not allow us to pay" as a refusal, not an offer of the days at the rate', () => {
    const refusal = read(
      "The dealership's policy does not allow us to pay loss-of-use claims, so we won't be able to provide the $1,134.00 (14 days at $81.00) you asked for.",
    );
    expect(refusal.intent).toBe('denial');
  });

  it('in Spanish, an offer then a refusal is asked; a refusal then an offer, or a refusal of more, leaves the offer', () => {
    const lapsed = read('Le informamos que la propuesta (cheque por $1,200.00) quedó sin efecto. La garantía no contempla indemnización por privación de uso.');
    expect(lapsed.intent).toBeNull();
    expect(lapsed.questions[0]).toMatchObject({ field: 'intent', candidates: ['offer', 'denial'] });
    expect(read('No podemos cubrir los 1.000,00 $ que nos solicitó. Por los otros trece días le ofrecemos 812,50 $.').intent).toBe('offer');
    expect(read('Nuestra última oferta es de 450 $, a cambio de que firme el finiquito. No podremos mejorarla.').intent).toBe('offer');
  });

  it('in Spanish, reads "le puede reembolsar", "le subimos la oferta a", leaves out a figure replaced and takes a total the reply states', () => {
    expect(read('Hacienda Ford le puede reembolsar el 40% de su factura de Budget por $912.40.').offered_amount).toBe(364.96);
    expect(read('Le subimos la oferta a $500 en lugar de los 377 que le ofrecimos antes.').offered_amount).toBe(500);
    expect(read('El gerente aceptó subir la cantidad: le ofrecemos $800 en efectivo, en lugar de los $558.').offered_amount).toBe(800);
    expect(
      read('Además del reembolso de $364.96 que ya autorizaron, el gerente aprobó un crédito de servicio de $100, así que en total son $464.96.')
        .offered_amount,
    ).toBe(464.96);
  });

  it('in Spanish, "nothing until the manager reviews the invoice" asks for papers, not refuses', () => {
    const until = read(
      'Por lo pronto no le podemos ofrecer nada hasta que el gerente revise la factura de la renta. ¿Nos las podría mandar a más tardar el próximo miércoles?',
    );
    expect(until.intent).toBe('request_for_information');
  });

  it('is not sure an offer names no amount when figures no money rule reads stand in it', () => {
    const unread = triageReply('Le voy a ser franco: la oferta sigue en pie, le ofrecemos mil doscientos en cheque.', 'Sent', RECEIVED);
    expect(unread.intent).toBe('offer');
    expect(unread.confidence.offered_amount).toBeLessThan(TRIAGE_SURE);
  });

  it('reads days of rental offered without a rate as an offer whose figure it is not sure of, and asks about the claim’s rate', () => {
    const text = 'hi its kyle from the svc desk. talked to my mgr, we can do 2 days of rental reimb. can u send me the receipt?';
    const unread = read(text);
    expect(unread.intent).toBe('offer');
    expect(unread.confidence.offered_amount).toBeLessThan(TRIAGE_SURE);
    const forClaim = triageReply(text, 'Sent', RECEIVED, { ask_amount: 440, daily_rate: 55 });
    expect(forClaim.questions.find((question) => question.field === 'offered_amount')?.candidates).toEqual([110]);
  });

  it('adds the parts of an offer said in one breath: days at a rate, a bill paid in full, a credit added by another, a figure "plus" a credit', () => {
    expect(read('We are issuing a $300 credit, and Lakeview will cover the four days you paid for a rental yourself, at $40 a day.').offered_amount).toBe(460);
    expect(read("For the two days the loaner wasn't ready we'll pay 2 days' rental at $55/day and add a $75 service credit.").offered_amount).toBe(185);
    expect(read('We can offer a $250 service credit and will reimburse your Avis invoice of $212.40 in full.').offered_amount).toBe(462.4);
    expect(read('The brand will send a goodwill check for USD 300, and the store will add 150.00 USD as a service credit.').offered_amount).toBe(450);
    expect(read("Here's my number: 600 bucks on top of the loaner days, by check, plus a $100 credit at the parts counter.").offered_amount).toBe(700);
    expect(read('The credit is $400 and the rental refund, 120.00 USD, comes by check. The total stays at 520.00 USD.').offered_amount).toBe(520);
    expect(read("We'll cover two months' payments on your Toyota Financial account, which are $455.10 each.").offered_amount).toBe(910.2);
  });

  it('reads a chatbot’s keyword menu as other, and no refusal in "deadline or not" or in the owner declining a loaner', () => {
    expect(read("Hi! I'm the dealership's virtual assistant. Reply SERVICE to book a visit or HOURS for our hours.")).toMatchObject({ intent: 'other' });
    expect(read("I can't help with that here. Reply YES to book a service visit, or type AGENT during business hours.").intent).toBe('other');
    expect(read('¡Hola! Soy el asistente virtual. Escribe CITA para agendar un servicio o MENÚ para más opciones.').intent).toBe('other');
    // A reminder's "Responda SÍ para confirmar" is no menu: the appointment is the point.
    expect(read('Le recordamos su cita del jueves a las 9:00 con el asesor. Responda SÍ para confirmar o llámenos para cambiarla.').intent).toBe('scheduling');
    expect(
      read('Two things before I send this up: the rental invoice (the ROs show you declined a loaner) and your mileage. Could you send both?').intent,
    ).toBe('request_for_information');
    expect(read('Deadline or not, our offer stands.').intent).not.toBe('denial');
  });

  it('acknowledges a note typed on a phone and a ticket system’s automatic receipt in Spanish', () => {
    expect(read('got ur msg, checking w the sales mgr now. will txt u back tmrw').intent).toBe('acknowledgement');
    expect(
      read('Su mensaje fue registrado con el número de ticket AB-1234. Un asesor le responderá pronto. Este es un mensaje automático; por favor no responda.')
        .intent,
    ).toBe('acknowledgement');
  });

  it('in Spanish, reads an offer raised "a mil cien dólares" and one kept as the final position, and asks when an accepted settlement is being paid', () => {
    expect(read('Hablé con la gerencia y subimos a mil doscientos dólares. Es nuestra posición final; no podemos ir más arriba.')).toMatchObject({
      intent: 'offer',
      offered_amount: 1200,
    });
    expect(read('No podemos subir de $900. Mantenemos esa oferta hasta el viernes.').intent).toBe('offer');
    const settled = read('Recibimos su aceptación; el cheque estará listo dentro de 10 días hábiles.');
    expect(settled.confidence.intent).toBeLessThan(TRIAGE_SURE);
    expect(settled.questions).toContainEqual(expect.objectContaining({ field: 'intent' }));
  });

  it('in Spanish, reads a waived charge as an offer, "1,2 mil dólares", "reembolsar el total de", a ride for a visit as no offer, and a time asked about as a meeting', () => {
    const waived = triageReply(
      'No le podemos pagar la renta, somos un taller chico. Lo que sí le hago es no cobrarle el diagnóstico, que eran $95, ya se lo quité de la cuenta.',
      'Sent',
      '2025-11-10',
    );
    expect([waived.intent, waived.offered_amount]).toEqual(['offer', 95]);
    expect(triageReply('Le ofrecemos 2,5 mil dólares por los días sin su camioneta.', 'Sent', '2025-11-10').offered_amount).toBe(2500);
    expect(triageReply('Le vamos a reembolsar el total de 1.350,00 $ por cheque.', 'Sent', '2025-11-10').offered_amount).toBe(1350);
    const ride = triageReply(
      '¿Le acomoda traerla el martes a las 8? Tarda una hora; le damos un Uber de cortesía (hasta $30 por viaje).',
      'Sent',
      '2025-11-10',
    );
    expect(ride.offered_amount).not.toBe(30);
    expect(ride.intent).not.toBe('offer');
    expect(triageReply('Para firmar el finiquito, ¿le queda bien el jueves 13 a las 11, o el viernes por la mañana?', 'Sent', '2025-11-10').intent).toBe(
      'scheduling',
    );
  });

  it('in Spanish, reads an automatic receipt of a request as a receipt, a subject line as no offer, and a virtual assistant’s menu as other', () => {
    const receipt = triageReply(
      '*** Mensaje automático, no responda ***\nSolicitud núm.: AB-1200\nEstado: Recibida\nUn representante se comunicará con usted.',
      'Sent',
      '2025-11-10',
    );
    expect(receipt.intent).toBe('acknowledgement');
    const subject = triageReply('Caso 5512-88 Asunto: Reembolso de renta\n\nHemos recibido su consulta. Un asesor le responderá pronto.', 'Sent', '2025-11-10');
    expect(subject.intent).toBe('acknowledgement');
    const menu = triageReply(
      '¡Hola! Soy Tina, la asistente virtual de Toyota del Sol. No entendí. Elige: 1) Citas 2) Ventas 3) Refacciones',
      'Sent',
      '2025-11-10',
    );
    expect(menu.intent).toBe('other');
  });

  it('in Spanish, reads an offer raised in the first person, one the supplier accepts to pay, days "se los vamos a reconocer", and an offer after a concession', () => {
    const read = (text: string) => triageReply(text, 'Sent', '2025-11-10');
    expect(read('Te subo la oferta a novecientos dólares y esa es mi última palabra.').intent).toBe('offer');
    expect(read('Buenas tardes, ya me contestó la aseguradora del taller: aceptan pagar $300 de la renta del carro.').intent).toBe('offer');
    expect(read('De los 12 días, esos 6 sí se los vamos a reconocer: $270 en total.').intent).toBe('offer');
    const conceded = read('Aunque la garantía no cubre rentas, quiero ofrecerle un crédito de $350 en servicio.');
    expect([conceded.intent, conceded.offered_amount]).toEqual(['offer', 350]);
  });

  it('does not read a Spanish offer word without money as an offer', () => {
    expect(read('Para darle una respuesta necesitamos el recibo de la grúa. Envíenos el recibo, por favor.').intent).toBe('request_for_information');
    expect(read('Le proponemos una cita el viernes a las 10:00 para revisar su vehículo.').intent).toBe('scheduling');
    expect(read('Su reclamación ha quedado registrada. Le daremos una respuesta a más tardar el viernes.').intent).toBe('acknowledgement');
    expect(read('Este es un mensaje automático. Su correo será atendido el próximo día hábil.').intent).toBe('other');
  });
});

describe('readReply: offers in parts, shares in words, and dates promised in Spanish', () => {
  const read = (text: string, claim = {}) => triageReply(text, 'Sent', '2025-03-04', claim);

  it('adds up the items listed under a line that says what is given', () => {
    const listed = read('Here is my answer.\n\nWhat we can do for you:\n\n- 6 days of your rental at the $45/day rate\n- a $120 credit on your next service', {
      ask_amount: 900,
      daily_rate: 45,
    });
    expect([listed.intent, listed.offered_amount]).toEqual(['offer', 390]);
    const table = read(
      "Here's what we're doing on your van.\n\n| Item | Amount |\n|---|---|\n| Goodwill credit (3 days @ $90/day) | $270.00 |\n| Brake inspection at no charge | $49.95 |",
    );
    expect(table.offered_amount).toBe(319.95);
    const spanish = read('Nuestra propuesta es esta: • reembolso de 4 días de renta a $60 diarios, y • un vale de $150 para servicio.');
    expect([spanish.intent, spanish.offered_amount]).toEqual(['offer', 390]);
    // A list with no line saying it is given is not added up.
    expect(read('Charges on file:\n- rental $300\n- tow $95').offered_amount).toBeNull();
  });

  it('adds a discount given beside a refund, and works out a figure less another', () => {
    expect(read("We'll refund the $95 diagnostic fee, and we'll knock $60 off your next visit.").offered_amount).toBe(155);
    const less = read('We will reimburse the rental for all six days, less the $40.00 fuel charge. That is your $360.00 minus $40.00.');
    expect([less.intent, less.offered_amount]).toEqual(['offer', 320]);
  });

  it('reads a share written in words, and a difference of two daily rates over a count of days', () => {
    expect(read('We will reimburse one-third of your Enterprise invoice of $612.90.').offered_amount).toBe(204.3);
    expect(
      read('For the same four days, the store will make up the difference between the $30/day your plan allowed and the $75/day you paid.').offered_amount,
    ).toBe(180);
  });

  it('reads an offer that is said to remain open or to stand, and one offered after a gesture of goodwill in Spanish', () => {
    const open = read(
      'Without admission of liability, the dealer’s offer of $640.00 remains open through March 20, 2025. The dealer is not responsible for charges after that notice.',
    );
    expect([open.intent, open.offered_amount, open.deadline]).toEqual(['offer', 640, '2025-03-20']);
    expect(read('They won’t pay labor or towing, so we are eating it. Our offer from Friday stands either way.').intent).toBe('offer');
    const spanish = read('Como gesto de buena voluntad, la marca está dispuesta a cubrir parte de los días: doce (12) días a razón de $50 diarios.');
    expect([spanish.intent, spanish.offered_amount]).toEqual(['offer', 600]);
  });

  it('does not read "not something I can approve over email" as a refusal when a meeting is proposed', () => {
    const meeting = read("The $800 isn't something I can approve over email; I'd rather go through it in person. Can you come by Thursday at 9:00?", {
      ask_amount: 800,
    });
    expect(meeting.intent).toBe('scheduling');
  });

  it('counts a Spanish promise to be contacted within business days, in a message whose HTML leaves spaces at line ends', () => {
    const ticket = read(
      '<p>Hola ANA ROJAS:</p>\n<p>Hemos recibido su solicitud. Número de caso: <strong>AB-1234</strong><br>\nUn asesor se comunicará con usted dentro de 2 días laborables.</p>',
    );
    expect([ticket.intent, ticket.deadline]).toEqual(['acknowledgement', '2025-03-06']);
  });
});

describe('readReply: revised figures, items named after their word, and dates that are the owner’s or a bill’s', () => {
  const read = (text: string, claim = {}) => triageReply(text, 'Sent', '2025-03-04', claim);

  it('reads a figure revised to, and "we’re at $1k", as the offer', () => {
    expect(read('Good news: the zone agreed to help, so we are revising to a flat $820 instead of the $640. Same check as before.').offered_amount).toBe(820);
    const short = read('Thanks for coming in today. As discussed we’re at $1.5k on the rental; the check goes out Friday.');
    expect([short.intent, short.offered_amount]).toEqual(['offer', 1500]);
  });

  it('counts the payments named after their word, and reads a Spanish offer beside a refusal of the whole ask', () => {
    const payments = read('El concesionario pagará directamente sus mensualidades de marzo y abril, de $412.10 cada una.');
    expect([payments.intent, payments.offered_amount]).toEqual(['offer', 824.2]);
    expect(read('Tras revisar el expediente, la agencia le reconoce US$ 980,00 por la renta.').offered_amount).toBe(980);
    const credit = read('La marca le otorga un crédito de $250 para mano de obra. No podemos considerar la renta completa de $1,400.', { ask_amount: 1400 });
    expect([credit.intent, credit.offered_amount]).toEqual(['offer', 250]);
  });

  it('does not read a talk about money as an offer', () => {
    expect(read('Swing by Saturday around 11 and we can also go over the $910.36 payment thing while you are here.').offered_amount).toBeNull();
  });

  it('asks for papers listed under a line that ends in a colon', () => {
    expect(read('Before the request can be reviewed, please provide:\n- the itemized repair order;\n- the rental agreement and proof of payment.').intent).toBe(
      'request_for_information',
    );
  });

  it('takes no deadline from the owner’s demand reported back, nor from a payment’s due date across a comma', () => {
    expect(read('Your letter demands that the dealer pay $900.00 by March 20, 2025. The dealer declines and will make no payment.').deadline).toBeNull();
    expect(read('We will waive your April payment of $512.40. Your May payment, due 05/01/2025, remains unchanged.').deadline).toBeNull();
    expect(read('Le pagamos la cuota de abril. Firme el acuerdo a más tardar el 20 de marzo; su próximo pago vence el 5 de abril.').deadline).toBe(
      '2025-03-20',
    );
  });

  it('takes the day a check waits at the desk, not the day from which it does', () => {
    expect(read('Approved in full, $504. Check will be at the service desk for pickup Friday.').deadline).toBe('2025-03-07');
    expect(read('We will cover the days at your rate: $504. Your check will be at the cashier’s window starting Monday.').deadline).toBeNull();
    expect(read('La agencia aumenta su propuesta a mil cien dólares. Esta propuesta tiene una vigencia de 15 días naturales a partir de hoy.').deadline).toBe(
      '2025-03-19',
    );
  });
});

describe('readReply: refusals that join another, a refund given back, and Spanish in more registers', () => {
  const read = (text: string, claim = {}) => triageReply(text, 'Sent', '2025-03-04', claim);

  it('reads "won’t add anything" and "can’t either" as a refusal', () => {
    expect(read('Bottom line: the maker won’t add anything to what your plan paid, and I’m afraid the store can’t either.').intent).toBe('denial');
  });

  it('reads "$158 back plus the $150 off next visit" as an offer of both', () => {
    const both = read('My mistake on the numbers: so it’s $158 back plus the $150 off next visit. Sorry about that.');
    expect([both.intent, both.offered_amount]).toEqual(['offer', 308]);
  });

  it('reads the claim passed on to someone who now has it as a receipt', () => {
    expect(read('Thanks for your patience. Ana from our care team already has your case and will be your point of contact from here.').intent).toBe(
      'acknowledgement',
    );
    expect(read('Ya recibimos tu claim y ya se lo mandé al gerente. Él te va a contestar pronto.').intent).toBe('acknowledgement');
    expect(read('Ya le entregué todo al gerente, lo tiene en su escritorio y la llama él cuando lo revise.').intent).toBe('acknowledgement');
  });

  it('reads times offered to choose from, and a Spanish meeting proposed, as scheduling', () => {
    expect(
      read(
        'Our director would like to talk it through with you. He has the following times open: Monday at 2 PM, Tuesday at 10 AM. Reply with the one that works best.',
      ).intent,
    ).toBe('scheduling');
    expect(read('El gerente quiere sentarse contigo pa hablar lo de la renta, ¿puedes el lunes a las 9am?').intent).toBe('scheduling');
    expect(read('Le propongo vernos el martes a las 3:00. Antes de esa fecha, mándeme por favor el comprobante.').intent).toBe('scheduling');
  });

  it('reads papers asked for in Spanish, and a Spanish claim closed', () => {
    expect(read('Revisé lo que me mandaste pero me falta: el recibo final y el millaje.').intent).toBe('request_for_information');
    expect(read('Le agradecería que nos comparta el contrato de alquiler y la factura final.').intent).toBe('request_for_information');
    expect(read('La propuesta vencía el viernes y no recibimos respuesta. Damos el reclamo por concluido y no haremos ningún otro pago.').intent).toBe(
      'denial',
    );
  });

  it('reads an offer widened to a new figure and a table’s total approved', () => {
    expect(read('Ampliamos la oferta a 900,00 $ en lugar de los 638,00 $ de la semana pasada.').offered_amount).toBe(900);
    const table = read('La gerencia aprobó lo siguiente:\n\nAlquiler (6 días x $50)   $300.00\nBono de servicio   $80.00\nTotal a su favor   $380.00');
    expect([table.intent, table.offered_amount]).toEqual(['offer', 380]);
  });
});

describe('readReply: the dealer’s will, a visit proposed with papers asked ahead, and a lender’s credit in Spanish', () => {
  const read = (text: string, claim = {}) => triageReply(text, 'Sent', '2026-11-04', claim);

  it('reads "We’ll do 1.25k on the rental" as an offer', () => {
    const will = read('Thanks for taking the call Friday. We’ll do 1.25k on the rental, paid in one check. Valid through the 15th.', { ask_amount: 1659 });
    expect([will.intent, will.offered_amount, will.deadline]).toEqual(['offer', 1250, '2026-11-15']);
  });

  it('reads an inspection proposed on a weekday as the point, papers asked for beforehand beside it', () => {
    expect(
      read(
        'Before any decision I would like to inspect the vehicle with your advisor on Tuesday, November 10 at 8:30 AM. Please email me the rental agreement beforehand.',
      ).intent,
    ).toBe('scheduling');
  });

  it('reads "please reply to this message with:" over a list of papers as a request', () => {
    expect(
      read('Before the request can be reviewed, please reply to this message with:\n  1. a copy of the repair order, and\n  2. your mailing address.').intent,
    ).toBe('request_for_information');
  });

  it('reads a Spanish lender’s credit beside the account’s balance, and an advisor’s note that the manager has the claim', () => {
    const credit = read(
      'Como cortesía, la financiera aplicará a su cuenta un crédito equivalente a un pago mensual, es decir $498.20. Su saldo actual es de $17,310.55.',
    );
    expect([credit.intent, credit.offered_amount]).toEqual(['offer', 498.2]);
    const note = read('q onda, soy Memo de service. El manager ya tiene tu claim de la renta, dice q te contesta el viernes sin falta.');
    expect([note.intent, note.deadline]).toEqual(['acknowledgement', '2026-11-06']);
  });
});

describe('readReply: the ask given in full, a table’s total, a charge reversed beside a payment waived', () => {
  const read = (text: string, claim = {}) => triageReply(text, 'Sent', '2026-03-18', claim);

  it('reads "the full $770" and "los 17 días completos, es decir $848.30" as the ask given, and the full ask less a part as what is left', () => {
    expect(read('You’re right about the loaner. We’ll pay the full $770. My office will call you.', { ask_amount: 770 }).offered_amount).toBe(770);
    expect(read('La agencia le va a reembolsar los 12 días completos, es decir $600.00.', { ask_amount: 600 }).offered_amount).toBe(600);
    expect(
      read('We’re replacing the cash-and-credit offer with a straight check: the full $900 less the one day you chose not to take our loaner ($75), so $825.', {
        ask_amount: 900,
      }).offered_amount,
    ).toBe(825);
  });

  it('reads the total of a table of goodwill, and a late charge reversed beside a payment waived', () => {
    expect(
      read('We have agreed the following goodwill package:\n\n  Goodwill payment (cheque)   $700.00\n  Service credit   $300.00\n  Total goodwill   $1,000.00')
        .offered_amount,
    ).toBe(1000);
    expect(
      read('As a courtesy, the lender will waive your April payment of $410.20 and reverse the $50.00 late charge on your March payment.').offered_amount,
    ).toBe(460.2);
  });

  it('does not count the bill a Spanish share was taken of as a second offer', () => {
    expect(read('Aun así, el dealer te va a cubrir el 50% de lo que pagaste en Avis ($700.40 con el IVU incluido).').offered_amount).toBe(350.2);
  });
});

describe('the tuning half of set a (regression)', () => {
  it('reads intent ≥ 95%, amount ≥ 95%, deadline ≥ 90%, with no sure answer wrong', () => {
    const score = scoreSet(
      SET_A.filter((reply) => reply.part === 'tune'),
      (reply) => triageReply(reply.text, 'Sent', reply.received_at, { ask_amount: reply.claim.ask_amount, daily_rate: reply.claim.daily_rate }),
    );
    expect(score.accuracy.intent).toBeGreaterThanOrEqual(0.95);
    expect(score.accuracy.offered_amount).toBeGreaterThanOrEqual(0.95);
    expect(score.accuracy.deadline).toBeGreaterThanOrEqual(0.9);
    expect(score.sure.wrong).toBe(0);
  });
});

describe('set b (regression: tuned on since its first runs)', () => {
  it('reads intent ≥ 95%, amount ≥ 95%, deadline ≥ 90%, with no sure answer wrong', () => {
    const score = scoreSet(SET_B, (reply) =>
      triageReply(reply.text, 'Sent', reply.received_at, { ask_amount: reply.claim.ask_amount, daily_rate: reply.claim.daily_rate }),
    );
    expect(score.accuracy.intent).toBeGreaterThanOrEqual(0.95);
    expect(score.accuracy.offered_amount).toBeGreaterThanOrEqual(0.95);
    expect(score.accuracy.deadline).toBeGreaterThanOrEqual(0.9);
    expect(score.sure.wrong).toBe(0);
  });
});
