import { CLAIMS } from '../claims';
import { dedent, forwarded, quoteOutlook, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set c: the manufacturer's people (case managers, regional staff) and its automatic systems and chatbots. */
export const MAKER_SIDE_REPLIES: WrittenReply[] = [
  {
    id: 'c-mc-01',
    voice: 'manufacturer_case_manager',
    received_at: '2024-11-12',
    claim: CLAIMS.zielinski,
    kinds: ['case_number', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Dear Dorota Zielinski,

        Thank you for contacting the Chevrolet Customer Assistance Center. Your inquiry about your 2024 Blazer EV has
        been documented under case number 8-1123457790. A Customer Care Advocate has been assigned and will contact you
        within 2 business days to discuss your concerns.

        Please reference your case number in any future correspondence.

        Chevrolet Customer Assistance Center
        1-800-222-1020
      `) + quotedClaim('gt', CLAIMS.zielinski, '2024-11-12', { wording: 2, ago: 3 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-11-14' },
  },
  {
    id: 'c-mc-02',
    voice: 'manufacturer_case_manager',
    received_at: '2025-06-30',
    claim: CLAIMS.petrov,
    kinds: ['distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Hello Irina,

        I'm your case manager at Volvo Car USA Customer Care (case 02218764). I reviewed the dealer's notes: on three of
        the eleven days you list, no Volvo loaner was available to you. For those three days Volvo will reimburse you at
        the rental rate on your Avis receipt, $139.99 a day. The $150 per day in your letter is higher than what you paid.

        I'll send the payment form separately.

        Kind regards,
        Teresa Ng, Case Manager
      `) + quotedClaim('outlook', CLAIMS.petrov, '2025-06-30', { wording: 4, ago: 21 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 419.97, deadline: null, notes: 'three days at $139.99; the $150 rate is the claim' },
  },
  {
    id: 'c-mc-03',
    voice: 'manufacturer_case_manager',
    received_at: '2025-01-13',
    claim: CLAIMS.kim,
    kinds: ['case_number', 'deadline_other'],
    text: dedent(`
      Dear Mr. Kim,

      RE: BMW Customer Relations case CR-7719034

      To continue reviewing your request, I need the rental agreement and final receipt, and the repair orders showing
      the dates your iX was at the center. You can reply to this e-mail with them attached. If I don't receive them
      within 14 days, the case will be closed automatically, though you can reopen it at any time.

      Sincerely,
      Paul Osterman
      Customer Relations Specialist, BMW of North America
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-01-27' },
  },
  {
    id: 'c-mc-04',
    voice: 'manufacturer_case_manager',
    received_at: '2024-08-07',
    claim: CLAIMS.brandt,
    kinds: ['denial_naming_money', 'case_number'],
    text: dedent(`
      Dear Mr. Brandt,

      Thank you for your patience while we reviewed case 1-40477821. Mercedes-Benz USA has carefully considered your
      request for $2,625 in loss-of-use compensation for your Sprinter. Because the vehicle is registered to a business
      and used commercially, it falls under the Commercial Vehicle Limited Warranty, which does not provide for
      downtime compensation. We are therefore unable to assist with this request.

      Regards,
      Customer Assistance Center, Mercedes-Benz USA
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-mc-05',
    voice: 'manufacturer_case_manager',
    received_at: '2024-09-19',
    claim: CLAIMS.vu,
    kinds: ['credit', 'quoted_original'],
    text:
      dedent(`
        Hi Thao,

        Following up on case HMA-3309841. Since Golden Gate Hyundai reimbursed part of your Turo bill, Hyundai Motor
        America will cover the rest of the inconvenience with a $500 service credit loaded to your MyHyundai account,
        usable at any Hyundai dealer for the next 12 months.

        Best regards,
        Keon Marshall
        Hyundai Consumer Affairs
      `) + quotedClaim('gt', CLAIMS.vu, '2024-09-19', { wording: 1, ago: 60 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 500, deadline: null },
  },
  {
    id: 'c-mc-06',
    voice: 'manufacturer_case_manager',
    received_at: '2026-02-26',
    claim: CLAIMS.fontaine,
    kinds: ['deadline_other'],
    text: dedent(`
      Dear Mr. Fontaine,

      I have arranged for a Mazda Field Service Engineer to inspect your CX-90 at Prairie Mazda on Wednesday, March 18,
      at 9:00 a.m. Please confirm by March 13 that you can make the vehicle available, so that the engineer's travel can
      be booked.

      Sincerely,
      Nadine Clarke
      Case Manager, Mazda North American Operations
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2026-03-13',
      notes: 'the inspection day is no deadline; the confirmation date is',
    },
  },
  {
    id: 'c-mc-07',
    voice: 'manufacturer_case_manager',
    received_at: '2024-10-29',
    claim: CLAIMS.okoye,
    kinds: ['forwarded_chain', 'denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Mr. Okoye,

        I've included the dealer's technical summary below so you can see what Ford reviewed. Based on it, Ford is not
        able to provide compensation beyond what Highland Ford has already offered you, and the $1,200 you requested
        will not be paid by Ford.

        Ford Customer Relationship Center, case 09384412
      `) +
      forwarded(
        dedent(`
          Case 09384412 - technical summary
          RO 55821: customer states intermittent loss of 4x4. Found transfer case encoder fault. Part on backorder
          9 days. Repaired under warranty. Vehicle ready 8/9, picked up 8/14. Dealer goodwill offered: $700.
          Reggie Fontenot, Service Director
        `),
        CLAIMS.okoye,
        { sent: '2024-10-22', time: '1:15 PM', from: 'Reggie Fontenot', email: 'rfontenot@highlandford.example', to: 'Ford CRC', subject: 'Case 09384412' },
      ),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: "Ford adds nothing; the dealer's $700 is an earlier offer from someone else",
    },
  },
  {
    id: 'c-mc-08',
    voice: 'manufacturer_case_manager',
    received_at: '2025-04-01',
    claim: CLAIMS.ashworth,
    kinds: ['case_number', 'signature_noise', 'quoted_original'],
    text:
      dedent(`
        Mr. Ashworth,

        Your concern has been received by Jeep Brand Customer Care and logged as case #91-2207734. I have requested the
        repair history from Meadowbrook Jeep and will review it with our regional team.

        <table><tr><td><b>Lorena Quist</b><br>Senior Case Manager, Jeep Brand Customer Care</td>
        <td>P.O. Box 21-8004, Auburn Hills, MI 48321-8004<br>Tel: 1-877-426-5337 ext. 4471 | Fax: 1-248-555-0190</td></tr>
        <tr><td colspan="2">Mon-Fri 9:00 a.m. - 6:00 p.m. ET | Stellantis FCA US LLC, 1000 Chrysler Dr, Auburn Hills, MI 48326</td></tr></table>
      `) + quotedClaim('outlook', CLAIMS.ashworth, '2025-04-01', { wording: 1, ago: 4 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'c-mc-09',
    voice: 'manufacturer_case_manager',
    received_at: '2025-06-20',
    claim: CLAIMS.haddad,
    kinds: ['final_position', 'distractor_amounts', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Haddad,

        Toyota Motor North America has reviewed your case together with Brookfield Toyota. The dealer has paid you $900
        in two payments ($250 and $650) against your request of $1,235. Toyota will pay the remaining $335 so that your
        request is met in full. This is Toyota's final position on case 2506-118274, and the offer is valid through June
        30, 2025.

        Sincerely,
        Toyota Brand Engagement Center
      `) + quotedClaim('gt', CLAIMS.haddad, '2025-06-20', { wording: 2, ago: 70 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 335, deadline: '2025-06-30' },
  },
  {
    id: 'c-mc-10',
    voice: 'manufacturer_case_manager',
    received_at: '2023-05-09',
    claim: CLAIMS.lambert,
    kinds: ['long'],
    text: dedent(`
      Dear Ms. Lambert,

      Thank you for your patience. I'm writing to summarize where your case with American Honda stands, since several
      people have been involved.

      - April 3: You contacted Honda Automobile Customer Service about the repeated transmission judder in your Pilot.
      - April 6: Cedar Valley Honda confirmed the concern and replaced the torque converter under warranty.
      - April 14: The vehicle was returned to you. Total time at the dealer: 10 days, with a loaner for 4 of them.
      - April 20: You submitted your request for $950 in downtime compensation.
      - May 2: Your request was reviewed by the zone office together with the dealer.

      Honda does not generally compensate for loss of use. However, since you were without a loaner for six days, we
      would like to offer you a one-time goodwill reimbursement of $360, which is six days at a $60 per day rental rate.
      If you accept, reply to this e-mail and I'll start the payment.

      Sincerely,
      Joel Amato
      Case Manager, American Honda Motor Co., Inc.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 360,
      deadline: null,
      notes: 'the $950 ask and the dates in the timeline are not the offer or a deadline',
    },
  },
  {
    id: 'c-rr-01',
    voice: 'regional_rep',
    received_at: '2025-04-02',
    claim: CLAIMS.gallagher,
    kinds: ['amount_shorthand', 'quoted_original'],
    text:
      dedent(`
        Owen -

        Frank at Keystone looped me in. I'm the Ram district manager for your area. On top of what the store gave you,
        I'm approving $1.5K from the district goodwill budget for the 28 days. Keystone will cut the check.

        Brad Lowery
        District Manager, Ram Brand
      `) + quotedClaim('gt', CLAIMS.gallagher, '2025-04-02', { wording: 3, ago: 40 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1500, deadline: null },
  },
  {
    id: 'c-rr-02',
    voice: 'regional_rep',
    received_at: '2025-09-15',
    claim: CLAIMS.yilmaz,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Hello Deniz,

      I'm the Volkswagen area manager for Summit Volkswagen, and I'll be reviewing open goodwill files with their
      service director on the 24th. Could you send me the rental agreement and your own timeline of the visits before
      then? I'd like your side of it in front of me when we go through the file.

      Thanks,
      Katrin Moser
      Area Service Manager, Volkswagen of America
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2025-09-23',
      notes: 'no meeting with the owner is proposed; the documents are wanted the day before the 24th',
    },
  },
  {
    id: 'c-rr-03',
    voice: 'regional_rep',
    received_at: '2023-06-20',
    claim: CLAIMS.coleman,
    kinds: ['typos', 'distractor_amounts'],
    text: dedent(`
      Mr Coleman

      Im the Dodge area rep, Liberty passed me your file. The loaner they gave you broke down on day 3 and you was
      without a car 5 days after that, thats on us. Stellantis will pay $300 for those 5 days ($60 x 5, same rate you
      used). The rest of the $840 I cant do since you had a car.

      Thx
      Darnell Hughes
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 300, deadline: null },
  },
  {
    id: 'c-rr-04',
    voice: 'regional_rep',
    received_at: '2024-03-20',
    claim: CLAIMS.osei,
    kinds: ['deadline_end_of_next_week', 'quoted_original'],
    text:
      dedent(`
        Mr. Osei,

        Riverbend Subaru forwarded your file and the receipts to me as the Subaru district manager. I'm discussing it
        with our zone goodwill team and will have an answer for you by the end of next week.

        Regards,
        Helen Marsh
        District Parts & Service Manager, Subaru of America
      `) + quotedClaim('outlook', CLAIMS.osei, '2024-03-20', { wording: 2, ago: 30 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-03-29' },
  },
  {
    id: 'c-rr-05',
    voice: 'regional_rep',
    received_at: '2023-12-12',
    claim: CLAIMS.lambert,
    kinds: ['distractor_amounts'],
    text: dedent(`
      Ms. Lambert,

      American Honda's zone office has reviewed your Pilot's second visit. We'll reimburse three days at $95 a day, the
      rate in your statement, for the days without a loaner. The deductible of $100 you paid on the first visit was
      already refunded by the dealer in October, so it is not part of this.

      Regards,
      Victor Salas, Zone Field Service Manager, Honda
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 285, deadline: null, notes: '3 × 95' },
  },
  {
    id: 'c-rr-06',
    voice: 'regional_rep',
    received_at: '2024-05-07',
    claim: CLAIMS.ortiz,
    kinds: ['spanish', 'credit', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Ortiz:

        Soy el gerente regional de servicio de Nissan y el concesionario me hizo llegar su caso. Además de lo que le
        ofreció Nissan Las Palmas, Nissan le otorga un crédito de 300 dólares para su próximo servicio.

        Saludos cordiales,
        Andrés Villalobos
        Gerente Regional de Servicio, Nissan Mexicana - Región Norte
      `) + quotedClaim('gt-es', CLAIMS.ortiz, '2024-05-07', { ago: 50 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 300, deadline: null },
  },
  {
    id: 'c-au-01',
    voice: 'automated',
    received_at: '2025-11-24',
    claim: CLAIMS.yilmaz,
    kinds: ['out_of_office'],
    text: dedent(`
      Automatic reply: Goodwill request - 2023 Volkswagen Tiguan downtime

      Thank you for your e-mail. I am away for the Thanksgiving holiday and back in the office on Monday, December 1.
      Your message will not be forwarded. For anything that cannot wait, please call our service desk.

      Ines Carvalho
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null, notes: 'a return date is not a deadline' },
  },
  {
    id: 'c-au-02',
    voice: 'automated',
    received_at: '2024-07-03',
    claim: CLAIMS.brooks,
    kinds: ['out_of_office', 'signature_noise'],
    text: dedent(`
      I'm out of the office through July 8 with no access to e-mail.

      Service appointments: (704) 555-0101 | Parts: (704) 555-0102
      Warranty administrator Carla Reyes: creyes@southpointkia.example | (704) 555-0117
      Southpoint Kia | 9200 South Blvd | Charlotte, NC 28273 | www.southpointkia.example
      Kia Motors Customer Care: 1-800-333-4542
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-au-03',
    voice: 'automated',
    received_at: '2023-12-29',
    claim: CLAIMS.rahman,
    kinds: ['case_number', 'deadline_business_days'],
    text: dedent(`
      [Crestline Lexus Guest Services] Request #CL-482193 received

      We have received your message and opened request #CL-482193. A Guest Services representative will respond
      within 1 business day.

      Please do not reply to this automated message; to add information, use the link in your confirmation.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-01-01', notes: 'no holidays are counted' },
  },
  {
    id: 'c-au-04',
    voice: 'automated',
    received_at: '2025-02-17',
    claim: CLAIMS.osei,
    kinds: ['out_of_office', 'quoted_original'],
    text:
      dedent(`
        Thank you for contacting Riverbend Subaru. I am on leave until February 24. Messages about goodwill and customer
        concerns are being handled by Nicole Ferraro in the meantime.
      `) + quotedClaim('gt', CLAIMS.osei, '2025-02-17', { wording: 4, ago: 0, time: '7:12 AM' }),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-au-05',
    voice: 'automated',
    received_at: '2024-12-02',
    claim: CLAIMS.hartley,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Delivery has failed to these recipients or groups:

        service.manager@oldmillbuickgmc.example
        The recipient's mailbox is full and can't accept messages now. Please try resending this message later, or
        contact the recipient directly.

        Diagnostic information for administrators:
        Remote Server returned '554 5.2.2 mailbox full; STOREDRV.Deliver.Exception:QuotaExceededException'
      `) +
      quoteOutlook(
        dedent(`
          Mr. Quinlan,
          Following up on my request of last month for $1,350 (9 days at $150). I have not had a reply.
          Janet Hartley
        `),
        CLAIMS.hartley,
        { sent: '2024-12-02', time: '10:03 AM', subject: 'Follow-up: goodwill request' },
      ),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-au-06',
    voice: 'automated',
    received_at: '2025-03-31',
    claim: CLAIMS.kim,
    kinds: ['case_number', 'distractor_amounts'],
    text: dedent(`
      Westgate BMW - Goodwill Request Status

      Request ID:        GW-5521
      Customer:          Daniel Kim
      Amount requested:  $2,550.00
      Daily rate:        $150.00
      Status:            APPROVED
      Amount approved:   $1,100.00
      Payment method:    Check by mail

      This is an automated notification. Do not reply.
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1100, deadline: null },
  },
  {
    id: 'c-au-07',
    voice: 'automated',
    received_at: '2024-06-05',
    claim: CLAIMS.coleman,
    kinds: ['signature_noise'],
    text: dedent(`
      Hi Marcus,

      How did we do? Your recent service visit at Liberty Dodge matters to us. Please take our 2-minute survey and tell
      us about your experience.

      [ Take the survey ]

      Liberty Dodge Chrysler Jeep Ram | 3100 Liberty Rd, Baltimore, MD 21207 | Sales (410) 555-0150 | Service (410)
      555-0151 | Unsubscribe | Privacy Policy
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-au-08',
    voice: 'automated',
    received_at: '2025-08-11',
    claim: CLAIMS.pena,
    kinds: ['spanish', 'case_number', 'quoted_original'],
    text:
      dedent(`
        Este es un mensaje automático. Hemos recibido su correo y abierto el ticket n.º 77120. Un miembro de nuestro
        equipo de Atención a Clientes se pondrá en contacto con usted a la brevedad.

        Kia Monterrey Motors
      `) + quotedClaim('outlook-es', CLAIMS.pena, '2025-08-11', { ago: 0, time: '08:41' }),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'c-au-09',
    voice: 'automated',
    received_at: '2024-10-21',
    claim: CLAIMS.brandt,
    kinds: ['other_language'],
    text: dedent(`
      Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich 28. Oktober nicht im Büro und habe keinen Zugriff auf
      meine E-Mails. In dringenden Fällen wenden Sie sich bitte an unseren Kundendienst.

      Mit freundlichen Grüßen
      Jens Hartmann
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'German' },
  },
  {
    id: 'c-au-10',
    voice: 'automated',
    received_at: '2026-04-13',
    claim: CLAIMS.navarro,
    kinds: ['spanish', 'out_of_office', 'quoted_original'],
    text:
      dedent(`
        Respuesta automática: Gracias por escribir. Estoy de vacaciones hasta el 20 de abril. Para temas de garantía,
        escriba a garantias@fordriogrande.example.
      `) + quotedClaim('gt-es', CLAIMS.navarro, '2026-04-13', { ago: 0, time: '11:05' }),
    truth: { language: 'es', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-cb-01',
    voice: 'chatbot',
    received_at: '2025-03-03',
    claim: CLAIMS.delacruz,
    kinds: ['distractor_amounts', 'case_number'],
    text: dedent(`
      Hi Marco 👋 Here's an update from Harborview Nissan's virtual assistant.

      📄 Claim #HVN-3190
      Requested: $1,650.00 (15 days × $110.00)
      ✅ Approved goodwill: $825.00
      Next step: our cashier will mail your check.

      Anything else I can help with?  [Book service]  [Talk to a person]
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 825, deadline: null },
  },
  {
    id: 'c-cb-02',
    voice: 'chatbot',
    received_at: '2024-02-14',
    claim: CLAIMS.petrov,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Hi Irina! I'm Vera, Northfield Volvo's digital assistant. A Guest Relations specialist would like to call you
        about your request. Tap a time that works:

        [ Thu 2/15 · 10:00 AM ]   [ Thu 2/15 · 3:30 PM ]   [ Fri 2/16 · 11:00 AM ]
      `) + quotedClaim('gt', CLAIMS.petrov, '2024-02-14', { wording: 3, ago: 1 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'c-cb-03',
    voice: 'chatbot',
    received_at: '2023-09-02',
    claim: CLAIMS.vu,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Hmm, I'm not sure I understood. 🤔 I'm Golden Gate Hyundai's assistant and I can help with:
        1️⃣ Schedule service   2️⃣ Check recall status   3️⃣ Store hours
        Reply with a number, or type HUMAN.
      `) + quotedClaim('gt', CLAIMS.vu, '2023-09-02', { wording: 3, ago: 0, time: '11:40 PM' }),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-cb-04',
    voice: 'chatbot',
    received_at: '2025-10-30',
    claim: CLAIMS.zielinski,
    kinds: ['deadline_other'],
    text: dedent(`
      Lakeshore Chevrolet Assistant 🤖

      Your goodwill request #LC-7712 is waiting on you. Please upload:
        ▢ Rental receipts
        ▢ Photo of your driver's license
      Upload by Friday to keep your request active.  [ Upload now ]
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-10-31' },
  },
  {
    id: 'c-mc-11',
    voice: 'manufacturer_case_manager',
    received_at: '2024-12-03',
    claim: CLAIMS.ortiz,
    kinds: ['spanish', 'amount_in_words', 'case_number', 'deadline_business_days'],
    text: dedent(`
      Estimada Sra. Ortiz:

      En relación con su caso n.º NM-44-5510, Nissan Mexicana le ofrece un reembolso de doscientos setenta y cinco
      dólares por los días en que no contó con vehículo de cortesía. Para realizar el depósito, le pedimos que nos envíe
      sus datos bancarios dentro de los próximos diez días hábiles.

      Atentamente,
      Lorena Cisneros
      Gestora de Casos, Atención a Clientes Nissan
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 275, deadline: '2024-12-17' },
  },
];
