import { triageReply } from './reply-reading';
import { replySpecs, scoreReplies } from '../../../../bench/generated/replies/reply-specs';

// A Monday, so business days and weekdays are easy to check by hand.
const TODAY = '2025-11-10';
/** A reply to a sent claim, read on TODAY. */
const readSentToday = (email: string) => triageReply(email, 'Sent', TODAY);

describe('triageReply', () => {
  it('reads a goodwill offer as an offer, positive, with its amount and deadline', () => {
    const result = readSentToday(
      `Hi Jordan,

Thank you for your patience while your Accord was in our shop. After reviewing your claim with our district manager, we are able to offer a goodwill payment of $450.00 toward your loss of use. We cannot cover the full $1,260 you requested, but we hope this helps.

Please let us know within 10 business days whether you accept.

Best regards,
Mike Alvarez, Service Manager`,
    );
    expect(result.intent).toBe('offer');
    expect(result.sentiment).toBe('positive');
    // The amount offered, not the larger one refused in the next sentence.
    expect(result.offered_amount).toBe(450);
    expect(result.summary).toContain('$450.00');
    expect(result.summary).not.toContain('$1,260.00');
    expect(result.due_in_days).toBe(14);
    expect(result.next_actions[0]).toBe('Record the response on the claim (status Response)');
    expect(result.next_actions.some((action) => action.includes('within 14 days'))).toBe(true);
  });

  it('reads a refusal as a denial, negative, with its reason', () => {
    const result = readSentToday(
      `Dear Ms. Chen,

Unfortunately we are unable to offer compensation for the time your vehicle was in service, because loss of use is not covered under the manufacturer's warranty. Our records show a loaner was offered on the first day.

Regards,
Riverside Toyota Customer Care`,
    );
    expect(result.intent).toBe('denial');
    expect(result.sentiment).toBe('negative');
    expect(result.summary).toMatch(/^The dealer declines the claim, because loss of use is not covered/);
    expect(result.due_in_days).toBeNull();
  });

  it('reads a request for documents, with what is asked and by when', () => {
    const result = readSentToday(
      `Hello,

We received your claim. In order to review it, could you please send us copies of the repair orders and the rental receipts by Friday?

Thanks,
Dana (Service Advisor)`,
    );
    expect(result.intent).toBe('request_for_information');
    expect(result.summary).toContain('copies of the repair orders and the rental receipts');
    expect(result.due_in_days).toBe(4);
  });

  it('reads an appointment request as scheduling', () => {
    const result = readSentToday(
      'Hi, our regional rep would like to inspect the vehicle before deciding. Can we schedule an appointment for next Tuesday morning? What time works for you?',
    );
    expect(result.intent).toBe('scheduling');
    // The appointment's own day is when to come, not a deadline to answer by.
    expect(result.due_in_days).toBeNull();
  });

  it('reads a holding reply as an acknowledgement', () => {
    const result = readSentToday(
      'Thank you for reaching out. We have received your letter and forwarded it to our general manager, who is reviewing it. We will get back to you within 5 business days.',
    );
    expect(result.intent).toBe('acknowledgement');
    expect(result.sentiment).toBe('other');
    expect(result.due_in_days).toBe(7);
  });

  it('reads a reply that says nothing actionable as other, and suggests no status change for a draft', () => {
    const result = triageReply('Thanks for the kind words about our team! We will share them at our morning meeting.', 'Draft', TODAY);
    expect(result.intent).toBe('other');
    expect(result.next_actions).not.toContain('Record the response on the claim (status Response)');
  });

  it('asks what a reply no rule reads means when it names a time or money, or says next to nothing', () => {
    for (const text of ['Noted.', 'k thx, end of next week then', 'Your letter reached me. You will have my answer by Wednesday.']) {
      const result = triageReply(text, 'Sent', TODAY);
      expect(result.intent).toBeNull();
      expect(result.questions.find((question) => question.field === 'intent')?.candidates).toEqual(expect.arrayContaining(['other']));
    }
  });

  it('ignores the quoted claim below the reply', () => {
    const result = readSentToday(
      `We have received your request and are looking into it.

On Mon, Nov 3, 2025 at 9:12 AM Jordan Lee wrote:
> I am asking for goodwill compensation of $1,260.00. Please reply within 14 days.`,
    );
    expect(result.intent).toBe('acknowledgement');
    expect(result.due_in_days).toBeNull();
  });

  it('offers what the dealer offers, not the amount quoted back from the claim', () => {
    const result = readSentToday(
      `Hi Jordan,

Thank you for reaching out. While we can't approve the full $259.40 you requested, we are able to reimburse $150.00 for the rental.

Best,
Mike`,
    );
    expect(result.intent).toBe('offer');
    expect(result.offered_amount).toBe(150);
    expect(result.summary).toContain('$150.00');
    expect(result.summary).not.toContain('$259.40');
    expect(result.next_actions.join(' ')).toContain('$150.00');
    expect(result.next_actions.join(' ')).not.toContain('$259.40');
  });

  it('offers no dollars for a refusal, a repair cost or a non-cash offer', () => {
    const refusal = readSentToday('Unfortunately we cannot pay $500 for loss of use. The repair cost $2,340 and was covered under warranty.');
    expect(refusal.intent).toBe('denial');
    expect(refusal.offered_amount).toBeNull();

    const nonCash = readSentToday("We can't reimburse the $640 rental, but we'd like to offer you a complimentary oil change on your next visit.");
    expect(nonCash.intent).toBe('offer');
    expect(nonCash.offered_amount).toBeNull();
    expect(nonCash.summary).not.toContain('$');
  });

  it('reads offers phrased as a goodwill credit or a check in the mail', () => {
    expect(readSentToday("We'd like to extend a goodwill credit of $200 toward your rental costs.").offered_amount).toBe(200);
    expect(readSentToday('I reviewed your claim for $1,200. A check for $350.00 will be mailed to you once you confirm.').offered_amount).toBe(350);
  });

  it.each([
    [
      'takes no deadline from the date the car was ready for pickup',
      'Thank you for reaching out. Your vehicle was ready for pickup on June 14. Unfortunately we are unable to offer compensation for the rental.',
      '2025-11-25',
      'denial',
      null,
    ],
    [
      'takes no deadline from a holiday closure',
      'We have received your claim and will review it. Please note that our service department is closed on December 25.',
      '2025-12-24',
      'acknowledgement',
      null,
    ],
    // From a Thursday, 10 business days end on the Thursday two weeks later.
    [
      'turns business days into calendar days from the day the reply is read',
      'Please send copies of the rental receipts within 10 business days.',
      '2025-11-13',
      'request_for_information',
      14,
    ],
  ])('%s', (_title, text, today, intent, dueInDays) => {
    const result = triageReply(text, 'Sent', today);
    expect(result.intent).toBe(intent);
    expect(result.due_in_days).toBe(dueInDays);
  });

  it('ignores an earlier mail quoted below an Outlook separator, with its amount and deadline', () => {
    const result = readSentToday(
      `Thanks for your e-mail. Your request has been forwarded to our general manager, who will review it.

Regards,
Karen Brooks
Service Director

-----Original Message-----
From: Jordan Lee <jordan.lee@example.com>
Sent: Monday, November 3, 2025 9:12 AM
Subject: Goodwill claim

I am asking for goodwill compensation of $1,260.00 for the rental. Please respond by November 17, 2025.`,
    );
    expect(result.intent).toBe('acknowledgement');
    expect(result.offered_amount).toBeNull();
    expect(result.due_in_days).toBeNull();
  });

  it.each([
    ['offer', 'Luis, perdón, hubo un error en la carta anterior: el reembolso es de $900, no de $840. Todo lo demás queda igual.'],
    ['offer', 'Lo voy a mejorar: en lugar del 40 % le reembolsamos la mitad de la renta, o sea quinientos noventa y tres dólares.'],
    ['offer', 'Lo máximo que puede hacer la agencia es subir a 600,00 USD, y esa es nuestra última palabra.'],
    ['acknowledgement', '¡Listo! Ya quedó, le enviamos el finiquito corregido para firma.'],
    ['acknowledgement', 'Sr. Ferrer, el ing. Rangel regresa el lunes, le dejo su mensaje en su escritorio.'],
    ['acknowledgement', 'Muchas gracias por el W-9. Contabilidad lo revisa esta semana.'],
    ['request_for_information', 'Si tiene algún comprobante de la renta me serviría mucho. También necesito copia de su licencia.'],
    ['scheduling', 'Me gustaría ver la camioneta. ¿Puede traerla el jueves a las 8 de la mañana?'],
    ['scheduling', 'El gerente quiere platicar contigo. ¿Podrías venir el martes a las 4?'],
    ['other', 'Gracias por escribir. Nuestras oficinas están cerradas por Año Nuevo. Atenderemos su mensaje a partir del 2 de enero.'],
    ['offer', 'Una corrección: el contrato dice $178.60. Entonces el total queda en $528.60, los $350 de crédito más los $178.60 de la renta.'],
    ['offer', 'Además de la factura de Enterprise ($612.84) le vamos a poner $150 de crédito para servicio. Esta es nuestra posición final.'],
    ['offer', 'Ford nos autorizó cuatrocientos veinte dólares y nosotros le agregamos un cambio de aceite sin costo.'],
    ['offer', 'Toyota no aprobó nada, pero te damos $300 en cheque y $150 en crédito pa tu próximo servicio.'],
    ['request_for_information', '¿Me puedes mandar una copia del recibo de la renta y de tu orden de reparación? Las necesito para armar tu caso.'],
    ['acknowledgement', 'Yadira, recibí el relevo firmado el sábado, ya está en contabilidad. Gracias!'],
    ['denial', 'Lamentamos informarle que la propuesta venció y Ford no autorizó ningún pago adicional. Su solicitud de $580 queda cerrada.'],
  ] as const)('reads a Spanish %s in words of its own: %j', (intent, email) => {
    expect(readSentToday(email).intent).toBe(intent);
  });

  it.each([
    ['offer', null, "The release wording is standard and can't be changed; if you'd like the reimbursement, please return it signed by Thursday."],
    ['offer', 1139.85, 'Mitsubishi approved 80% of the Avis invoice. The invoice total was $1,424.81 for 19 days, so that is $1,139.85 going to you.'],
    ['offer', 437.5, "Understood. $437.50 is where Lexus and we land; we won't go higher, but it's yours if you want it."],
    ['acknowledgement', null, 'hi its jared from svc. re the downtime $ thing u asked about i dont decide that, im giving it to my mgr today'],
    ['offer', 814, "GM is paying 10 days at a flat $45 and we're paying 7 at $52. So it's $450 from GM plus $364 from us, total $814, not $884."],
    ['offer', 485, 'Le reembolsamos la grúa completa y le damos trescientos dólares por los días sin auto: cuatrocientos ochenta y cinco dólares en total.'],
    [
      'offer',
      537.6,
      'Le podemos ofrecer trescientos cincuenta dólares en crédito para servicio, más el reembolso de la renta que usted pagó ($187.60). En total serían $537.60.',
    ],
    [
      'offer',
      943.19,
      'As a goodwill gesture, Chrysler Capital will:\n- waive your August monthly payment of $548.19; and\n- waive the $395.00 turn-in fee at the end of your lease.',
    ],
    ['offer', null, "You're right that we should have had a loaner. We'll cover the Enterprise bill in full, whatever it came to. Just send it over."],
    [
      'offer',
      943.19,
      'As a goodwill gesture, the lender will:\n\n- waive your August payment of $548.19; and\n- waive the $395.00 turn-in fee at the end of your lease.',
    ],
    [
      'scheduling',
      null,
      'Six days is too long, and that is on us, not on the maker. Could you give me 20 minutes by phone Monday or Tuesday afternoon? Let me know what time works.',
    ],
    [
      'acknowledgement',
      null,
      '##- Please type your reply above this line -##\nYour request (#46810) has been received and is being reviewed by our support staff.',
    ],
    ['request_for_information', null, "We'd like to help. Please DM us your VIN, the dealer's name and a good phone number so our team can take a look."],
    [
      'request_for_information',
      null,
      'El gerente me pide que le solicite lo siguiente: copia del contrato de renta. Me los puede mandar por este medio. Sin eso no podemos avanzar.',
    ],
    ['request_for_information', null, '¿Me puede mandar la factura del carro que alquiló? Si el seguro le cubrió algo, no se lo podemos pagar doble.'],
    ['other', null, 'Nuestras oficinas administrativas permanecen cerradas por las fiestas. Le responderemos a partir del viernes 2 de enero.'],
    ['scheduling', null, 'Our service manager would love to talk it through with you. Are you free for a quick call Tuesday between 10 and noon?'],
    ['acknowledgement', null, 'Roberta - release received, thank you. I am sorry again for the twelve days. -Frank'],
    [
      'acknowledgement',
      null,
      'Soy el asistente virtual. Ya creé su solicitud #MVH-560-0928 y un asesor se comunicará con usted.\n1️⃣ Agendar servicio  2️⃣ Hablar con una persona',
    ],
    [
      'acknowledgement',
      null,
      'Le reenvío abajo la confirmación de que ya recibieron su aceptación firmada. Paola está de vacaciones esta semana, por eso le escribo yo.',
    ],
    ['offer', 500, 'I cannot touch the warranty side, but on the store side I can get you $.5k in accessory credit. No strings.'],
    ['denial', null, 'Loss-of-use compensation is excluded under section 9(c), so the $945 requested is not payable by the plan.'],
    ['request_for_information', null, 'we still need ur ok on the bushing estimate before we can order parts. can u let me know by tues? thx'],
  ] as const)('reads a %s offering %p in words of its own: %j', (intent, offered, email) => {
    const result = readSentToday(email);
    expect(result.intent).toBe(intent);
    expect(result.offered_amount).toBe(offered);
  });

  it('takes no sum of receipts for the total a Spanish offer states', () => {
    const result = readSentToday(
      'Revisamos sus recibos de Uber, que suman $612. Le podemos ofrecer quinientos dólares con cheque, además de un cambio de aceite gratis.',
    );
    expect(result.intent).toBe('offer');
    expect(result.offered_amount).not.toBe(612);
  });

  it('asks whether a bot that lists times to book proposes a meeting, and reads its bare menu as other', () => {
    const times = readSentToday(
      'I can help you schedule service! Here are the next available times: Mon 8:00 AM, Tue 7:30 AM. Reply with a time to book, or type AGENT to talk to a person.',
    );
    expect(times.intent).toBeNull();
    expect(times.questions.find((question) => question.field === 'intent')?.candidates).toEqual(['other', 'scheduling']);
    expect(readSentToday('Our team is offline right now. Reply SERVICE to book an appointment or HOURS for holiday hours.').intent).toBe('other');
  });

  it('asks whether a refusal of part of a repair beside a claim sent on for a decision is a denial, and offers nothing by "an answer"', () => {
    const passedOn = readSentToday(
      "The pump is a warranty item; the tank was not covered, because the crack was impact damage. I've submitted your request to the maker's goodwill team with my recommendation. I'll let you know as soon as I hear.",
    );
    expect(passedOn.intent).toBeNull();
    expect(passedOn.questions.find((question) => question.field === 'intent')?.candidates).toEqual(['denial', 'acknowledgement']);
    expect(readSentToday("I've read your claim and I want to get you an answer. I'll have a decision for you by Friday at the latest.").intent).not.toBe(
      'offer',
    );
  });

  it('takes no threshold, unit price or hypothetical for the offer', () => {
    const threshold = readSentToday(
      'Accounting needs a completed W-9 before they can release any reimbursement over $300. Once we have it, Toyota has approved $400 toward your rental.',
    );
    expect(threshold.offered_amount).not.toBe(300);
    const apiece = readSentToday(
      "We'd be able to put $350 toward your next service visit, and we'll comp your next two oil changes on top of that (those run $79.95 apiece, so call it another $159.90).",
    );
    expect(apiece.offered_amount).not.toBe(589.85);
    const asked = readSentToday(
      "I did ask our general manager whether the store could cover the other six days (that would be $750 at your rate), but we aren't able to add anything.",
    );
    expect(asked.intent).not.toBe('offer');
  });

  it('asks, naming the candidates, when a share of a bill is followed by a figure that may be the bill or the share', () => {
    const result = readSentToday("The manufacturer's position is final at 80% of the rental invoice, $1,139.85. We can't pay the balance.");
    expect(result.intent).toBe('offer');
    expect(result.offered_amount).toBeNull();
    expect(result.questions.find((question) => question.field === 'offered_amount')?.candidates).toContain(1139.85);
  });

  it('asks whether survey comments taken up as a case are the claim’s receipt', () => {
    const result = readSentToday(
      'Thank you for your survey comments about your recent visit. We have opened reference 1-2284719033 so a specialist can review them.',
    );
    expect(result.intent).toBeNull();
    expect(result.questions.find((question) => question.field === 'intent')?.candidates).toEqual(['other', 'acknowledgement']);
  });

  it('reads "neither … nor … can reimburse" as a refusal, and the owner spared a rental as none', () => {
    const refused = readSentToday(
      'Honda looked at it again and declined it. Neither Honda nor Lakeview Honda can reimburse the $540 for the rental car, since the car was safe to drive.',
    );
    expect(refused.intent).toBe('denial');
    const spared = readSentToday(
      "We'd like to see the Pilot again before we send anything on. Can you bring it in Tuesday at 8? We'll have a loaner for you, so you won't be paying for a rental this time.",
    );
    expect(spared.intent).toBe('scheduling');
  });

  it('acknowledges a refusal of one’s own part beside the claim passed on, and a note typed on a phone that passes it on', () => {
    const ownPart = readSentToday("There's nothing I can approve on the rental personally, but I've forwarded your note to our GM and to Nissan's rep.");
    expect(ownPart.intent).toBe('acknowledgement');
    expect(readSentToday('got ur reply, walking it over to the service director now').intent).toBe('acknowledgement');
    expect(readSentToday('got it, passing it to my mngr, he will get u an answer by end of next week').intent).toBe('acknowledgement');
  });

  it('reads a time proposed and asked about as a meeting, and papers asked for ahead of a visit already booked as a request', () => {
    expect(readSentToday('Our shop foreman wants to hear the noise himself. Would Thursday at 2 p.m. or Friday morning work for you?').intent).toBe(
      'scheduling',
    );
    const booked = readSentToday(
      "You're already booked with us Wednesday at 10 for the recheck. Kia will want the Enterprise receipt for the claim; could you email it to me beforehand, so I can send it while the car is on the lift?",
    );
    expect(booked.intent).toBe('request_for_information');
  });

  it('reads a virtual assistant that only lists what it can do as other, and one that files the claim as a receipt', () => {
    const menu = readSentToday(
      "Hi! I'm Max, the Riverside Ford virtual assistant. I can help with: • Service appointments • Parts • Hours. Questions about reimbursements can't be handled here; please call our office.",
    );
    expect(menu.intent).toBe('other');
    const filed = readSentToday("Hi! I'm Max, the Riverside Ford virtual assistant. I've received your request and a service advisor will contact you.");
    expect(filed.intent).toBe('acknowledgement');
  });

  it('asks whether an offer whose only figure is the claim’s own ask, in a reply that refuses, is the ask quoted back', () => {
    const result = triageReply(
      'We reviewed the request from Eastside Toyota for rental reimbursement of $810.00 on your behalf. Loss of use is not covered by your service agreement and the claim is denied.',
      'Sent',
      TODAY,
      { ask_amount: 810, daily_rate: 45 },
    );
    expect(result.intent).toBeNull();
    expect(result.questions.find((question) => question.field === 'intent')?.candidates).toEqual(['offer', 'denial']);
  });

  it('takes an offer talked about for none made, and a review the owner may ask for within 60 days for no deadline', () => {
    const talkedAbout = readSentToday(
      "Dana passed me Hyundai's note about the $600 credit and your question whether it can be a check. I've asked our district contact and will let you know by Friday.",
    );
    expect(talkedAbout.offered_amount).not.toBe(600);
    expect(talkedAbout.intent).not.toBe('offer');
    const review = readSentToday(
      'Your claim is denied because the repair was not for a covered part. If you disagree with this decision, you may request a review in writing within 60 days.',
    );
    expect(review.deadline).toBeNull();
  });

  it('adds up a rate’s product, a free service at its stated price, and a second offer given as well', () => {
    const product = readSentToday('Mazda will refund the $412.80 you paid for the sensor and reimburse 4 of the 9 rental days at $60.00 ($240.00).');
    expect(product.offered_amount).toBe(652.8);
    const free = readSentToday("We'll send you a check for $300, and we'll do your next brake service at no charge (it is normally $249 here).");
    expect(free.offered_amount).toBe(549);
    const also = readSentToday(
      'Decision: 3 of the 4 loaner days at $80.00 = $240.00 reimbursement to you. We are also waiving the $65.00 inspection fee on your last visit.',
    );
    expect(also.offered_amount).toBe(305);
  });

  it('reads an approval received for a figure, a reimbursement approved, and a share added to make the owner whole', () => {
    const approval = readSentToday('We got Toyota’s approval for $455.20. Would you like a check or a direct deposit?');
    expect([approval.intent, approval.offered_amount]).toEqual(['offer', 455.2]);
    const approved = readSentToday('Kia approved rental reimbursement for all 6 days, at their rate of $55 per day. That comes to $330.');
    expect([approved.intent, approved.offered_amount]).toEqual(['offer', 330]);
    const whole = readSentToday("Confirming Mazda will add $150 to the store's $400, so you're made whole at $550.");
    expect([whole.intent, whole.offered_amount]).toEqual(['offer', 550]);
  });

  it('reads generated replies it was not tuned on: intent ≥ 95%, amount offered ≥ 95%, deadline within a day ≥ 90%', () => {
    // Not the bench's seed, nor those the rules were tuned on.
    const { accuracy } = scoreReplies(replySpecs(20240607, 300), (spec) => triageReply(spec.email, 'Sent', spec.today));
    expect(accuracy.intent).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.offered_amount).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.due_in_days).toBeGreaterThanOrEqual(0.9);
  });

  // Replies written apart from the generator, in other voices: terse notes, form letters, lists.
  it.each([
    ['offer', 300, null, "Thanks for your patience. We can't do the whole $1,140 but we can put $300 toward the rental. Let me know if that works."],
    ['offer', 175.5, 7, 'Riverside Toyota will reimburse 50% of your rental cost, i.e. $175.50. Please confirm within 7 days that this is acceptable.'],
    [
      'offer',
      120,
      4,
      "Here's where we landed:\n- Rental reimbursement: $120.00 (3 days at $40/day)\n- Tow charge: not covered\n\nIf that works, reply by Friday.",
    ],
    ['offer', null, null, "We can't refund the rental, but your next two services are on us."],
    ['denial', null, null, "After looking into it, there isn't anything further we can offer beyond the repair that was already completed at no charge."],
    ['denial', null, 30, 'Your claim for $1,800 has been denied. You may appeal this decision in writing within 30 days.'],
    ['request_for_information', null, 2, 'Before I can submit this to Honda I need a copy of the rental contract. Send it over within 48 hours if you can.'],
    ['request_for_information', null, null, 'Hi Taylor, which dates was the car actually out of service? Our system shows two separate repair orders.'],
    [
      'scheduling',
      null,
      null,
      'The manufacturer has requested that a field engineer evaluate the vehicle. Available dates are November 17 and November 19. Please let me know which you prefer.',
    ],
    ['scheduling', null, null, 'Our field engineer is in the store tomorrow and would like to look at the car while he is here. Can you bring it by at 10?'],
    ['acknowledgement', null, 14, "Got it. I'll run this by our GM and get you an answer within two weeks."],
    ['acknowledgement', null, null, 'Your concern has been logged under case #48213 and assigned to a case manager.'],
    [
      'other',
      null,
      null,
      'Automatic reply: I am out of the office until Monday, November 17 with limited access to email. I will respond to your message when I return.',
    ],
    [
      'offer',
      842.45,
      null,
      "VW will cover half, three hundred fifty-two dollars and fifty cents, and I'll add a complimentary 40k-mile service, which we bill at $489.95, so call it roughly $840 in value.",
    ],
    ['offer', 945, null, "Volvo has approved $675 (5 days), and we'll add a $270 accessory credit, so $945 in value overall, with $675 in cash."],
    ['offer', 634.27, null, "Correction: I'm replacing that $250 with a $250 service credit instead. Still $634.27 total value, same sign-by date."],
    ['offer', 575, null, 'La agencia le reembolsará el 40 % de la factura de renta de $1,187.50 que usted pagó, más $100 de cortesía.'],
    ['offer', 600, null, 'Puede pasar a firmar cuando guste; la oferta de $600 sigue en pie. Traiga su identificación.'],
    ['acknowledgement', null, null, 'Mensaje automático: recibimos su respuesta al caso FSM-4471 y fue agregada al expediente. No es necesario responder.'],
    [
      'request_for_information',
      null,
      null,
      'Before he decides, he needs the rental receipt from Enterprise, so we are not paying twice for the same days. Could you email it?',
    ],
    ['acknowledgement', null, null, "Got it thx, I'll let Ross know\n\n> Check arrived, thank you."],
    ['acknowledgement', null, null, 'Thanks Mitchell! Forwarding to Victor now.'],
    ['acknowledgement', null, null, 'curt is out til weds, ill make sure he sees this. -tasha'],
    ['scheduling', null, null, 'peter says call him at the shop 847-555-0126 when u get a min, he might have more wiggle room'],
  ] as const)('reads a %s reply offering %p with a deadline of %p days: %j', (intent, offered, due, email) => {
    const result = readSentToday(email);
    expect(result.intent).toBe(intent);
    expect(result.offered_amount).toBe(offered);
    expect(result.due_in_days).toBe(due);
  });
});
