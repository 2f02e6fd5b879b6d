import type { WrittenReply } from '../types';
import { block, E_CLAIMS } from './compose';

/** Set e: manufacturers' case managers, writing for the brand about a dealer's repair. */
export const MANUFACTURER_CASE_MANAGER_REPLIES: WrittenReply[] = [
  {
    id: 'e-mc-01',
    voice: 'manufacturer_case_manager',
    received_at: '2027-01-05',
    claim: E_CLAIMS.holloway,
    kinds: ['case_number', 'deadline_business_days'],
    text: block(`
      Dear Bridget Holloway,

      Thank you for contacting the Ford Customer Relationship Center about your 2024 Expedition. Your case number is
      CAS-51907233-K4T2. I am the case manager assigned to it and I will call you within 3 business days to go over
      the repair history with Three Rivers Ford.

      Regards,
      Dominic Reyes-Hart
      Case Manager, Ford Customer Relationship Center
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2027-01-08',
      notes: 'case-number reply; the brand will call within three weekdays after Tue Jan 5',
    },
  },
  {
    id: 'e-mc-02',
    voice: 'manufacturer_case_manager',
    received_at: '2027-01-12',
    claim: E_CLAIMS.achterberg,
    kinds: ['quoted_original', 'conditional_on_release', 'deadline_end_of_next_week'],
    text: block(`
      Dear Mr. Achterberg,

      Volvo Car USA has reviewed your two EX30 repairs together with Cascade Volvo Cars. In addition to what the retailer
      has provided, Volvo will reimburse you $750.00. To release the payment we need the attached goodwill
      acknowledgement signed; please return it by the end of next week.

      Best regards,
      Signe Larkin
      Customer Care Case Manager, Volvo Car USA

      On Fri, Jan 8, 2027 at 6:51 PM Pieter Achterberg <p.achterberg@example.nl> wrote:
      > Ms. Larkin, the dealer covered part of it. I'm asking Volvo for the remaining balance of my $1,295 claim.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 750,
      deadline: '2027-01-22',
      notes: 'offer conditional on a signed acknowledgement; received Tue Jan 12, Friday of the next week is Jan 22',
    },
  },
  {
    id: 'e-mc-03',
    voice: 'manufacturer_case_manager',
    received_at: '2027-01-20',
    claim: E_CLAIMS.mwangi,
    kinds: ['case_number', 'denial_naming_money'],
    text: block(`
      Dear Ms. Mwangi,

      Re: Case 1-9038817

      I have completed my review. Lone Star Honda paid you $1,100 toward your rental in January 2026, and the later
      charge-port repair was completed within the time American Honda considers reasonable for a part on national
      backorder. American Honda is therefore unable to provide the additional $1,394 you have requested.

      This case will now be closed. Thank you for choosing Honda.

      Patrice Yoon
      Case Manager, American Honda Automobile Customer Service
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'the past dealer payment and the ask are named; nothing offered now',
    },
  },
  {
    id: 'e-mc-04',
    voice: 'manufacturer_case_manager',
    received_at: '2027-01-28',
    claim: E_CLAIMS.fairbanks,
    kinds: ['quoted_original', 'case_number', 'deadline_business_days', 'deadline_across_month'],
    text: block(`
      Mr. Fairbanks,

      Thank you for contacting Chevrolet Customer Assistance. I've opened case 8-4410092715 for your Colorado. Before I
      can review your request I'll need copies of all three repair orders, the current mileage, and proof of the
      rental costs you are claiming. Please send them within 10 business days; if I don't hear back the case will be
      closed automatically.

      Lynette Okafor-Greene
      Customer Care Advocate, Chevrolet Customer Assistance Center

      ________________________________
      From: Curtis Fairbanks <cfairbanks@example.com>
      Sent: Tuesday, January 26, 2027 8:44 PM
      To: Chevrolet Customer Assistance
      Subject: Dealer refuses further goodwill

      The dealer has stopped responding. I was out 19 days and asked for $1,292.
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2027-02-11',
      notes: 'documents first, no decision yet; ten weekdays after Thu Jan 28 is Thu Feb 11',
    },
  },
  {
    id: 'e-mc-05',
    voice: 'manufacturer_case_manager',
    received_at: '2027-02-03',
    claim: E_CLAIMS.szabo,
    kinds: ['quoted_original', 'distractor_amounts'],
    text: block(`
      Dear Ildikó Szabó,

      Mazda North American Operations has reviewed case 0213-77461. Our rental reimbursement policy covers up to $45
      per day, rather than the $105 per day in your request. Applying that to the nine days your CX-70 was
      inoperable, Mazda will reimburse $405.00. A check will be mailed to the address on your file.

      Sincerely,
      Corey Blanchet
      Case Manager, Mazda Customer Experience

      On Thu, Jan 28, 2027 at 10:16 AM Ildikó Szabó <ildiko.szabo@example.org> wrote:
      > I'd like Mazda to review the $945 I requested from Red Rock Mazda. They gave me a credit, not cash.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 405,
      deadline: null,
      notes: "nine days at the $45 cap = 405; the cap and the owner's rate are not the offer",
    },
  },
  {
    id: 'e-mc-06',
    voice: 'manufacturer_case_manager',
    received_at: '2027-02-10',
    claim: E_CLAIMS.pemberton,
    kinds: ['one_line_top_post', 'quoted_original', 'case_number'],
    text: block(`
      Mr. Pemberton, your reply has been added to case CR-2026-04417 and I'm reviewing it with the regional team.

      On Mon, Feb 8, 2027 at 9:30 AM Hugh Pemberton <hpemberton@example.com> wrote:
      > Ms. Abernathy,
      >
      > I appreciate the complimentary maintenance, but I want to be clear that it does not address the eight days
      > I was without the vehicle. The dealership's $458.60 covered my rental and fuel and nothing more. My request
      > was $1,280. I'd like Lexus to consider a cash payment for the remaining days.
      >
      > Hugh Pemberton
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'the new line only says the reply is filed and under review; the figures are quoted',
    },
  },
  {
    id: 'e-mc-07',
    voice: 'manufacturer_case_manager',
    received_at: '2027-02-17',
    claim: E_CLAIMS.oyelaran,
    kinds: ['case_number'],
    text: block(`
      Hello Tolu,

      My name is Andre Whitlock and I'm the Kia America case manager for case #KA-2027-118830. I'd like to go over your
      K5 repairs with you by phone before I speak with the dealer. Would Friday, February 19 at 11:00 AM Central work?
      If not, just reply with two or three times that suit you next week.

      Andre Whitlock
      Consumer Affairs Case Manager, Kia America
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'proposes a call; the call time is not a deadline',
    },
  },
  {
    id: 'e-mc-08',
    voice: 'manufacturer_case_manager',
    received_at: '2027-02-25',
    claim: E_CLAIMS.halvorsen,
    kinds: ['quoted_original', 'credit', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Dear Ms. Halvorsen,

      Audi of America appreciates your loyalty. In recognition of the second repair to your Q8 e-tron, we are offering a
      $500 service credit usable at any authorized Audi dealer, together with a $250 reimbursement by check. Please
      accept this offer within 30 days of this message.

      Kind regards,
      Felix Adomako
      Case Manager, Audi Customer Experience

      On Mon, Feb 22, 2027 at 7:25 AM Astrid Halvorsen <astrid.h@example.org> wrote:
      > Tidewater paid $1,000 for the first visit. The car went back for 7 more days at $185. I'd like Audi's help.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 750,
      deadline: '2027-03-27',
      notes: 'credit + check = 500 + 250; 30 calendar days after Thu Feb 25 is Sat Mar 27',
    },
  },
  {
    id: 'e-mc-09',
    voice: 'manufacturer_case_manager',
    received_at: '2027-03-03',
    claim: E_CLAIMS.wrona,
    kinds: ['forwarded_chain', 'quoted_original', 'case_number'],
    text: block(`
      Mr. Wrona,

      For your records I'm forwarding the dealer's response below. GM Customer Care has reviewed case 8-4470031128
      together with Iron Range GMC and will not be providing goodwill for this repair, since the part was replaced
      under a third-party service contract. I'm sorry I don't have a different answer.

      Rachelle Dion
      GMC Customer Care Case Manager

      -------- Forwarded Message --------
      Subject: RE: Wrona / Sierra 2500HD
      Date: Tue, 2 Mar 2027 15:02:11 -0600
      From: Gus Lindahl <glindahl@ironrangegmc.example>
      To: Rachelle Dion

      Rachelle - customer asked us for $1,485 last year. His extended contract paid the repair less a $250 deductible.
      We declined. Happy to talk if GM sees it differently. Gus
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'the amounts are only in the forwarded dealer mail; the new text refuses',
    },
  },
  {
    id: 'e-mc-10',
    voice: 'manufacturer_case_manager',
    received_at: '2027-03-10',
    claim: E_CLAIMS.eze,
    kinds: ['out_of_office', 'signature_noise'],
    text: block(`
      I am out of the office Wednesday March 10 through Monday March 15 and will respond when I return.

      If you need immediate assistance please call the Jeep Brand Experience Center at 1-877-555-0126 (Mon-Fri 8:00
      AM - 9:00 PM ET, Sat 9:00 AM - 6:30 PM ET) and reference your case number.

      Tamsin Okoro | Case Manager | Jeep Brand Experience
      P.O. Box 21-8004, Auburn Hills, MI 48321-8004
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null, notes: 'automatic out-of-office reply' },
  },
  {
    id: 'e-mc-11',
    voice: 'manufacturer_case_manager',
    received_at: '2027-03-16',
    claim: E_CLAIMS.tillman,
    kinds: ['quoted_original', 'final_position', 'deadline_other'],
    text: block(`
      Mr. Tillman,

      I've taken your appeal as far as it goes inside Stellantis. The $350 I offered on March 2 will not be increased;
      please treat it as FCA US's final position on the lift-kit visit. It stays open through March 31, and you can
      accept simply by replying to this email.

      Owen Castellanos
      Senior Case Manager, Ram Brand Experience

      ________________________________
      From: Warren Tillman <wtillman@example.com>
      Sent: Sunday, March 14, 2027 5:58 PM
      To: Owen Castellanos
      Subject: RE: Case 94551020

      $350 is an insult after 18 days. The dealer paid $900 last time for the same kind of wait.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 350,
      deadline: '2027-03-31',
      notes: 'a final position that still offers $350; "through March 31" is the date to accept by',
    },
  },
  {
    id: 'e-mc-12',
    voice: 'manufacturer_case_manager',
    received_at: '2027-03-24',
    claim: E_CLAIMS.strand,
    kinds: ['amount_in_words', 'deadline_business_days', 'deadline_across_month'],
    text: block(`
      Dear Mr. Strand,

      Mitsubishi Motors North America has concluded its review of your Outlander PHEV. As a one-time goodwill gesture,
      MMNA will reimburse three hundred seventy-five dollars toward your alternate transportation. Please confirm your
      acceptance and mailing address within ten business days.

      Respectfully,
      Gwen Paterno
      Case Manager, Mitsubishi Customer Relations
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 375,
      deadline: '2027-04-07',
      notes: 'ten weekdays after Wed Mar 24 is Wed Apr 7',
    },
  },
  {
    id: 'e-mc-13',
    voice: 'manufacturer_case_manager',
    received_at: '2027-03-31',
    claim: E_CLAIMS.varga,
    kinds: ['quoted_original', 'percentage_of_bill'],
    text: block(`
      Dear Ms. Varga,

      Thank you for forwarding your receipts. Your out-of-pocket transportation costs for the two periods without a
      loaner total $1,163.40. Genesis Motor America will reimburse 50% of that amount; the dealership has told us it
      stands by its own separate offer.

      Sincerely,
      Joon-ho Ashford
      Genesis Customer Care Case Manager

      On Fri, Mar 26, 2027 at 2:14 PM Celeste Varga <cvarga@example.com> wrote:
      > Attached: receipts totalling $1,163.40. I also still have the dealer's $850 on the table.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 581.7,
      deadline: null,
      notes: "50% of $1,163.40 = 581.70; the dealer's own offer is not this writer's and is not restated with a figure",
    },
  },
  {
    id: 'e-mc-14',
    voice: 'manufacturer_case_manager',
    received_at: '2027-04-07',
    claim: E_CLAIMS.achebe,
    kinds: ['multiple_offers_revised', 'deadline_before_meeting'],
    text: block(`
      Mr. Achebe,

      When we first spoke I offered 50,000 Cadillac Rewards points. You told me points are of no use to you, which is
      fair, so I've had that replaced with an $800 goodwill check instead. We're scheduled to talk again Thursday,
      April 15 at 10:00; please let me know your decision before then so the check can be requested on the call.

      Alana Birch
      Case Manager, Cadillac Customer Experience
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 800,
      deadline: '2027-04-14',
      notes: 'the $800 check replaces the points; "before then" is the day before the Thu Apr 15 call',
    },
  },
  {
    id: 'e-mc-15',
    voice: 'manufacturer_case_manager',
    received_at: '2027-04-14',
    claim: E_CLAIMS.tamburro,
    kinds: ['html_remnants', 'case_number', 'long'],
    text: block(`
      <div>Dear June Tamburro,</div>
      <div>&nbsp;</div>
      <div>Thank you for contacting Nissan Consumer Affairs. We understand how disruptive it is to be without your
      vehicle, especially when a loaner is promised and does not become available. We also understand that you were
      told you would be reimbursed for a rental that you were never able to obtain, and that you relied on rideshare
      services instead.</div>
      <div>&nbsp;</div>
      <div>Your concern has been documented under case number <b>NCA-33018462</b>. As part of our review we will
      contact Maple Grove Nissan to obtain the repair orders for the July visit, the loaner log for the dates your
      Kicks was in the shop, and the dealership's notes on the reimbursement already issued. A member of our regional
      team may also reach out to the service manager directly.</div>
      <div>&nbsp;</div>
      <div>You do not need to take any further action at this time. Please keep your case number for reference.</div>
      <div>&nbsp;</div>
      <div>Sincerely,<br>Nissan Consumer Affairs<br>Case Management Team</div>
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'case-number acknowledgement; the review is described but nothing is decided or asked of the owner',
    },
  },
  {
    id: 'e-mc-16',
    voice: 'manufacturer_case_manager',
    received_at: '2027-04-21',
    claim: E_CLAIMS.lindell,
    kinds: ['quoted_original', 'amount_shorthand', 'distractor_amounts'],
    text: block(`
      Hi Abe,

      Thanks for your patience while I worked this with the district. Sawgrass Acura paid $445.41 last August. Acura
      Client Services will add $1.25k on top of that, for the second visit as much as the first. I'll send the payment
      form in a separate email.

      Best,
      Mina Carrow
      Case Manager, Acura Client Services

      On Sat, Apr 17, 2027 at 12:48 PM Abe Lindell <abe.lindell@example.org> wrote:
      > Any news? The original claim was $1,456 and I've only seen the dealer's partial reimbursement.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1250,
      deadline: null,
      notes: '"$1.25k" = 1250 offered now; $445.41 was paid earlier by the dealer',
    },
  },
  {
    id: 'e-mc-17',
    voice: 'manufacturer_case_manager',
    received_at: '2027-04-28',
    claim: E_CLAIMS.rao,
    kinds: ['quoted_original'],
    text: block(`
      Dear Ms. Rao,

      Thank you for writing to MINI USA. Before I can open a goodwill review, could you please confirm the mileage on
      your Countryman at the time of the repair and tell me whether you had the tire-and-wheel plan through the
      dealership or through a third party? The answer changes who is responsible for the claim.

      Kind regards,
      Lorcan Beattie
      Customer Interaction Center, MINI USA

      On Sun, Apr 25, 2027 at 8:10 PM Sunita Rao <sunita.rao@example.com> wrote:
      > Old Town MINI refused my $594 request and offered a $250 credit instead. Can MINI USA review this?
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: null,
      notes: 'facts asked for before a review; no meeting, no date',
    },
  },
  {
    id: 'e-mc-18',
    voice: 'manufacturer_case_manager',
    received_at: '2027-05-06',
    claim: E_CLAIMS.kruger,
    kinds: ['waived_payments', 'deadline_across_month'],
    text: block(`
      Dear Mr. Krüger,

      Volkswagen of America and VW Credit, Inc. have agreed to waive your June installment of $612.44 on the ID. Buzz
      retail contract. To apply the waiver, VW Credit needs your written consent no later than the 1st.

      Sincerely,
      Marit Oyelowo
      Case Manager, Volkswagen Customer CARE
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 612.44,
      deadline: '2027-06-01',
      notes: 'one waived installment; the first 1st after Thu May 6 is June 1',
    },
  },
  {
    id: 'e-mc-19',
    voice: 'manufacturer_case_manager',
    received_at: '2027-05-12',
    claim: E_CLAIMS.dufresne,
    kinds: ['other_language', 'quoted_original', 'case_number'],
    text: block(`
      Madame Dufresne,

      Nous accusons réception de votre demande concernant votre Crosstrek Wilderness. Votre dossier porte le numéro
      SCI-2027-04481. Un gestionnaire de cas communiquera avec vous d'ici cinq jours ouvrables.

      Cordialement,
      Service à la clientèle, Subaru Canada inc.

      Le lun. 10 mai 2027, à 21 h 04, Marguerite Dufresne <m.dufresne@example.ca> a écrit :
      > Bonjour, je demande 875 $ pour les dix jours sans véhicule.
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'French: not read' },
  },
  {
    id: 'e-mc-20',
    voice: 'manufacturer_case_manager',
    received_at: '2027-05-18',
    claim: E_CLAIMS.holloway,
    kinds: ['table_layout', 'distractor_amounts', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Ms. Holloway,

      Here is the breakdown I promised on case CAS-51907233-K4T2:

      | Item                               | Amount    |
      |------------------------------------|-----------|
      | Days out of service (your count)   | 10        |
      | Paid by Three Rivers Ford to date  | $1,475.00 |
      | Ford goodwill offered now          | $612.00   |

      If you'd like to accept Ford's portion, reply within 14 days and I'll submit it.

      Dominic Reyes-Hart
      Case Manager, Ford Customer Relationship Center
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 612,
      deadline: '2027-06-01',
      notes: 'only the row "offered now" is the offer; the dealer\'s past payments are not; 14 days after Tue May 18',
    },
  },
  {
    id: 'e-mc-21',
    voice: 'manufacturer_case_manager',
    received_at: '2027-05-27',
    claim: E_CLAIMS.mwangi,
    kinds: ['quoted_original', 'case_number', 'deadline_end_of_next_week', 'deadline_across_month'],
    text: block(`
      Ms. Mwangi,

      I've reopened case 1-9038817 in light of the third repair and sent a request to the zone office for the updated
      repair orders. You will have a decision from me by the end of next week.

      Patrice Yoon
      Case Manager, American Honda

      On Tue, May 25, 2027 at 6:03 PM Wanjiru Mwangi <wmwangi@example.com> wrote:
      > The Prologue failed a third time. Please reopen my case.
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2027-06-04',
      notes: 'case reopened; the brand decides by the Friday of the week after Thu May 27, which is in June',
    },
  },
  {
    id: 'e-mc-22',
    voice: 'manufacturer_case_manager',
    received_at: '2027-06-02',
    claim: E_CLAIMS.szabo,
    kinds: ['quoted_original', 'offer_without_value', 'signature_noise'],
    text: block(`
      Dear Ildikó Szabó,

      As a further goodwill gesture regarding the repeated infotainment repairs, Mazda North American Operations will
      extend the bumper-to-bumper warranty on your CX-70 by two years or 24,000 miles, whichever comes first. The
      extension will be registered to your VIN within a few days; no action is needed on your part.

      Sincerely,
      Corey Blanchet
      Case Manager, Mazda Customer Experience
      Mazda North American Operations | 200 Spectrum Center Dr | Irvine, CA 92618
      Toll-free 800-555-0137 | Fax 949-555-0138 | Case 0213-77461

      ________________________________
      From: Ildikó Szabó <ildiko.szabo@example.org>
      Sent: Friday, May 28, 2027 11:22 AM
      To: Corey Blanchet
      Subject: Screen failed a third time

      Corey, the screen went black again. Five more days at the dealer.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: null,
      deadline: null,
      notes: "a warranty extension is money's worth with no stated value",
    },
  },
];
