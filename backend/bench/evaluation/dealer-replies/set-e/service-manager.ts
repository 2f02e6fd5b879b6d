import type { WrittenReply } from '../types';
import { block, E_CLAIMS, gt } from './compose';

/** Set e: dealers' service managers, writing from the shop. */
export const SERVICE_MANAGER_REPLIES: WrittenReply[] = [
  {
    id: 'e-sm-01',
    voice: 'service_manager',
    received_at: '2026-01-13',
    claim: E_CLAIMS.holloway,
    kinds: ['quoted_original', 'amount_in_words', 'deadline_business_days'],
    text:
      block(`
      Good afternoon Ms. Holloway,

      I pulled the three repair orders on your Expedition and sat down with the foreman. We agree the second and third
      visits were for the same cam phaser noise, so that time is on us. Three Rivers Ford will pay you eight hundred and
      twenty-five dollars for the downtime. Just reply "accepted" within ten business days and I'll walk the check
      request over to the office myself.

      Thanks for your patience,
      Roy Kessinger
      Service Manager

      On Tue, Jan 6, 2026 at 7:48 PM Bridget Holloway <bholloway@example.net> wrote:
    `) +
      '\n' +
      gt(`
        Roy,
        The Expedition was in your shop 10 days total across three visits. I'm asking for $1,150 (10 days at $115/day,
        what the rental counter quoted me). Please respond within 14 days.
        Bridget
      `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 825,
      deadline: '2026-01-27',
      notes: 'ten weekdays after Tue Jan 13; the $1,150 and $115 are only in the quoted mail',
    },
  },
  {
    id: 'e-sm-02',
    voice: 'service_manager',
    received_at: '2026-01-21',
    claim: E_CLAIMS.mwangi,
    kinds: ['amount_shorthand', 'distractor_amounts', 'deadline_end_of_next_week'],
    text: block(`
      Wanjiru -

      Got your receipt from the rental place, $1,312.40 for the 17 days. Honda corporate won't reimburse rentals on the
      Prologue charge-port campaign, but the dealership will. We can put $1.1k toward it. Not the full amount, I know.

      Let me know by end of next week if you want it and I'll get it processed.

      Marcus Bell, Service Mgr
      Lone Star Honda
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1100,
      deadline: '2026-01-30',
      notes: '"$1.1k" = 1100; the $1,312.40 is the receipt; received Wed Jan 21, Friday of the following week is Jan 30',
    },
  },
  {
    id: 'e-sm-03',
    voice: 'service_manager',
    received_at: '2026-02-03',
    claim: E_CLAIMS.fairbanks,
    kinds: ['quoted_original', 'credit', 'distractor_amounts'],
    text: block(`
      Mr. Fairbanks,

      I've read your note twice. I'm not able to cut a check for $1,292, and honestly the $68 a day is more than our
      loaner program pays out. What I can do today is load a $300 service credit onto your Colorado's account. It'll
      show up on your next repair order automatically; there's nothing you need to sign.

      Regards,
      Terry Vance
      Service Manager | Bluegrass Chevrolet Buick

      ________________________________
      From: Curtis Fairbanks <cfairbanks@example.com>
      Sent: Wednesday, January 28, 2026 9:12 PM
      To: Service Department
      Subject: Colorado - 19 days down

      Terry, I'm requesting $1,292 for the 19 days my Colorado was down (19 x $68). I'd appreciate a reply.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 300,
      deadline: null,
      notes: 'the ask and daily rate are refused and quoted back; the credit is the offer',
    },
  },
  {
    id: 'e-sm-04',
    voice: 'service_manager',
    received_at: '2026-02-10',
    claim: E_CLAIMS.szabo,
    kinds: ['one_line_top_post', 'quoted_original', 'long'],
    text: block(`
      Can you come in Thu 2/12 at 9am to go over this with me and the shop foreman? -Rick

      On Mon, Feb 9, 2026 at 6:30 PM Ildikó Szabó <ildiko.szabo@example.org> wrote:
      > Rick,
      >
      > I haven't heard back since last week, so I'm writing again. To recap where things stand:
      >
      > 1. The CX-70 went in on January 14 for the infotainment screen going black while driving.
      > 2. It was returned on January 16, and the same thing happened on the highway the next morning.
      > 3. It went back in on January 19 and I was told the module was on national backorder.
      > 4. I got it back January 27, nine days in all without a car I am still paying $741 a month for.
      >
      > I did not get a loaner for any of those days. I rented from the place across the street at my own cost.
      > I am asking Red Rock Mazda for $945, which is the nine days at $105 a day. I've attached the repair orders
      > and the rental receipts.
      >
      > I really like the car and I'd like to keep buying from you, but I'd like this resolved.
      >
      > Ildikó
      >
      > On Tue, Feb 3, 2026 at 10:05 AM Rick Ambrose <rambrose@redrockmazda.example> wrote:
      >> Hi Ildikó, got your message, I'll look into it this week.
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'the only new line proposes a meeting; its time is not a deadline; everything else is quoted',
    },
  },
  {
    id: 'e-sm-05',
    voice: 'service_manager',
    received_at: '2026-02-18',
    claim: E_CLAIMS.oyelaran,
    kinds: ['percentage_of_bill', 'relative_weekday', 'deadline_other'],
    text: block(`
      Hi Tolu,

      Thanks for bearing with us on the K5. Because the transmission valve body was replaced under warranty, there's
      no bill for that part of the work, but you did pay out of pocket for the second visit (the $1,846.20 invoice for
      the coolant pump we now think was misdiagnosed). Prairie Wind Kia will refund 35% of that invoice.

      Let me know by Friday whether you'd like it as a check or back on the card you paid with.

      Janelle Ortiz-Baker
      Service Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 646.17,
      deadline: '2026-02-20',
      notes: '35% of $1,846.20 = 646.17; first Friday after Wed Feb 18',
    },
  },
  {
    id: 'e-sm-06',
    voice: 'service_manager',
    received_at: '2026-02-26',
    claim: E_CLAIMS.wrona,
    kinds: ['quoted_original', 'denial_naming_money', 'signature_noise'],
    text: block(`
      Mr. Wrona,

      I'm sorry for the hassle with the Sierra. I have to be straight with you though: the eleven days were spent
      waiting on the DEF heater you chose to have replaced under your extended contract, and you paid the $250
      deductible on that contract, not us. Iron Range GMC isn't going to pay the $1,485 you're asking for.

      Gus Lindahl
      Service Manager
      Iron Range GMC
      1120 Hwy 53 N | Virginia, MN 55792
      Service: 218-555-0143 | Parts: 218-555-0147 | Fax: 218-555-0149
      Open Mon-Fri 7-6, Sat 8-noon

      On Thu, Feb 19, 2026 at 8:02 AM Bartosz Wrona <bwrona@example.net> wrote:
      > Gus, 11 days x $135 = $1,485. That's my claim for the downtime. Thank you.
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'the deductible and the ask are named in a refusal; phone numbers and the ZIP are signature',
    },
  },
  {
    id: 'e-sm-07',
    voice: 'service_manager',
    received_at: '2026-03-20',
    claim: E_CLAIMS.tillman,
    kinds: ['conditional_on_release', 'deadline_across_month'],
    text: block(`
      Warren,

      Good news, mostly. The dealer approved $900 toward the eighteen days your Rebel was down. The catch is the usual
      one: they want the goodwill release signed (attached) before accounting will cut anything. Needs to be back to me
      no later than the 15th.

      Any questions call me directly.
      Nate Pruneda, Service Manager
      Copper Basin Ram
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 900,
      deadline: '2026-04-15',
      notes: 'offer conditional on the release; received Fri Mar 20, so the first 15th on or after it is April 15',
    },
  },
  {
    id: 'e-sm-08',
    voice: 'service_manager',
    received_at: '2026-03-11',
    claim: E_CLAIMS.strand,
    kinds: ['quoted_original', 'deadline_other'],
    text: block(`
      Mr. Strand,

      Before I can take this to our general manager I need a few things I don't have in the file: the rental agreement
      showing the dates you had the car, the two towing receipts you mentioned, and the mileage on the Outlander when
      you first called us about the charging fault. Please send those over within 7 days so the claim doesn't go stale.

      Thank you,
      Alicia Brandvold
      Service Manager, Twin Pines Mitsubishi

      ________________________________
      From: Hollis Strand <hstrand@example.com>
      Sent: Sunday, March 8, 2026 4:40 PM
      To: Alicia Brandvold
      Subject: Outlander PHEV downtime

      Alicia - I was without the Outlander for 20 days. At $64/day that's $1,280, which I'm requesting as goodwill.
      I had to get it towed twice. - Hollis
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2026-03-18',
      notes: 'documents asked for before any decision; 7 calendar days after Wed Mar 11',
    },
  },
  {
    id: 'e-sm-09',
    voice: 'service_manager',
    received_at: '2026-03-17',
    claim: E_CLAIMS.tamburro,
    kinds: ['offer_without_value', 'typos'],
    text: block(`
      Hi June

      sorry for the slow reply, been slammed. i talked to my GM and were going to reimburse you for the rental you had
      while the Kicks was here, whatever the total came out too. just need a copy of the final reciept from Hertz, you
      can snap a pic and text or email it.

      thx
      Bobby O. - service mgr Maple Grove Nissan
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: null,
      deadline: null,
      notes: 'the rental will be reimbursed, but its total is not stated; the request for the receipt comes with an offer',
    },
  },
  {
    id: 'e-sm-10',
    voice: 'service_manager',
    received_at: '2026-03-25',
    claim: E_CLAIMS.lindell,
    kinds: ['quoted_original', 'final_position', 'distractor_amounts'],
    text: block(`
      Abe,

      I've gone back and forth with the store on this more than I usually would. Your $1,456 is built on $112 a day,
      which is what a premium SUV rents for at the airport, and I can't get anyone here to sign off on that. $600 is
      our final position on the MDX downtime. If you want it, reply here and we'll mail it out.

      Kevin Takahashi
      Service Manager, Sawgrass Acura

      On Sat, Mar 21, 2026 at 11:19 AM Abe Lindell <abe.lindell@example.org> wrote:
      > Kevin, I still believe $1,456 (13 days at $112) is fair. Please reconsider.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 600,
      deadline: null,
      notes: 'a final position that is still an offer; the ask and the daily rate are quoted back',
    },
  },
  {
    id: 'e-sm-11',
    voice: 'service_manager',
    received_at: '2026-04-01',
    claim: E_CLAIMS.rao,
    kinds: ['html_remnants', 'signature_noise', 'deadline_business_days'],
    text: block(`
      Hello Sunita,<br><br>
      Thank you for your email about the Countryman. I have passed your request on to our Fixed Operations Director,
      who decides goodwill for the store. You will hear from her within 3 business days.<br><br>
      Best,<br>
      <b>Pete Galloway</b><br>
      Service Manager&nbsp;|&nbsp;Old Town MINI<br>
      <span style="color:#888">T 703-555-0116 &nbsp; F 703-555-0117 &nbsp; C 571-555-0190</span><br>
      <span style="font-size:10px">2200 Duke St, Alexandria, VA 22314 &middot; Mon&ndash;Fri 7:00&ndash;7:00</span>
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-04-06',
      notes: 'forwarded to the person who decides; three weekdays after Wed Apr 1 is Mon Apr 6',
    },
  },
  {
    id: 'e-sm-12',
    voice: 'service_manager',
    received_at: '2026-04-08',
    claim: E_CLAIMS.holloway,
    kinds: ['quoted_original', 'multiple_offers_revised', 'conditional_on_release', 'deadline_before_meeting'],
    text: block(`
      Bridget,

      Quick update. On the phone Monday I said $500 for the last visit; our GM looked at it again and bumped it to $700,
      which replaces the $500. Same paperwork as before, a one-page release. We have you booked for the recall
      appointment Tuesday April 14 at 7:30, so if you want the $700, get the signed release to me before then and I'll
      have the check ready when you drop the truck off.

      Roy

      On Mon, Apr 6, 2026 at 5:55 PM Bridget Holloway <bholloway@example.net> wrote:
      > Roy, $500 doesn't cover even half the rental. Can you do better?
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 700,
      deadline: '2026-04-13',
      notes: 'the revised $700 replaces the $500; "before then" is the day before the Tue Apr 14 appointment',
    },
  },
  {
    id: 'e-sm-13',
    voice: 'service_manager',
    received_at: '2026-04-16',
    claim: E_CLAIMS.pemberton,
    kinds: ['table_layout', 'distractor_amounts'],
    text: block(`
      Mr. Pemberton,

      Here is what Magnolia Lexus is offering for the eight days your TX was with us:

        Item                          Amount
        ---------------------------   ---------
        Your request (8 x $160)       $1,280.00
        Rental reimbursement          $  420.00
        Fuel for the rental           $   38.60
        ---------------------------   ---------
        Goodwill offered              $  458.60

      The rental and fuel figures match the receipts you sent. Please let me know how you'd like it paid.

      Denise Arceneaux, Service Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 458.6,
      deadline: null,
      notes: 'the table total is the offer (420 + 38.60); the first row is the ask',
    },
  },
  {
    id: 'e-sm-14',
    voice: 'service_manager',
    received_at: '2026-04-22',
    claim: E_CLAIMS.achebe,
    kinds: ['forwarded_chain', 'quoted_original', 'distractor_amounts', 'relative_weekday', 'deadline_other'],
    text: block(`
      Mr. Achebe,

      Forwarding you our GM's note below so you can see it went up the chain. Bottom line: we're paying $700 toward
      the rental you had during the Lyriq's battery module replacement. The check goes out by Friday.

      Sam Whitford
      Service Manager, Foothill Cadillac

      ---------- Forwarded message ---------
      From: Lorraine Becker <lbecker@foothillcadillac.example>
      Date: Tue, Apr 21, 2026 at 4:47 PM
      Subject: Re: Achebe Lyriq goodwill
      To: Sam Whitford <swhitford@foothillcadillac.example>

      Sam, I can approve up to $900 on this one if you need it, but see if $700 settles it. His ask is $1,395.
      L.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 700,
      deadline: '2026-04-24',
      notes: 'the $900 ceiling and the $1,395 ask are in the forwarded internal note; the dealer pays by the first Friday after Wed Apr 22',
    },
  },
  {
    id: 'e-sm-15',
    voice: 'service_manager',
    received_at: '2026-04-29',
    claim: E_CLAIMS.eze,
    kinds: ['quoted_original', 'distractor_amounts', 'deadline_across_month'],
    text: block(`
      Ms. Eze,

      Of the six days, three were spent waiting on you to approve the rear drive unit diagnosis, so I can't count those.
      For the other three we'll pay your $140 rate: $420 in all. If that works, sign and send back the form attached
      no later than the 5th and I'll have it paid the following week.

      Carl Mendes
      Service Manager, Sandhills Jeep

      On Sun, Apr 26, 2026 at 9:03 PM Ngozi Eze <ngozi.eze@example.com> wrote:
      > Hello Carl, please see my request for $840 (6 days x $140) attached.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 420,
      deadline: '2026-05-05',
      notes: 'three days at $140 = 420; the rate alone is not the offer; the first 5th after Wed Apr 29 is in May',
    },
  },
  {
    id: 'e-sm-16',
    voice: 'service_manager',
    received_at: '2026-05-06',
    claim: E_CLAIMS.varga,
    kinds: ['long', 'distractor_amounts'],
    text: block(`
      Dear Ms. Varga,

      Thank you for your detailed letter. I want to give you a full picture of what happened with your GV80, because I
      think some of it was not explained well while the vehicle was here.

      When the car arrived on April 2 it had a fault stored for the rear air suspension compressor. Our technician
      confirmed it the same day and ordered a compressor and a height sensor. The compressor came in on April 4, but
      after it was installed the system still would not level, and Genesis technical assistance asked us to replace
      the valve block as well. That part shipped from the national warehouse and took four more days. The repair total
      came to $3,412.88, all of it covered under your new-vehicle warranty, so nothing was charged to you.

      I understand that a loaner was not available on two of the six days and that you had to arrange your own
      transportation. Goodwill for downtime on warranty repairs at Genesis is decided by Genesis Motor America's
      regional office, not by the dealership, so I have sent your letter, the repair order and your receipts to our
      regional after-sales manager with a note supporting your request. They will contact you directly.

      I'm sorry this took as long as it did.

      Respectfully,
      Tomás Whitehorse
      Service Manager, Harbor Point Genesis
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'the claim is passed on to the party that decides; the $3,412.88 is the warranty repair total, not an offer',
    },
  },
  {
    id: 'e-sm-17',
    voice: 'service_manager',
    received_at: '2026-05-12',
    claim: E_CLAIMS.strand,
    kinds: ['out_of_office', 'signature_noise'],
    text: block(`
      Thank you for your message. I am out of the office through Monday, May 18, with limited access to email.

      For service appointments please call 802-555-0128. For parts, 802-555-0129.
      For anything urgent, please contact our assistant service manager, Dwayne, at dwayne@twinpinesmitsu.example.

      Alicia Brandvold | Service Manager | Twin Pines Mitsubishi
      88 Route 7 South, Rutland, VT 05701
    `),
    truth: {
      language: 'en',
      intent: 'other',
      offered_amount: null,
      deadline: null,
      notes: 'automatic out-of-office; the return date is not a deadline',
    },
  },
  {
    id: 'e-sm-18',
    voice: 'service_manager',
    received_at: '2026-05-20',
    claim: E_CLAIMS.kruger,
    kinds: ['other_language', 'quoted_original'],
    text: block(`
      Sehr geehrter Herr Krüger,

      vielen Dank für Ihre Nachricht. Wir haben Ihren Antrag geprüft und können Ihnen für die zwölf Tage einen
      Betrag von 500 Dollar als Kulanz anbieten. Bitte teilen Sie uns bis Ende nächster Woche mit, ob Sie
      einverstanden sind.

      Mit freundlichen Grüßen
      Jürgen Albers
      Serviceleiter, Elm Street Volkswagen

      On Fri, May 15, 2026 at 3:22 PM Tobias Krüger <tkrueger@example.de> wrote:
      > Hello, I am requesting $1,464 for 12 days without my ID. Buzz (12 x $122). Thank you.
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'German: not read' },
  },
  {
    id: 'e-sm-19',
    voice: 'service_manager',
    received_at: '2026-05-27',
    claim: E_CLAIMS.mwangi,
    kinds: ['quoted_original', 'deadline_before_meeting', 'deadline_across_month'],
    text: block(`
      Hi Wanjiru,

      Before we talk money on the second visit I want our EV specialist to look at the car himself. Can you bring the
      Prologue in Tuesday, June 2 at 8:00? He'll need about an hour with it. If you can pull the charging history from
      the app, email it to me before then so he can read it ahead of time.

      Marcus

      On Tue, May 26, 2026 at 10:41 PM Wanjiru Mwangi <wmwangi@example.com> wrote:
      > Marcus, it's back in the shop again. That's another 6 days. What are you going to do about it?
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2026-06-01',
      notes: 'an inspection is the point; the charging history is asked for "before then", the day before Tue Jun 2',
    },
  },
  {
    id: 'e-sm-20',
    voice: 'service_manager',
    received_at: '2026-06-03',
    claim: E_CLAIMS.fairbanks,
    kinds: ['one_line_top_post', 'quoted_original', 'relative_weekday', 'deadline_other'],
    text: block(`
      Curtis - ok, we'll do $450 cash on top of the credit. Check will be in the mail by Friday. -Terry

      On Mon, Jun 1, 2026 at 7:15 AM Curtis Fairbanks <cfairbanks@example.com> wrote:
      > Terry,
      >
      > The $300 service credit you put on my account back in February is appreciated but I don't need service, I
      > needed a truck. The Colorado was down 19 days. I've been patient. I'm asking one more time for something in
      > cash. I'd settle for half of the $1,292.
      >
      > Curtis
      >
      > On Tue, Feb 3, 2026 at 2:10 PM Terry Vance <tvance@bluegrasschevy.example> wrote:
      >> Mr. Fairbanks, ... What I can do today is load a $300 service credit onto your Colorado's account.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 450,
      deadline: '2026-06-05',
      notes: 'the new cash is $450; the $300 credit was given in February and is not offered now; dealer pays by Fri Jun 5',
    },
  },
  {
    id: 'e-sm-21',
    voice: 'service_manager',
    received_at: '2026-06-10',
    claim: E_CLAIMS.tillman,
    kinds: ['typos'],
    text: block(`
      Warren

      I ran your second request by the owner and the answer is no this time. The Rebel was in for an aftermarket lift
      kit problem that Ram wont warranty and we dont cover downtime on non warranty work, thats been our policy for
      years. Sory I dont have better news.

      Nate
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null, notes: 'refusal without an amount' },
  },
  {
    id: 'e-sm-22',
    voice: 'service_manager',
    received_at: '2026-06-17',
    claim: E_CLAIMS.szabo,
    kinds: ['amount_in_words', 'credit', 'distractor_amounts', 'deadline_other'],
    text: block(`
      Ildikó,

      Following our meeting: Red Rock Mazda will refund the $89.95 diagnostic fee you paid on the first visit and add a
      service credit of one hundred seventy-five dollars to your account. I know you asked for $945; this is what the
      store approved. Reply by the end of this week and I'll process both.

      Rick Ambrose
      Service Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 264.95,
      deadline: '2026-06-19',
      notes: 'the refund and the credit are both offered: 89.95 + 175; end of this week is Fri Jun 19 (received Wed Jun 17)',
    },
  },
];
