import type { WrittenReply } from '../types';
import { block, E_CLAIMS } from './compose';

/** Set e: customer-relations desks, a dealer group's or a brand's, writing on behalf of the business. */
export const CUSTOMER_RELATIONS_REPLIES: WrittenReply[] = [
  {
    id: 'e-cr-01',
    voice: 'customer_relations',
    received_at: '2026-07-02',
    claim: E_CLAIMS.achterberg,
    kinds: ['quoted_original', 'waived_payments', 'deadline_other'],
    text: block(`
      Dear Mr. Achterberg,

      Thank you for your patience while we reviewed the fourteen days your EX30 spent at Cascade Volvo Cars. As a
      gesture of goodwill, the dealership will cover your August and September lease payments, $689.00 each, directly
      with Volvo Car Financial Services. Please let us know within 14 days whether you accept, and we will arrange it.

      Kind regards,
      Hanna Lindgren-Moss
      Guest Relations, Cascade Volvo Cars

      ________________________________
      From: Pieter Achterberg <p.achterberg@example.nl>
      Sent: Saturday, June 27, 2026 10:14 AM
      To: Guest Relations
      Subject: EX30 - fourteen days without a car

      I am requesting $1,295 (14 days at $92.50) for the time my EX30 was out of service.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1378,
      deadline: '2026-07-16',
      notes: 'two lease payments of $689 covered = 1378; 14 calendar days after Thu Jul 2',
    },
  },
  {
    id: 'e-cr-02',
    voice: 'customer_relations',
    received_at: '2026-07-10',
    claim: E_CLAIMS.pemberton,
    kinds: ['case_number', 'deadline_end_of_next_week'],
    text: block(`
      Dear Mr. Pemberton,

      We have received your correspondence regarding the time your 2024 Lexus TX 350 was out of service at Magnolia
      Lexus. Your concern has been logged under reference number CR-2026-04417. A Lexus Guest Experience specialist is
      reviewing the file with the dealership and will respond by the end of next week.

      Please include the reference number in any future correspondence.

      Lexus Guest Experience Center
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-07-17',
      notes: 'a case-number acknowledgement; the brand will answer by the Friday of the week after Fri Jul 10',
    },
  },
  {
    id: 'e-cr-03',
    voice: 'customer_relations',
    received_at: '2026-07-14',
    claim: E_CLAIMS.rao,
    kinds: ['quoted_original', 'denial_naming_money'],
    text: block(`
      Hi Sunita,

      I've looked into the nine days your Countryman was at Old Town MINI. The repair was for a sidewall puncture and a
      bent wheel from a pothole, which is road damage rather than a defect in the car, and it was handled under your
      tire-and-wheel plan with its $50 deductible. Because of that we're unable to approve the $594 you requested.

      I'm sorry it isn't the answer you were hoping for.

      Meredith Quayle
      Customer Relations, Old Town MINI

      On Thu, Jul 9, 2026 at 12:31 PM Sunita Rao <sunita.rao@example.com> wrote:
      > Hello, my Countryman was at your dealership for 9 days. I'd like $594 (9 x $66) for the time without it.
      > Thank you.
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'the deductible and the ask are named while refusing',
    },
  },
  {
    id: 'e-cr-04',
    voice: 'customer_relations',
    received_at: '2026-07-21',
    claim: E_CLAIMS.oyelaran,
    kinds: ['amount_in_words', 'conditional_on_release', 'deadline_business_days', 'deadline_across_month'],
    text: block(`
      Dear Tolu Oyelaran,

      Following our review of your K5's repair history, Prairie Wind Kia is prepared to pay you six hundred fifty
      dollars in full settlement of your downtime claim. This payment is conditioned on your signing the enclosed
      Release of Claims. Please sign and return the release within ten business days of this email.

      If you have questions about the release, you may call our office during business hours.

      Sincerely,
      Customer Relations Department
      Prairie Wind Kia
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 650,
      deadline: '2026-08-04',
      notes: 'ten weekdays after Tue Jul 21 is Tue Aug 4; the offer depends on the release',
    },
  },
  {
    id: 'e-cr-05',
    voice: 'customer_relations',
    received_at: '2026-07-27',
    claim: E_CLAIMS.halvorsen,
    kinds: ['quoted_original', 'amount_shorthand'],
    text: block(`
      Astrid,

      Thanks for the call this morning. I took your numbers to our GM and she agreed we should have had an e-tron
      loaner for you on day one. We can do $1k even for the seven days. Reply to this email to accept and tell me
      whether you prefer a check or a card refund.

      Best,
      Colleen Ashby | Client Care Manager | Tidewater Audi

      On Sun, Jul 26, 2026 at 9:47 PM Astrid Halvorsen <astrid.h@example.org> wrote:
      > Colleen, per our conversation, my request is for $1,295: 7 days at $185/day, which is what the rental
      > agency charges for a comparable EV.
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: null, notes: '"$1k even" = 1000; the ask is quoted' },
  },
  {
    id: 'e-cr-06',
    voice: 'customer_relations',
    received_at: '2026-08-06',
    claim: E_CLAIMS.eze,
    kinds: ['deadline_other'],
    text: block(`
      Good morning Ms. Eze,

      Our customer relations team has opened a file for your Wagoneer S. To review it we need:

        - a copy of your current registration
        - the loaner or rental agreement for the days in question
        - any texts or emails from the service advisor about the delay

      Please send these by August 14. No decision has been made yet; we'll review once we have them.

      Regards,
      Sandhills Auto Group Customer Relations
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2026-08-14',
      notes: 'documents asked for before a decision; a date without a year',
    },
  },
  {
    id: 'e-cr-07',
    voice: 'customer_relations',
    received_at: '2026-08-11',
    claim: E_CLAIMS.wrona,
    kinds: ['quoted_original'],
    text: block(`
      Mr. Wrona,

      Thank you for reaching out again. Our customer relations manager, Ellen Sato, would like to speak with you by phone
      about the Sierra before anything else happens with your request. Would Thursday or Friday afternoon this week
      work for you? Please reply with a time and the best number to reach you.

      Jodi Kerner
      Customer Relations Coordinator, Iron Range GMC

      ________________________________
      From: Bartosz Wrona <bwrona@example.net>
      Sent: Monday, August 10, 2026 6:12 AM
      To: Customer Relations
      Subject: Appeal - service manager denied my claim

      I'd like someone above the service manager to look at my $1,485 claim. The truck sat for 11 days.
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'asks for a time for a call; no date by which to answer',
    },
  },
  {
    id: 'e-cr-08',
    voice: 'customer_relations',
    received_at: '2026-08-21',
    claim: E_CLAIMS.lindell,
    kinds: ['quoted_original', 'percentage_of_bill', 'distractor_amounts', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Dear Mr. Lindell,

      Thank you for sending the Enterprise invoice. While we can't approve the $1,456 figure from your original letter,
      Sawgrass Acura will reimburse 60% of the $742.35 rental invoice as goodwill. To receive it, please confirm your
      mailing address within 30 days.

      Sincerely,
      Renata Oduya
      Customer Relations

      On Wed, Aug 19, 2026 at 3:05 PM Abe Lindell <abe.lindell@example.org> wrote:
      > Attached is the rental invoice you asked for: $742.35 total.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 445.41,
      deadline: '2026-09-20',
      notes: '60% of $742.35 = 445.41; 30 calendar days after Fri Aug 21 is Sun Sep 20',
    },
  },
  {
    id: 'e-cr-09',
    voice: 'customer_relations',
    received_at: '2026-08-26',
    claim: E_CLAIMS.achebe,
    kinds: ['european_number_format', 'signature_noise', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Dear Mr. Achebe,

      Further to your request, Foothill Cadillac proposes a goodwill payment of 1.050,00 USD for the period your Lyriq
      was unavailable. Kindly confirm your acceptance before 4 September so that we can release the payment.

      With best regards,

      Ines Carvalho-Ruiz
      Customer Relations Specialist
      Foothill Cadillac | 4120 Foothill Blvd | La Crescenta, CA 91214
      Tel. +1 818 555 0172 | Fax +1 818 555 0173 | Mobile +1 818 555 0199
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1050,
      deadline: '2026-09-04',
      notes: '"1.050,00" with a decimal comma is 1050; first Sep 4 after Wed Aug 26',
    },
  },
  {
    id: 'e-cr-10',
    voice: 'customer_relations',
    received_at: '2026-09-01',
    claim: E_CLAIMS.tamburro,
    kinds: ['one_line_top_post', 'quoted_original', 'long'],
    text: block(`
      Approved - $300 will be mailed to the address on file. Thank you for your patience!

      On Mon, Aug 31, 2026 at 8:20 AM June Tamburro <june.tamburro@example.com> wrote:
      > Hi, just checking whether there is any update. It's been three weeks.
      >
      > On Mon, Aug 10, 2026 at 4:55 PM Maple Grove Nissan Customer Care <care@maplegrovenissan.example> wrote:
      >> Dear June, thank you for your message. Your request has been passed to the service department for review.
      >>
      >> On Fri, Aug 7, 2026 at 7:02 PM June Tamburro <june.tamburro@example.com> wrote:
      >>> To whom it may concern,
      >>>
      >>> My 2025 Nissan Kicks was at Maple Grove Nissan from July 20 through July 29 for a transmission shudder.
      >>> That's ten days. I was told on the first day that a loaner would be available "tomorrow" and it never was.
      >>> I took Ubers to work for two weeks and my receipts come to $412.
      >>>
      >>> I'm asking for $570, which is ten days at $57, the daily rate on the rental site for a compact car.
      >>>
      >>> The service manager, Bobby, told me he'd reimburse the rental but I never rented a car because none were
      >>> available. I'd like this settled.
      >>>
      >>> Thank you,
      >>> June Tamburro
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 300,
      deadline: null,
      notes: 'the one new line offers $300; everything under it is quoted history',
    },
  },
  {
    id: 'e-cr-11',
    voice: 'customer_relations',
    received_at: '2026-09-09',
    claim: E_CLAIMS.strand,
    kinds: ['out_of_office'],
    text: block(`
      Automatic reply: Re: Outlander PHEV downtime

      Hi, thanks for writing. I'm away until Monday 9/14 and won't be checking email. Your message has not been
      forwarded. If this is about an open service appointment, the front desk can help at the main number.

      - Jasmine, Customer Relations
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null, notes: 'out-of-office; the return date is not a deadline' },
  },
  {
    id: 'e-cr-12',
    voice: 'customer_relations',
    received_at: '2026-09-19',
    claim: E_CLAIMS.holloway,
    kinds: ['multiple_offers_revised', 'distractor_amounts', 'deadline_end_of_next_week'],
    text: block(`
      Dear Ms. Holloway,

      Our letter of September 4 offered you a $400 service credit for the third visit. After your call with our
      director we are withdrawing that offer and replacing it with a check for $650, which you can spend as you like.

      Please let us know by the end of next week if you accept.

      Customer Relations
      Three Rivers Ford
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 650,
      deadline: '2026-09-25',
      notes: 'the check replaces the credit; received Sat Sep 19, whose week runs to Sun Sep 20, so next week ends Fri Sep 25',
    },
  },
  {
    id: 'e-cr-13',
    voice: 'customer_relations',
    received_at: '2026-09-24',
    claim: E_CLAIMS.mwangi,
    kinds: ['ticket_acknowledgement', 'deadline_business_days'],
    text: block(`
      Hello Wanjiru,

      Thanks for contacting Lone Star Auto Group Customer Care. Your request has been received and assigned ticket
      #LS-55821. One of our care specialists will reply within 2 business days.

      Ticket: #LS-55821 | Status: New | Store: Lone Star Honda | Channel: Email

      Lone Star Auto Group Customer Care
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-09-28',
      notes: 'two weekdays after Thu Sep 24 is Mon Sep 28',
    },
  },
  {
    id: 'e-cr-14',
    voice: 'customer_relations',
    received_at: '2026-09-30',
    claim: E_CLAIMS.kruger,
    kinds: ['quoted_original', 'distractor_amounts', 'deadline_across_month'],
    text: block(`
      Mr. Krüger,

      Thanks for writing back in English, it helps us move faster. We looked again: of the twelve days, the loaner
      fleet was empty on five. For those five we'll pay your $122 daily rate, $610 altogether. If you want to go ahead,
      reply no later than the 9th and we'll send it with the next check run.

      Kayla Fontenot
      Customer Relations, Elm Street Volkswagen

      ________________________________
      From: Tobias Krüger <tkrueger@example.de>
      Sent: Monday, September 28, 2026 2:18 PM
      To: Customer Relations
      Subject: ID. Buzz claim - English please

      Please answer in English. I am asking $1,464 for 12 days.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 610,
      deadline: '2026-10-09',
      notes: 'five days at $122 = 610; the first 9th after Wed Sep 30 is Oct 9',
    },
  },
  {
    id: 'e-cr-15',
    voice: 'customer_relations',
    received_at: '2026-10-05',
    claim: E_CLAIMS.fairbanks,
    kinds: ['html_remnants', 'denial_naming_money'],
    text: block(`
      <p>Dear Mr. Fairbanks,</p>
      <p>Thank you for contacting Bluegrass Chevrolet Buick. We have received your third request regarding your 2023
      Colorado. The dealership has already paid $450 and credited $300 to your account in connection with the same
      repair. We consider the matter closed and will not be making a further payment toward the $1,292 originally
      requested.</p>
      <p>Sincerely,<br/>Customer Relations Team</p>
      <p style="font-size:9pt;color:#999999;">This email and any attachments are confidential.</p>
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'past payments and the original ask are named; nothing more is offered',
    },
  },
  {
    id: 'e-cr-16',
    voice: 'customer_relations',
    received_at: '2026-10-15',
    claim: E_CLAIMS.pemberton,
    kinds: ['quoted_original', 'offer_without_value'],
    text: block(`
      Dear Mr. Pemberton,

      Following up on reference CR-2026-04417. Lexus and Magnolia Lexus have agreed to provide you with your next two
      scheduled maintenance services at no charge, in addition to what the dealership already paid, in recognition of
      the inconvenience. Your service advisor will apply them at your next visit.

      Lexus Guest Experience Center

      On Fri, Oct 9, 2026 at 1:12 PM Hugh Pemberton <hpemberton@example.com> wrote:
      > I received $458.60 from the dealer, which doesn't come close to the $1,280 I asked for. Can Lexus help?
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: null,
      deadline: null,
      notes: "free maintenance is money's worth, but no value is stated; the amounts are in the quoted mail",
    },
  },
  {
    id: 'e-cr-17',
    voice: 'customer_relations',
    received_at: '2026-10-20',
    claim: E_CLAIMS.szabo,
    kinds: ['quoted_original', 'deadline_before_meeting'],
    text: block(`
      Hello Ildikó,

      I've set up a call for you with our regional customer relations manager, Tuesday October 27 at 2:00 PM Mountain,
      to go over the second CX-70 visit. She'll call the number on your file. It would help a lot if you could email
      me the rental receipts beforehand.

      Warmly,
      Beth Arnaud
      Customer Relations, Red Rock Mazda

      On Mon, Oct 19, 2026 at 7:40 PM Ildikó Szabó <ildiko.szabo@example.org> wrote:
      > The screen failed again. That's another 5 days. I need to talk to someone above the service department.
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2026-10-26',
      notes: 'a call is set up; the receipts are asked for beforehand, i.e. by Mon Oct 26, the day before the call',
    },
  },
  {
    id: 'e-cr-18',
    voice: 'customer_relations',
    received_at: '2026-10-29',
    claim: E_CLAIMS.varga,
    kinds: ['final_position', 'conditional_on_release', 'deadline_business_days', 'deadline_across_month', 'signature_noise'],
    text: block(`
      Dear Ms. Varga,

      We have received your response to Genesis Motor America's letter. Harbor Point Genesis has reconsidered, and $850
      remains the dealership's final position on your downtime. Payment will be made once we receive the signed
      release, which must reach us within 10 business days.

      Respectfully,
      Naomi Friedland
      Client Relations Manager
      Harbor Point Genesis
      500 Harbor Point Dr., Newport Beach, CA 92660
      Direct 949.555.0164 | Main 949.555.0100 | Text 949.555.0188
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 850,
      deadline: '2026-11-12',
      notes: 'a final position that still offers $850; ten weekdays after Thu Oct 29 is Thu Nov 12',
    },
  },
  {
    id: 'e-cr-19',
    voice: 'customer_relations',
    received_at: '2026-11-03',
    claim: E_CLAIMS.tillman,
    kinds: ['forwarded_chain', 'quoted_original'],
    text: block(`
      Mr. Tillman,

      I'm the customer relations lead for Copper Basin Ram. Your message below reached our general inbox. Since the
      lift kit question is one for Ram, I've forwarded it to the Stellantis Customer Care team along with your repair
      orders, and copied you. They will contact you directly.

      Gina Martell
      Customer Relations Lead

      ---------- Forwarded message ---------
      From: Warren Tillman <wtillman@example.com>
      Date: Sat, Oct 31, 2026 at 9:09 AM
      Subject: Still waiting
      To: info@copperbasinram.example

      Nate says no to my second claim. The first one was $900 after 18 days. I want to appeal this one.
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'forwarded to the manufacturer; the $900 is in the forwarded mail',
    },
  },
  {
    id: 'e-cr-20',
    voice: 'customer_relations',
    received_at: '2026-11-13',
    claim: E_CLAIMS.rao,
    kinds: ['credit', 'typos', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Hi Sunita -

      Our manager took another look and we'd like to offer you a $250 credit twoards any service or parts at Old Town
      MINI, as a one time courtesy. Its not cash, but it dosen't expire on your next oil service either. The offer is
      valid for 30 days, just reply and we'll load it.

      Meredith
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 250,
      deadline: '2026-12-13',
      notes: 'a $250 credit; "valid for 30 days" from Fri Nov 13 is Sun Dec 13',
    },
  },
  {
    id: 'e-cr-21',
    voice: 'customer_relations',
    received_at: '2026-11-17',
    claim: E_CLAIMS.caldas,
    kinds: ['other_language'],
    text: block(`
      Prezada Sra. Caldas,

      Agradecemos o seu contato. Analisamos o seu pedido referente aos catorze dias em que o seu HR-V ficou na
      oficina e podemos oferecer um crédito de 300 dólares em serviços. Por favor, responda até sexta-feira.

      Atenciosamente,
      Relacionamento com o Cliente, Seaboard Honda
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'Portuguese: not read' },
  },
  {
    id: 'e-cr-22',
    voice: 'customer_relations',
    received_at: '2026-11-24',
    claim: E_CLAIMS.achterberg,
    kinds: ['quoted_original', 'distractor_amounts', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Dear Mr. Achterberg,

      On the second repair: the new high-voltage junction box and labour came to $2,318.77, all under warranty. You
      asked for another $1,295. We can't match that, but we will pay $500 toward your downtime and reimburse the $64.20
      tow you paid for on November 2. Please reply by December 4 so we can include it in this month's payments.

      Kind regards,
      Hanna Lindgren-Moss
      Guest Relations, Cascade Volvo Cars

      On Fri, Nov 20, 2026 at 8:08 AM Pieter Achterberg <p.achterberg@example.nl> wrote:
      > The EX30 was off the road again, another 14 days. Same request as before: $1,295.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 564.2,
      deadline: '2026-12-04',
      notes: '$500 + the $64.20 tow are offered; the $2,318.77 warranty total and the ask are not',
    },
  },
];
