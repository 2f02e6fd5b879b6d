import type { WrittenReply } from '../types';
import { block, D_CLAIMS, gt } from './compose';

/** Set d: the dealership's own people: service and general managers, owners, the finance office, the BDC, an independent shop. */
export const DEALER_FLOOR_REPLIES: WrittenReply[] = [
  {
    id: 'd-df-01',
    voice: 'service_manager',
    received_at: '2025-01-09',
    claim: D_CLAIMS.okafor,
    kinds: ['distractor_amounts', 'deadline_business_days'],
    text: block(`
      Mr. Okafor,

      I went through the Sienna's file with our shop foreman this morning. The transmission module was back-ordered
      for most of the time it sat here, and that part of the delay is on the supplier, not on you. I can't cover all
      fourteen days at the $85 you used, but we can pay for seven of them, which comes to $595.

      If that works for you, reply to this email within five business days and I'll have accounting cut the check.

      Gary Lindholm
      Service Manager, Lakeshore Toyota
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 595, deadline: '2025-01-16', notes: 'five weekdays after Thursday Jan 9' },
  },
  {
    id: 'd-df-02',
    voice: 'general_manager',
    received_at: '2025-02-26',
    claim: D_CLAIMS.whitaker,
    kinds: ['multiple_offers_revised', 'distractor_amounts', 'deadline_end_of_next_week'],
    text: block(`
      Owen -

      When we spoke last Tuesday I mentioned $400. I've since read the technician's notes on the Lightning and I agree
      the second tow should never have happened. I'm raising our offer to $650, in place of the earlier figure.

      I know you're at $1,080. I'm not going to get there, but I'd like this settled. Can you let me know by the end
      of next week?

      Regards,
      Phil Caruso | General Manager | Capitol Ford
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 650,
      deadline: '2025-03-07',
      notes: 'the revised $650 replaces the $400; the ask is quoted back; Friday of the week after Wed Feb 26',
    },
  },
  {
    id: 'd-df-03',
    voice: 'dealership_owner',
    received_at: '2025-03-29',
    claim: D_CLAIMS.nakamura,
    kinds: ['denial_naming_money', 'signature_noise'],
    text: block(`
      Dear Ms. Nakamura,

      Thank you for writing to me directly. I have reviewed your request for $1,170 and I'm sorry to say we will not be
      paying it. The head gasket repair was covered under your powertrain warranty, you paid only the $100 deductible,
      and a courtesy Crosstrek was offered to you on day one and declined. I understand the eighteen days were
      frustrating, but I can't treat them as our loss to reimburse.

      Sincerely,

      Walter Brennan Jr.
      Owner & Dealer Principal
      Bayview Subaru
      4410 Harbor Blvd, Suite 200, Costa Mesa, CA 92626
      Main (714) 555-0180 | Service (714) 555-0188 | Fax (714) 555-0189
      Mon-Fri 7:30-6:00, Sat 8:00-4:00
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null, notes: 'the ask and the deductible are named, nothing is offered' },
  },
  {
    id: 'd-df-04',
    voice: 'finance_office',
    received_at: '2025-04-30',
    claim: D_CLAIMS.sullivan,
    kinds: ['waived_payments', 'conditional_on_release', 'deadline_across_month'],
    text: block(`
      Hello Maura,

      Following your conversation with our GM, Harbor Jeep Ram will make your May and June loan payments of $512.37 each
      on your behalf. To do that we need the attached goodwill release signed and returned no later than the 9th; once
      it's back I'll send the payment confirmations from the lender.

      Tonya Reese
      Finance & Insurance Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1024.74,
      deadline: '2025-05-09',
      notes: 'two payments of $512.37; the first 9th after Apr 30 is in May',
    },
  },
  {
    id: 'd-df-05',
    voice: 'independent_shop',
    received_at: '2025-05-23',
    claim: D_CLAIMS.patel,
    kinds: ['percentage_of_bill', 'relative_weekday', 'deadline_other'],
    text: block(`
      Nikhil, Sal here from Eastside Auto Repair.

      Talked it over with my partner. The misdiagnosis on the hybrid battery was ours, no argument. We'll refund you 40%
      of the $1,312.50 invoice. Check will be ready for pickup by Tuesday, come by anytime after 8.

      Sal
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 525,
      deadline: '2025-05-27',
      notes: '40% of $1,312.50; the shop will act by the first Tuesday after Fri May 23',
    },
  },
  {
    id: 'd-df-06',
    voice: 'bdc_agent',
    received_at: '2025-06-14',
    claim: D_CLAIMS.osei,
    kinds: ['typos'],
    text: block(`
      Hi Ama!

      Thx for ur patience w/ the EV9. Our fixed ops directer Marcus wants to sit down w/ u in person about the days it
      was here. Does Thurs 6/19 at 10:30am work? If not just send me a couple times that do. Pls bring any rental
      reciepts u have.

      Jess @ Riverbend Kia BDC
      (office hrs M-F 9-7)
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'the meeting time is not a deadline; bringing receipts does not change the intent',
    },
  },
  {
    id: 'd-df-07',
    voice: 'service_manager',
    received_at: '2025-07-31',
    claim: D_CLAIMS.brandt,
    kinds: ['one_line_top_post', 'quoted_original', 'credit', 'long'],
    text:
      'Approved on our end: $435 service credit on your account, good toward any work here. - Dale\n\n' +
      'On Mon, Jul 28, 2025 at 4:02 PM Helga Brandt <hbrandt@example.com> wrote:\n' +
      gt(`
        Dale,

        It has now been a week since I sent this and I haven't heard back. To repeat: the ID.4 was in your shop from
        June 30 to July 11 for the 12V battery and the software update that should have taken one day. That's twelve
        days. I rented a car at about what VW's own rental partner charges, $72.50 a day, and my claim is $870.

        I'm not trying to be difficult. I just want an answer.

        Helga

        On Mon, Jul 21, 2025 at 9:15 AM Helga Brandt <hbrandt@example.com> wrote:
        > Dear Summit Volkswagen service team,
        >
        > I'm writing to ask for compensation for the twelve days my 2023 ID.4 was out of service (June 30 - July 11).
        > I am asking for $870 (12 days x $72.50). Receipts attached.
        >
        > Thank you,
        > Helga Brandt
      `),
    truth: { language: 'en', intent: 'offer', offered_amount: 435, deadline: null, notes: 'the $870 and $72.50 are in the quoted thread only' },
  },
  {
    id: 'd-df-08',
    voice: 'general_manager',
    received_at: '2025-08-22',
    claim: D_CLAIMS.fischer,
    kinds: ['offer_without_value', 'relative_weekday', 'deadline_other'],
    text: block(`
      Mr. Fischer,

      You're right that a week without your Q5 for a recall part we should have had on the shelf isn't acceptable. Alpine
      Audi is going to make a goodwill gesture toward what it cost you; I'd rather agree the amount with you than pick a
      number in an email. Please give me a call by Wednesday so we can close this out.

      Karen Holt, General Manager
      direct 303-555-0147
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: null,
      deadline: '2025-08-27',
      notes: 'a gesture is promised with no value; the call is asked for by the first Wednesday after Fri Aug 22',
    },
  },
  {
    id: 'd-df-09',
    voice: 'finance_office',
    received_at: '2025-09-28',
    claim: D_CLAIMS.delgado,
    kinds: ['deadline_business_days', 'deadline_across_month'],
    text: block(`
      Mr. Delgado,

      Before the dealership can look at a goodwill payment we need three things from you: the rental agreement with the
      daily charges, proof of payment, and your current loan statement. Please upload them to the secure link below
      within 10 business days. Nothing has been decided yet; this is just so the file is complete.

      https://docs.fiestachevy.example/upload/RD-2291

      Patricia Gómez, Business Office
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2025-10-10',
      notes: 'ten weekdays after Sunday Sep 28: Sep 29 to Oct 10',
    },
  },
  {
    id: 'd-df-10',
    voice: 'dealership_owner',
    received_at: '2025-10-31',
    claim: D_CLAIMS.lindqvist,
    kinds: ['amount_shorthand', 'final_position', 'deadline_across_month', 'distractor_amounts'],
    text: block(`
      Erik,

      I've read your last note and the one before. Our answer hasn't changed since the GM's call except in one respect:
      I'm authorizing $1.1k, up from nothing, and that is our final position. It's not the $1,450 you asked for and I
      won't pretend it is. If you want it, tell me by Friday the 7th and it goes out the same day.

      Stefan Kowalczyk
      Northgate Mercedes-Benz
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1100,
      deadline: '2025-11-07',
      notes: 'a final position is still an offer; "Friday the 7th" is Nov 7',
    },
  },
  {
    id: 'd-df-11',
    voice: 'independent_shop',
    received_at: '2025-11-26',
    claim: D_CLAIMS.moreau,
    kinds: ['table_layout', 'credit', 'distractor_amounts'],
    text: block(`
      Claire - revised invoice below. We took the loaner days off as a credit like we talked about. Balance is due at
      pickup.

        RO 55812   2023 RAV4 Prime
        ---------------------------------------------
        Labor  - HV coolant pump R&R        $612.00
        Parts  - pump, coolant, seals       $388.40
        Shop supplies                        $24.50
        Goodwill credit (downtime)         -$260.00
        ---------------------------------------------
        Balance due                         $764.90

      Thanks for your patience. - Ron, Ridgeline Auto & Hybrid
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 260,
      deadline: null,
      notes: 'only the credit line is offered; the labor, parts and balance are invoice figures',
    },
  },
  {
    id: 'd-df-12',
    voice: 'bdc_agent',
    received_at: '2025-12-19',
    claim: D_CLAIMS.okafor,
    kinds: ['deadline_business_days', 'typos'],
    text: block(`
      Hi Chidi, got ur email about the Sienna & passed it to our service director. He'll get back to u within 3 buisness
      days. Happy holidays!!
      - Tasha, Lakeshore Toyota
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-12-24', notes: 'three weekdays after Fri Dec 19' },
  },
  {
    id: 'd-df-13',
    voice: 'service_manager',
    received_at: '2025-12-29',
    claim: D_CLAIMS.whitaker,
    kinds: ['distractor_amounts', 'deadline_across_month'],
    text: block(`
      Owen, following up before the year closes out. Ford won't reimburse rentals on a non-warranty repair, so this is
      coming from us. We'll cover three of the nine days at the $120 you used, $360 total. The offer is valid for 30
      days from today. Let me know.

      Brian, Capitol Ford Service
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 360, deadline: '2026-01-28', notes: 'three days at $120; 30 days after Dec 29' },
  },
  {
    id: 'd-df-14',
    voice: 'general_manager',
    received_at: '2026-01-02',
    claim: D_CLAIMS.fischer,
    kinds: ['html_remnants', 'deadline_other'],
    text: block(`
      Hi&nbsp;Jonas,<br><br>Happy New Year. I'm glad the Q5 is back and running right.&nbsp;We will reimburse <b>$455.00</b>
      toward your rental, by check or as a credit, your choice.<br>Please confirm which one by the 15th.<br><br>
      [cid:image001.png@01DA5C21.7A3E0B20]<br>
      Karen Holt | General Manager | Alpine Audi<br>
      1200 Kipling St, Lakewood, CO 80215&nbsp;|&nbsp;303-555-0147
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 455, deadline: '2026-01-15' },
  },
  {
    id: 'd-df-15',
    voice: 'finance_office',
    received_at: '2026-01-30',
    claim: D_CLAIMS.patel,
    kinds: ['credit', 'distractor_amounts'],
    text: block(`
      Dear Mr. Patel,

      Metro Honda has approved a $300 goodwill credit, which will show on your next service statement, and we've also
      reversed the $49 storage fee that was charged while the CR-V waited for parts. Your February payment of $468.12 is
      unchanged and still due on the 12th.

      Business Office, Metro Honda
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 349,
      deadline: null,
      notes: "the credit plus the reversed fee; the payment due on the 12th is the lender's date, not a deadline about the claim",
    },
  },
  {
    id: 'd-df-16',
    voice: 'independent_shop',
    received_at: '2026-02-27',
    claim: D_CLAIMS.sullivan,
    kinds: ['signature_noise'],
    text: block(`
      Ms. Sullivan, we only did the alignment and the tires on your Grand Cherokee. The air suspension fault that kept
      it off the road was diagnosed and repaired by the Jeep dealer, so we're not the ones to compensate you for those
      days, and we won't be. Sorry we can't help more.

      Tom's Tire & Alignment
      2250 Route 9 North, Bldg 3
      Howell, NJ 07731
      732-555-0122 / 732-555-0123 (fax)
      Open 7-5 weekdays, 7-noon Saturdays
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-df-17',
    voice: 'service_manager',
    received_at: '2026-03-21',
    claim: D_CLAIMS.brandt,
    kinds: ['deadline_before_meeting'],
    text: block(`
      Ms. Brandt,

      I'd like to go over the claim in person with our VW field engineer. He's here Thursday, March 26, and we could
      meet at 9:00 in the service lounge. Please email me the rental receipts before then so he can look at them ahead
      of time.

      Dale Mercer, Service Manager
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2026-03-25',
      notes: '"before then" is the day before the Thursday Mar 26 meeting',
    },
  },
  {
    id: 'd-df-18',
    voice: 'dealership_owner',
    received_at: '2026-04-17',
    claim: D_CLAIMS.castillo,
    kinds: ['forwarded_chain', 'quoted_original', 'distractor_amounts'],
    text:
      block(`
        Verónica, I'm forwarding what my GM sent me so you can see we took this seriously. We can do $700. I know it's
        short of what you asked; it's what I can do.

        Andrew Kim, Sol Hyundai
      `) +
      '\n\n---------- Forwarded message ---------\n' +
      block(`
        From: Luis Ortega <lortega@solhyundai.example>
        Date: Wed, Apr 15, 2026 at 5:48 PM
        Subject: Castillo - Tucson downtime
        To: Andrew Kim <akim@solhyundai.example>

        Andrew - customer is asking $1,320 (24 days at $55). Part delay was Hyundai's. I'd support up to $900 if you
        want to close it, or we can push it to the region. Your call.
        Luis
      `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 700,
      deadline: null,
      notes: "the $900 and the ask are in the forwarded internal mail; the owner's new text offers $700",
    },
  },
  {
    id: 'd-df-19',
    voice: 'bdc_agent',
    received_at: '2026-05-29',
    claim: D_CLAIMS.osei,
    kinds: ['out_of_office'],
    text: block(`
      Thank you for your message. I am out of the office through Friday, June 5 and will return Monday, June 8. For
      sales questions please call 480-555-0190; for service, 480-555-0195.

      Jess Alvarado | Riverbend Kia
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null, notes: 'an out-of-office return date is not a deadline' },
  },
  {
    id: 'd-df-20',
    voice: 'general_manager',
    received_at: '2026-06-30',
    claim: D_CLAIMS.delgado,
    kinds: ['amount_in_words', 'deadline_across_month'],
    text: block(`
      Mr. Delgado,

      After reviewing the Tahoe's repair history with Chevrolet's zone office, Fiesta Chevrolet will pay you six hundred
      and twenty-five dollars as a goodwill gesture for the time the vehicle was down. Let me know by July 10 where you'd
      like the check sent.

      Respectfully,
      Marcus Webb, GM
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 625, deadline: '2026-07-10' },
  },
  {
    id: 'd-df-21',
    voice: 'service_manager',
    received_at: '2026-08-31',
    claim: D_CLAIMS.fischer,
    kinds: ['other_language'],
    text: block(`
      Sehr geehrter Herr Fischer,

      vielen Dank für Ihre Nachricht. Wir haben Ihren Antrag auf Kulanz für die sieben Tage, in denen Ihr Q5 bei uns in
      der Werkstatt stand, an die Audi-Kundenbetreuung weitergeleitet. Wir melden uns, sobald wir eine Antwort haben.

      Mit freundlichen Grüßen
      Thomas Weber, Serviceleiter
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'German: not read' },
  },
  {
    id: 'd-df-22',
    voice: 'finance_office',
    received_at: '2026-09-25',
    claim: D_CLAIMS.lindqvist,
    kinds: ['european_number_format', 'deadline_business_days', 'deadline_across_month'],
    text: block(`
      Mr. Lindqvist,

      Our group's accounting system (run out of the Stuttgart-affiliated office, hence the format) shows the goodwill
      approval as follows:

      Kulanzbetrag / goodwill amount: 1.150,00 $ (USD)

      The check will be issued within 7 business days of today. Nothing further is needed from you.

      Accounts Payable, Northgate Mercedes-Benz
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1150,
      deadline: '2026-10-06',
      notes: '1.150,00 is 1150; the dealer will pay within seven weekdays of Fri Sep 25',
    },
  },
  {
    id: 'd-df-23',
    voice: 'service_manager',
    received_at: '2026-10-17',
    claim: D_CLAIMS.okafor,
    kinds: ['typos'],
    text: block(`
      chidi - before i can take this to the gm i need the RO numbers for both visits and the rental reciept from
      enterprise. the one u sent only shows the deposit. thnks

      gary
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'd-df-24',
    voice: 'service_manager',
    received_at: '2025-03-14',
    claim: D_CLAIMS.patel,
    kinds: ['distractor_amounts'],
    text: block(`
      Nikhil,

      Thanks for sending the Enterprise receipt. It shows $642.18 for the 15 days, with a $200 deposit that was refunded
      to your card. We'll reimburse $400 of the rental; I've asked accounting to mail the check to the address on your
      repair order.

      Angela Ruiz
      Service Manager, Metro Honda
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 400,
      deadline: null,
      notes: 'the receipt total and the refunded deposit are not the offer',
    },
  },
  {
    id: 'd-df-25',
    voice: 'general_manager',
    received_at: '2025-09-26',
    claim: D_CLAIMS.delgado,
    kinds: ['quoted_original', 'final_position', 'deadline_across_month', 'long'],
    text:
      block(`
        Mr. Delgado,

        I've read your email below carefully and talked again with our service director and with Chevrolet's zone
        manager. We can pay $800. I've gone as far as I can, and I want to be straightforward with you: this is our
        final position. Please let me know no later than the 3rd whether you'll take it.

        Marcus Webb
        General Manager, Fiesta Chevrolet
      `) +
      '\n\n' +
      block(`
        From: Ramón Delgado <rdelgado@example.net>
        Sent: Tuesday, September 23, 2025 7:12 PM
        To: Marcus Webb <mwebb@fiestachevy.example>
        Subject: RE: Tahoe - compensation

        Mr. Webb,

        Thank you for your reply, but $500 doesn't come close. The Tahoe was at your store for sixteen days, from
        August 4 to August 20, and for most of that time nobody could tell me when the part would arrive. I rented a
        comparable SUV at $95 a day, which is what I based my request on: $1,520.

        I'd also point out that I was told on August 6 the truck would be ready "by the weekend". It wasn't. Had I been
        told the truth I would have made other arrangements.

        I'd like a response by September 30.

        Ramón Delgado
      `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 800,
      deadline: '2025-10-03',
      notes: 'the $500, the ask and September 30 are in the quoted mail; the first 3rd after Sep 26 is in October',
    },
  },
];
