import type { WrittenReply } from '../types';
import { block, D_CLAIMS, gt } from './compose';

/** Set d: the manufacturer's side: customer relations, case managers, regional reps, counsel, automatic systems and chatbots. */
export const MAKER_SIDE_REPLIES: WrittenReply[] = [
  {
    id: 'd-mk-01',
    voice: 'manufacturer_case_manager',
    received_at: '2025-01-17',
    claim: D_CLAIMS.nakamura,
    kinds: ['case_number', 'deadline_business_days'],
    text: block(`
      Dear Aiko Nakamura,

      Thank you for contacting Subaru of America. Your concern about the time your 2023 Outback spent at Bayview Subaru
      has been registered under case number 07734419. A Case Manager has been assigned and will contact you within two
      business days. Please keep this number for future reference.

      Subaru of America, Inc. | Customer Advocacy
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-01-21', notes: 'two weekdays after Fri Jan 17' },
  },
  {
    id: 'd-mk-02',
    voice: 'customer_relations',
    received_at: '2025-03-03',
    claim: D_CLAIMS.patel,
    kinds: ['conditional_on_release', 'deadline_other'],
    text: block(`
      Dear Mr. Patel,

      American Honda has completed its review. As a one-time goodwill accommodation, we are prepared to reimburse $700.00
      toward your alternate transportation costs. Payment will be issued upon receipt of the enclosed Release and
      Settlement Agreement, signed and dated. Please return it within 14 days of this letter.

      Sincerely,
      Honda Automobile Customer Service
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 700, deadline: '2025-03-17', notes: '14 calendar days after Mar 3' },
  },
  {
    id: 'd-mk-03',
    voice: 'automated',
    received_at: '2025-03-31',
    claim: D_CLAIMS.okafor,
    kinds: ['ticket_acknowledgement', 'deadline_business_days'],
    text: block(`
      [Ticket #884213] Re: Compensation for Sienna downtime

      This is an automated message. Your request has been received and added to our queue. A member of the Lakeshore
      Auto Group guest relations team will respond within 5 business days.

      Status: Open | Priority: Normal | Department: Guest Relations
      Hours: Monday-Friday 8:00 AM-5:00 PM CT

      Please do not reply below this line.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-04-07', notes: 'five weekdays after Mon Mar 31' },
  },
  {
    id: 'd-mk-04',
    voice: 'regional_rep',
    received_at: '2025-05-02',
    claim: D_CLAIMS.whitaker,
    kinds: ['deadline_other'],
    text: block(`
      Mr. Whitaker,

      I'm the Ford field service manager for the dealership's region. Capitol Ford and Ford Motor Company have agreed to
      share the cost of your downtime: Ford will contribute $500 and the dealership will add $250, both paid to you
      directly. We'll hold this through May 16; let me or the dealer know if you'd like to go ahead.

      Nate Albright
      Field Service Manager, Ford Customer Service Division
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 750, deadline: '2025-05-16', notes: 'both contributions are offered now: 500 + 250' },
  },
  {
    id: 'd-mk-05',
    voice: 'corporate_counsel',
    received_at: '2025-06-27',
    claim: D_CLAIMS.sullivan,
    kinds: ['denial_naming_money', 'quoted_original', 'long'],
    text:
      block(`
        Ms. Sullivan:

        This office represents FCA US LLC in connection with your correspondence dated June 16, 2025. We have reviewed
        your demand for $1,565.00, representing twenty days at $78.25 per day, together with the service records from
        Harbor Jeep Ram.

        The limited warranty on your vehicle provides for repair of covered defects. It does not provide for loss of use,
        rental expense or consequential damages, and FCA US does not make payments of that kind outside the warranty.
        Your vehicle was repaired at no cost to you. Accordingly, FCA US respectfully declines your request.

        Nothing in this letter waives any right or defense of FCA US LLC.

        Very truly yours,

        R. Hollis Grant
        Senior Counsel, Consumer Affairs
      `) +
      '\n\n' +
      block(`
        From: Maura Sullivan <msullivan@example.net>
        Sent: Monday, June 16, 2025 8:41 AM
        To: Customer Care <care@jeep.example>
        Subject: Loss of use - 2022 Grand Cherokee

        To whom it may concern, my Grand Cherokee spent twenty days at Harbor Jeep Ram waiting on an air suspension
        compressor. I am asking for $1,565 (20 x $78.25) for the loss of use. Please respond by June 30.
      `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: "the June 30 is the owner's own date in the quoted mail",
    },
  },
  {
    id: 'd-mk-06',
    voice: 'chatbot',
    received_at: '2025-08-01',
    claim: D_CLAIMS.osei,
    kinds: ['case_number'],
    text: block(`
      Hi Ama! 👋 I'm Kiara, Kia's virtual assistant.

      I'm not able to handle reimbursement requests in chat, but I've passed your message to Kia Customer Care and opened
      case KCC-2025-0801-3321 for you. A specialist will follow up by email. Is there anything else I can help with
      today? You can also reach Customer Care at 1-800-555-0142 (Mon-Fri 5am-6pm PT).
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'd-mk-07',
    voice: 'manufacturer_case_manager',
    received_at: '2025-09-12',
    claim: D_CLAIMS.osei,
    kinds: ['conditional_on_release', 'deadline_end_of_next_week', 'distractor_amounts'],
    text: block(`
      Ms. Osei,

      Thank you for your patience while I worked your case (KCC-2025-0801-3321) with the district team. Kia America will
      reimburse eight of the eleven days at the $110 daily rate you submitted, $880 in total. The other three days were
      spent waiting for your approval of the estimate and aren't included.

      I'll email a goodwill agreement through DocuSign today; please sign it by the end of next week so I can release
      the payment.

      Brenda Castro
      Case Manager, Kia America Consumer Affairs
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 880, deadline: '2025-09-19', notes: 'eight days at $110' },
  },
  {
    id: 'd-mk-08',
    voice: 'customer_relations',
    received_at: '2025-10-04',
    claim: D_CLAIMS.lindqvist,
    kinds: ['case_number'],
    text: block(`
      Dear Mr. Lindqvist,

      Regarding case 2025-MB-118820: before a decision is made, Mercedes-Benz USA would like one of our Field Service
      Engineers to inspect your GLE 350 at Northgate Mercedes-Benz. We have reserved Tuesday, October 14, at 8:00 a.m.
      Please reply to confirm you can leave the vehicle that morning, or tell us which days suit you better.

      Mercedes-Benz Customer Assistance Center
      1-800-555-0110 | 8 a.m.-8 p.m. ET, Mon-Fri
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null, notes: 'the inspection time is not a deadline' },
  },
  {
    id: 'd-mk-09',
    voice: 'automated',
    received_at: '2025-11-30',
    claim: D_CLAIMS.nakamura,
    kinds: ['out_of_office'],
    text: block(`
      Automatic reply: Case 07734419

      I'm out of the office for the Thanksgiving holiday and will be back Monday, December 1. Messages are not being
      forwarded. If you need immediate help, please call Subaru Customer Advocacy at 1-800-555-0133.

      Devon Ruiz
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'd-mk-10',
    voice: 'regional_rep',
    received_at: '2025-12-31',
    claim: D_CLAIMS.castillo,
    kinds: ['multiple_offers_revised', 'deadline_across_month'],
    text: block(`
      Ms. Castillo,

      I've taken over your file from Sol Hyundai. The $400 the dealership mentioned earlier this month is withdrawn; in
      its place Hyundai Motor America will pay you $800 directly, because the delay came from our parts distribution
      center and not from the dealer.

      Please let me know no later than January 9 whether you accept, and I'll send the paperwork.

      Happy New Year,
      Greg Tanaka, District Parts & Service Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 800,
      deadline: '2026-01-09',
      notes: "the revised $800 replaces the dealer's $400; January 9 is the next year",
    },
  },
  {
    id: 'd-mk-11',
    voice: 'manufacturer_case_manager',
    received_at: '2026-01-11',
    claim: D_CLAIMS.brandt,
    kinds: ['case_number', 'deadline_other'],
    text: block(`
      Hello Ms. Brandt,

      I am the case manager for your file, reference VWoA-01977324. To evaluate your request I'll need:

        - both repair orders from Summit Volkswagen (June 30 and July 11)
        - the rental agreement and final invoice
        - proof of payment for the rental

      Please send these within 10 days. I can't make a recommendation until the file is complete.

      Kind regards,
      Lauren Mitchell
      Volkswagen Customer CARE
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2026-01-21', notes: 'ten calendar days after Jan 11' },
  },
  {
    id: 'd-mk-12',
    voice: 'corporate_counsel',
    received_at: '2026-02-13',
    claim: D_CLAIMS.delgado,
    kinds: ['final_position', 'conditional_on_release', 'distractor_amounts', 'deadline_other'],
    text: block(`
      Dear Mr. Delgado:

      We write on behalf of General Motors LLC regarding your request for $1,520 for sixteen days of lost use of your
      2021 Tahoe. Without admitting any liability, GM will pay $950.00 in full settlement, conditioned on your execution
      of the enclosed General Release. This represents GM's final position on the matter.

      This offer will remain open until the end of the month, after which it is withdrawn.

      GM Legal Staff - Consumer Litigation
      300 Renaissance Center, Detroit, MI 48265
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 950, deadline: '2026-02-28', notes: 'end of the month: last day of February 2026' },
  },
  {
    id: 'd-mk-13',
    voice: 'chatbot',
    received_at: '2026-03-30',
    claim: D_CLAIMS.patel,
    kinds: [],
    text: block(`
      Thanks, Nikhil. A Honda Care specialist can call you to talk through your downtime claim. Here are the next open
      callback slots:

      1) Tue Mar 31, 10:00 AM ET
      2) Tue Mar 31, 2:30 PM ET
      3) Wed Apr 1, 9:15 AM ET

      Reply with 1, 2 or 3 to book, or type "other" for more times.
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'd-mk-14',
    voice: 'customer_relations',
    received_at: '2026-05-15',
    claim: D_CLAIMS.moreau,
    kinds: ['html_remnants', 'credit', 'deadline_across_month'],
    text: block(`
      <p>Dear Ms. Moreau,</p><p>Thank you for your patience.&nbsp; Toyota Motor North America would like to offer you a
      <strong>$250 Toyota service voucher</strong>, redeemable at any participating dealer, in recognition of the
      inconvenience you experienced.</p><p>This offer is valid for 30 days.&nbsp; To accept, simply reply to this
      email.</p><p>[cid:toyota_logo_2026.png]</p><p>Toyota Customer Experience Center<br>P.O. Box 259001, Plano, TX
      75025-9001</p>
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 250, deadline: '2026-06-14', notes: '30 calendar days after May 15' },
  },
  {
    id: 'd-mk-15',
    voice: 'regional_rep',
    received_at: '2026-06-06',
    claim: D_CLAIMS.okafor,
    kinds: ['one_line_top_post', 'quoted_original', 'relative_weekday', 'deadline_other'],
    text:
      "Chidi - I have it and I'm working it with the dealer, you'll have an answer from me by Friday. Rick\n\n" +
      'On Thu, Jun 4, 2026, 7:55 PM Chidi Okafor <chidi.okafor@example.com> wrote:\n' +
      gt(`
        Mr. Dunn, the dealer told me to contact the region. My Sienna was in for fourteen days in May. I'm asking
        $1,190, which is 14 days at $85. Can you please look into it? The service manager said you'd know what to do.
      `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-06-12',
      notes: 'the rep will answer by the first Friday after Sat Jun 6',
    },
  },
  {
    id: 'd-mk-16',
    voice: 'manufacturer_case_manager',
    received_at: '2026-07-31',
    claim: D_CLAIMS.moreau,
    kinds: ['case_number', 'signature_noise'],
    text: block(`
      Dear Claire,

      I've completed the review of case 260412-0093. Because the repair to your RAV4 Prime was done at an independent
      facility and not under the Toyota warranty, Toyota is unable to reimburse rental or loss-of-use costs. I understand
      this isn't the answer you hoped for, and I'm sorry for the trouble you've had.

      Regards,
      Shawn Patterson | Case Manager
      Toyota Customer Experience Center
      6565 Headquarters Dr, Plano, TX 75024
      Tel 1-800-555-0177 ext 4418 | Fax 469-555-0190
      Available Mon-Fri 7:00 AM-7:00 PM CT
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-mk-17',
    voice: 'automated',
    received_at: '2026-09-11',
    claim: D_CLAIMS.moreau,
    kinds: ['other_language'],
    text: block(`
      Bonjour,

      Nous avons bien reçu votre demande et un numéro de dossier vous a été attribué : 2609-11-4471. Un conseiller du
      Centre d'expérience client communiquera avec vous dans les meilleurs délais.

      Ceci est un message automatique, merci de ne pas y répondre.
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'French: not read' },
  },
  {
    id: 'd-mk-18',
    voice: 'corporate_counsel',
    received_at: '2026-10-30',
    claim: D_CLAIMS.fischer,
    kinds: ['deadline_business_days', 'deadline_across_month'],
    text: block(`
      Mr. Fischer,

      Audi of America's consumer affairs group has referred your letter to this office. So that we can evaluate it,
      please provide within fifteen (15) business days of the date of this letter: (1) the repair orders for the Q5,
      (2) all rental agreements and receipts, and (3) any written communication with Alpine Audi about the delay.

      No determination has been made on your request.

      Office of the General Counsel, Audi of America
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2026-11-20',
      notes: 'fifteen weekdays after Fri Oct 30',
    },
  },
  {
    id: 'd-mk-19',
    voice: 'customer_relations',
    received_at: '2026-11-06',
    claim: D_CLAIMS.nakamura,
    kinds: ['amount_in_words', 'deadline_business_days'],
    text: block(`
      Dear Ms. Nakamura,

      Subaru of America would like to offer you a prepaid card in the amount of three hundred fifty dollars as a
      goodwill gesture for the time your Outback was unavailable. If you'd like to accept, please reply within five
      business days and confirm your mailing address.

      Warm regards,
      Subaru Customer Advocacy
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 350, deadline: '2026-11-13', notes: 'five weekdays after Fri Nov 6' },
  },
  {
    id: 'd-mk-20',
    voice: 'manufacturer_case_manager',
    received_at: '2025-04-12',
    claim: D_CLAIMS.whitaker,
    kinds: ['forwarded_chain', 'quoted_original', 'deadline_other'],
    text:
      block(`
        Mr. Whitaker, for your information, see the dealer's note below. Ford is still reviewing the goodwill request and
        I will follow up with you by April 18.

        Jasmine Reed, Ford Case Manager
      `) +
      '\n\n-------- Forwarded Message --------\n' +
      block(`
        Subject: RE: Whitaker F-150 Lightning
        Date: Fri, 11 Apr 2025 15:20:07 -0500
        From: Brian Oakes <boakes@capitolford.example>

        Jasmine, we had the truck from 3/10 to 3/19, nine days, HV battery contactor. Customer declined a loaner because
        we only had gas units. We'd be willing to split whatever Ford approves. Let me know by Monday.
      `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-04-18',
      notes: 'the dealer\'s "by Monday" is in the forwarded mail; the case manager will answer by April 18',
    },
  },
  {
    id: 'd-mk-21',
    voice: 'chatbot',
    received_at: '2025-07-19',
    claim: D_CLAIMS.nakamura,
    kinds: ['case_number', 'ticket_acknowledgement'],
    text: block(`
      Subaru Virtual Assistant: Thanks for reaching out, Aiko. I've logged your request for compensation as case
      250719-00871 and sent it to our Customer Advocacy team. They're available Monday-Friday, 8:30 a.m.-8 p.m. ET and
      Saturday 9 a.m.-1 p.m. ET. You'll get an email once someone has picked it up.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null, notes: 'office hours are not a deadline' },
  },
  {
    id: 'd-mk-22',
    voice: 'regional_rep',
    received_at: '2026-02-01',
    claim: D_CLAIMS.castillo,
    kinds: ['percentage_of_bill', 'deadline_end_of_next_week', 'distractor_amounts'],
    text: block(`
      Verónica,

      Following our call: Hyundai will cover half of your Enterprise invoice, which came to $1,187.40 for the period the
      Tucson was at Sol Hyundai. I'll need a yes from you by the end of next week so I can submit it before our
      quarter closes.

      Greg Tanaka
      Hyundai Motor America, Southwest Region
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 593.7, deadline: '2026-02-06', notes: 'half of $1,187.40; Sunday Feb 1 ends the week of Jan 26' },
  },
  {
    id: 'd-mk-23',
    voice: 'customer_relations',
    received_at: '2026-04-04',
    claim: D_CLAIMS.lindqvist,
    kinds: ['quoted_original'],
    text:
      block(`
        Dear Mr. Lindqvist,

        Thank you for the additional details. Before we can consider your request, please send us copies of the
        rental invoices and the repair order showing the date your vehicle was returned. The receipt you attached only
        shows the first week.

        Mercedes-Benz Customer Assistance Center
      `) +
      '\n\n' +
      block(`
        From: Erik Lindqvist <erik.lindqvist@example.com>
        Sent: Wednesday, April 1, 2026 9:30 AM
        To: MB Customer Assistance <assist@mbusa.example>
        Subject: Case 2025-MB-118820

        Attached is my Hertz receipt. My GLE was out of service for ten days. At $145 a day my request is $1,450.
      `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'd-mk-24',
    voice: 'corporate_counsel',
    received_at: '2025-11-14',
    claim: D_CLAIMS.sullivan,
    kinds: ['quoted_original', 'deadline_before_meeting'],
    text:
      block(`
        Ms. Sullivan,

        In response to your note below, we propose a call with you on Thursday, November 20 at 2:00 p.m. ET to discuss
        your request. Please send the rental agreement and your payment records beforehand so that we can review them.

        Consumer Affairs Legal, FCA US LLC
      `) +
      '\n\n' +
      'On Mon, Nov 10, 2025 at 11:02 AM Maura Sullivan <msullivan@example.net> wrote:\n' +
      gt(`
        I would like to speak with someone rather than exchange letters. I'm available most afternoons.
      `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2025-11-19',
      notes: '"beforehand" is the day before the Thursday Nov 20 call',
    },
  },
];
