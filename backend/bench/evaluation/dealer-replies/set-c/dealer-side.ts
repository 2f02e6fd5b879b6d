import { CLAIMS } from '../claims';
import { dedent, forwarded, quoteGt, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set c: the dealership's own people (service, customer relations, the general manager, finance, the owner). */
export const DEALER_SIDE_REPLIES: WrittenReply[] = [
  {
    id: 'c-sm-01',
    voice: 'service_manager',
    received_at: '2025-04-09',
    claim: CLAIMS.haddad,
    kinds: ['amount_in_words', 'quoted_original'],
    text:
      dedent(`
        Samir,

        Sorry this dragged on. The Sienna sat waiting on a sliding-door motor that Toyota had on national backorder, and
        that is on us to explain better than we did. I went to bat for you with the fixed-ops director and got approval
        for two hundred fifty dollars toward what the rental cost you. It will come as a check from our office.

        Thanks for hanging in there,
        Abe Lindgren
        Brookfield Toyota Service
      `) + quotedClaim('gt', CLAIMS.haddad, '2025-04-09', { wording: 1, ago: 8 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 250, deadline: null },
  },
  {
    id: 'c-sm-02',
    voice: 'service_manager',
    received_at: '2024-08-30',
    claim: CLAIMS.okoye,
    kinds: ['distractor_amounts', 'deadline_other'],
    text: dedent(`
      Mr. Okoye,

      I went through your statement line by line. You list 12 days at $100, so $1,200. Five of those days the Bronco
      was parked finished, waiting for you to pick it up after we called on the 9th. I can't pay those. What I can pay
      is the seven days it was actually in the bay, at the same $100 you used: $700.

      If that works, tell me by Tuesday and I'll put the paperwork in.

      Reggie Fontenot
      Service Director, Highland Ford
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 700,
      deadline: '2024-09-03',
      notes: 'the ask and the rate are quoted back; seven days at $100 is the offer; the Tuesday after a Friday falls in September',
    },
  },
  {
    id: 'c-sm-03',
    voice: 'service_manager',
    received_at: '2023-11-15',
    claim: CLAIMS.lambert,
    kinds: ['one_line_top_post', 'deadline_other', 'quoted_original', 'long'],
    text:
      "Renee - we'll reimburse the $380 Hertz receipt in full, check mails Monday. Dave" +
      quoteGt(
        dedent(`
          Dave,

          Here is the Hertz receipt you asked for: $380.00 for the 10 days (the Pilot went in on the 23rd and I got it
          back on November 2). My original request was $950, at $95 a day, but honestly I would settle for the rental
          being covered. I have a second receipt for $41.60 in gas that I am not asking for.

          Thanks,
          Renee
        `) +
          quoteGt(
            dedent(`
              Hi Renee, can you send me the actual rental receipt? I can't take a per-day figure to my GM but I can take a
              receipt. - Dave Ostrowski, Service Manager
            `) + quotedClaim('gt', CLAIMS.lambert, '2023-11-15', { wording: 4, ago: 12 }),
            CLAIMS.lambert,
            { sent: '2023-11-08', time: '11:52 AM', from: 'Dave Ostrowski', email: 'dostrowski@cedarvalleyhonda.example' },
          ),
        CLAIMS.lambert,
        { sent: '2023-11-13', time: '9:17 PM' },
      ),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 380,
      deadline: '2023-11-20',
      notes: 'the dealer pays by Monday; the $950 ask and the $41.60 gas are only in the quoted mail',
    },
  },
  {
    id: 'c-sm-04',
    voice: 'service_manager',
    received_at: '2026-02-03',
    claim: CLAIMS.fontaine,
    kinds: ['signature_noise'],
    text: dedent(`
      Luc,

      Mazda is sending their field service engineer to us Thursday, Feb 12. Can you drop the CX-90 off at 8:00 that
      morning so he can drive it with the fault active? Bring the tow bill along if you still have it.

      <b>Marguerite Sayer</b> | Service Manager<br>
      <b>PRAIRIE MAZDA</b> | 4410 Prairie Ave, Lincoln, NE 68506<br>
      Tel (402) 555-0143 &nbsp;|&nbsp; Cell (402) 555-0187 &nbsp;|&nbsp; Fax (402) 555-0144<br>
      Parts: 402-555-0150 &nbsp; Body shop: 2201 N 48th St, Lincoln NE 68504 &nbsp; 402-555-0162<br>
      <i>Open Mon-Fri 7:30-6:00, Sat 8-2. Ask about our $49.95 oil change special!</i>
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null, notes: 'the visit time is no deadline; the $49.95 is an advert' },
  },
  {
    id: 'c-sm-05',
    voice: 'service_manager',
    received_at: '2024-03-19',
    claim: CLAIMS.brooks,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Ms. Brooks,

        I have to be straight with you. The Sorento was here 20 days because the engine was a warranty replacement and
        Kia's engine allocation was out of our hands. You had our loaner for 17 of those days at no cost. I can't turn
        that into $1,500 in cash, and I can't refund the $100 deductible on your extended plan either, since that plan
        is between you and the administrator.

        I'm sorry the answer is no.

        Terrence Gaines
        Service Manager
      `) + quotedClaim('outlook', CLAIMS.brooks, '2024-03-19', { wording: 2, ago: 9 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-sm-06',
    voice: 'service_manager',
    received_at: '2025-01-27',
    claim: CLAIMS.gallagher,
    kinds: ['amount_shorthand', 'typos'],
    text: dedent(`
      owen

      talked w/ the boss this am. best i can get out of the service goodwill pot is 1k even, thats cash not a credit.
      your 2,800 aint happening, sorry, ram wont back it. if your ok w/ the 1k shoot me a reply and ill have the
      cashier cut it

      -mitch
      sent from my iphone
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: null },
  },
  {
    id: 'c-sm-07',
    voice: 'service_manager',
    received_at: '2023-06-06',
    claim: CLAIMS.coleman,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Marcus,

        Before I take this upstairs I need two things from you: the receipt or statement for the car you rented while
        the Charger was here, and the date you first reported the stalling (the first RO we have is May 8, but you
        mentioned calling before that). Email is fine.

        Thanks,
        Paulette Grier, Service Manager, Liberty Dodge
      `) + quotedClaim('gt', CLAIMS.coleman, '2023-06-06', { wording: 3, ago: 3 }),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'c-sm-08',
    voice: 'service_manager',
    received_at: '2023-02-14',
    claim: CLAIMS.osei,
    kinds: ['distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Kwame,

        Our loaner fleet was empty for four of the fourteen days, and those four are the ones I can pay for. Enterprise
        charges us $58.25 a day on our account, so that is what I'll use: four days at $58.25. I know your letter uses
        $75, but I can only reimburse what it would have cost.

        Thanks,
        Leo Marchetti, Service Manager, Riverbend Subaru
      `) + quotedClaim('gt', CLAIMS.osei, '2023-02-14', { wording: 1, ago: 6 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 233, deadline: null, notes: '4 × 58.25' },
  },
  {
    id: 'c-sm-09',
    voice: 'service_manager',
    received_at: '2025-01-08',
    claim: CLAIMS.zielinski,
    kinds: ['distractor_amounts', 'deadline_business_days'],
    text: dedent(`
      Ms. Zielinski,

      GM has agreed to split this with us. Of the $2,090 in your statement (19 days at $110), we can pay half: $1,045,
      by check from the dealership. Please let me know within 5 business days whether you accept, since the approval
      number GM gave us expires after that.

      Greg Amundsen
      Service Manager, Lakeshore Chevrolet
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1045, deadline: '2025-01-15' },
  },
  {
    id: 'c-sm-10',
    voice: 'service_manager',
    received_at: '2024-05-14',
    claim: CLAIMS.petrov,
    kinds: ['typos', 'quoted_original'],
    text:
      dedent(`
        irina - can u bring the xc60 in thurs morning? want our volvo tech to drive it w/ u so he can here the noise
        before we talk about the rental. loaner will be ready. thx, Joe (service)
      `) + quotedClaim('gt', CLAIMS.petrov, '2024-05-14', { wording: 3, ago: 2 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'c-cr-01',
    voice: 'customer_relations',
    received_at: '2025-06-12',
    claim: CLAIMS.petrov,
    kinds: ['deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Petrov,

        This confirms that Northfield Volvo's Guest Relations desk has your request regarding your XC60 Recharge. It has
        been assigned to a specialist, who will reach out to you within five business days with an answer or with any
        questions.

        Warm regards,
        Guest Relations | Northfield Volvo Cars
      `) + quotedClaim('gt', CLAIMS.petrov, '2025-06-12', { wording: 2, ago: 1 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-06-19' },
  },
  {
    id: 'c-cr-02',
    voice: 'customer_relations',
    received_at: '2024-02-21',
    claim: CLAIMS.osei,
    kinds: ['deadline_end_of_next_week'],
    text: dedent(`
      Hello Mr. Osei,

      Thank you for writing to Riverbend Subaru. Our goodwill committee meets at the start of each month, and I would
      like your file to be complete when it does. Could you send the following by end of next week?

      1. The Lyft and Uber receipts for the days the Ascent was in our shop
      2. A copy of your registration
      3. Any texts or emails from our advisors about the delay

      Kind regards,
      Nicole Ferraro
      Customer Relations, Riverbend Subaru
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-03-01' },
  },
  {
    id: 'c-cr-03',
    voice: 'customer_relations',
    received_at: '2023-09-14',
    claim: CLAIMS.hartley,
    kinds: ['credit', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Dear Mrs. Hartley,

        We appreciate your patience while your Yukon was with us. Old Mill Buick GMC would like to make this right in
        two ways: we will reimburse the Enterprise receipt you sent ($212.18), and we have placed a $300 service credit
        on your account for future maintenance. Your repair order total of $3,942.77 was covered under warranty, so
        there is nothing owed there.

        Sincerely,
        Customer Relations Team
      `) + quotedClaim('outlook', CLAIMS.hartley, '2023-09-14', { wording: 1, ago: 6 }),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 512.18,
      deadline: null,
      notes: 'the receipt plus the credit; the repair order total is not offered',
    },
  },
  {
    id: 'c-cr-04',
    voice: 'customer_relations',
    received_at: '2024-07-11',
    claim: CLAIMS.vu,
    kinds: ['percentage_of_bill', 'quoted_original'],
    text:
      dedent(`
        Hi Thao,

        Thank you for sending the Turo invoice for the 22 days your Kona was out of service ($1,137.50). Golden Gate
        Hyundai will reimburse 40% of that invoice. Hyundai Motor America has agreed to look at the remainder separately,
        and you'll hear from them directly.

        Best,
        Customer Experience, Golden Gate Hyundai
      `) + quotedClaim('outlook', CLAIMS.vu, '2024-07-11', { wording: 3, ago: 4 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 455, deadline: null, notes: '40% of 1,137.50' },
  },
  {
    id: 'c-cr-05',
    voice: 'customer_relations',
    received_at: '2023-03-28',
    claim: CLAIMS.kim,
    kinds: ['final_position', 'deadline_across_month', 'distractor_amounts'],
    text: dedent(`
      Dear Mr. Kim,

      We have reviewed your appeal. We understand you still feel $2,550 reflects your loss; we have considered that
      carefully, along with the $1,980 Sixt invoice you provided. Westgate BMW's position remains a goodwill payment
      of $1,100, and this is our final position on the matter.

      The offer stands until the 5th. After that date we will consider the matter closed.

      Respectfully,
      Client Relations, Westgate BMW
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1100, deadline: '2023-04-05' },
  },
  {
    id: 'c-cr-06',
    voice: 'customer_relations',
    received_at: '2025-08-18',
    claim: CLAIMS.yilmaz,
    kinds: ['quoted_original', 'signature_noise'],
    text:
      dedent(`
        Hello Deniz,

        Your note reached us and has been passed to our Customer Satisfaction Manager, Ines Carvalho, who handles goodwill
        requests. She is reviewing the repair history now.

        Customer Care · Summit Volkswagen
        1900 Summit Pkwy · Denver, CO 80237 · Main 303-555-0170 · Service 303-555-0171 · Toll free 1-800-555-0199
        Hours: Mon-Fri 7am-7pm · Sat 8am-5pm · Rated 4.8 on 1,204 reviews
      `) + quotedClaim('gt', CLAIMS.yilmaz, '2025-08-18', { wording: 1, ago: 2 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'c-gm-01',
    voice: 'general_manager',
    received_at: '2024-05-23',
    claim: CLAIMS.ashworth,
    kinds: ['conditional_on_release', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Mr. Ashworth,

        I've read your letter and the file. The Gladiator was down too long, and part of that is on our parts
        department. I'm authorizing $1,500, paid once you sign the release my office manager will send over. Please get
        the signed release back to us within ten business days.

        Regards,
        Vince Lombardi Jr. (no relation)
        General Manager, Meadowbrook Jeep
      `) + quotedClaim('gt', CLAIMS.ashworth, '2024-05-23', { wording: 2, ago: 10 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1500, deadline: '2024-06-06' },
  },
  {
    id: 'c-gm-02',
    voice: 'general_manager',
    received_at: '2025-10-08',
    claim: CLAIMS.delacruz,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Marco,

      I'd rather talk this over face to face than trade emails. Can you come in Tuesday the 14th at 4 PM? I'll have our
      service director and the Nissan rep on the phone. Before then, could you email me the rental receipts and the
      dates you were without the Ariya, so everyone has the same numbers?

      Thanks,
      Dolores Akande
      General Manager, Harborview Nissan
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2025-10-13',
      notes: 'the meeting is the point; the receipts are asked for before it, so the day before the 14th',
    },
  },
  {
    id: 'c-gm-03',
    voice: 'general_manager',
    received_at: '2026-03-02',
    claim: CLAIMS.rahman,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Ms. Rahman, I've looked at this personally. You were in a Lexus loaner all six days, so there was no loss of use
        to compensate, and we won't be paying the $900. I'm sorry we see it differently.
        - Howard Tse, GM
      `) + quotedClaim('gt', CLAIMS.rahman, '2026-03-02', { wording: 3, ago: 3 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-gm-04',
    voice: 'general_manager',
    received_at: '2024-10-02',
    claim: CLAIMS.coleman,
    kinds: ['waived_payments'],
    text: dedent(`
      Mr. Coleman,

      We want to keep you as a customer. Liberty Dodge will make your next three car payments of $412.60 each directly
      to Chrysler Capital on your behalf. You don't need to do anything; you'll see them on your statements.

      Best,
      Ray Whitcomb
      General Manager
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1237.8, deadline: null, notes: '3 × 412.60' },
  },
  {
    id: 'c-gm-05',
    voice: 'general_manager',
    received_at: '2025-05-14',
    claim: CLAIMS.haddad,
    kinds: ['forwarded_chain', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Samir - forwarding what my service director sent me so you can see the history. I didn't stop at his number:
        we're sending you $650, which is on top of the two hundred fifty you already got from service.

        Pat Delaney
        General Manager, Brookfield Toyota
      `) +
      forwarded(
        dedent(`
          Pat,
          Haddad file. Sienna out 13 days on the door motor backorder, customer asked $1,235. We paid him $250 in April.
          He's still unhappy. I'd recommend another $400 to close it.
          Abe
        `),
        CLAIMS.haddad,
        {
          sent: '2025-05-12',
          time: '4:40 PM',
          from: 'Abe Lindgren',
          email: 'alindgren@brookfieldtoyota.example',
          to: 'Pat Delaney',
          subject: 'Haddad goodwill',
        },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 650, deadline: null, notes: 'the $400 recommendation and the earlier $250 are not this offer' },
  },
  {
    id: 'c-fo-01',
    voice: 'finance_office',
    received_at: '2025-11-20',
    claim: CLAIMS.zielinski,
    kinds: ['waived_payments', 'deadline_across_month'],
    text: dedent(`
      Dear Ms. Zielinski,

      Following your conversation with our sales manager, Lakeshore Chevrolet will cover your December and January
      lease payments of $684.22 each through GM Financial. To set this up we need the attached payment acknowledgment
      signed on or before the 5th; otherwise the December payment will already have drafted.

      Regards,
      Business Office, Lakeshore Chevrolet
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1368.44,
      deadline: '2025-12-05',
      notes: 'two payments of 684.22; the first 5th on or after Nov 20',
    },
  },
  {
    id: 'c-fo-02',
    voice: 'finance_office',
    received_at: '2023-12-05',
    claim: CLAIMS.lambert,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Ms. Lambert,

        The service department referred your request to the business office because you asked for help with your loan
        payment rather than a check. Before anything can be decided we need a copy of your most recent Honda Financial
        statement and the loan account number. Please send them to this address.

        Thank you,
        Gloria Vasquez
        F&I Manager, Cedar Valley Honda
      `) + quotedClaim('outlook', CLAIMS.lambert, '2023-12-05', { wording: 4, ago: 7 }),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'c-fo-03',
    voice: 'finance_office',
    received_at: '2024-04-16',
    claim: CLAIMS.yilmaz,
    kinds: ['offer_without_value'],
    text: dedent(`
      Hi Deniz,

      Good news from the finance side: Summit Volkswagen will give you a goodwill adjustment on your lease for the week
      the Tiguan was down. The exact figure depends on your current payoff, which VW Credit is sending me, so I'll
      confirm it once I have it.

      Sam Okafor, Finance Manager
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'an offer is made; its figure is not yet known' },
  },
  {
    id: 'c-do-01',
    voice: 'dealership_owner',
    received_at: '2025-03-11',
    claim: CLAIMS.gallagher,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Owen,

        My name's on the building, so your letter ended up on my desk. 28 days is too long for a work truck and I'm not
        going to argue about it. Here is what I'll do: $1,750 by check, and your next two oil changes here are on the
        house.

        Frank Keller
        Owner, Keystone Ram
      `) + quotedClaim('gt', CLAIMS.gallagher, '2025-03-11', { wording: 1, ago: 20 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1750, deadline: null, notes: 'the oil changes name no value' },
  },
  {
    id: 'c-do-02',
    voice: 'dealership_owner',
    received_at: '2024-04-22',
    claim: CLAIMS.brooks,
    kinds: ['final_position', 'conditional_on_release'],
    text: dedent(`
      Ms. Brooks,

      I own Southpoint Kia and I've reviewed what my service manager told you. I think he was right on the merits, but
      I don't want you leaving unhappy. My final number is $900. My office will mail a short release; once it's signed
      and back, the check goes out the same week.

      Gary Pham
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 900, deadline: null },
  },
  {
    id: 'c-do-03',
    voice: 'dealership_owner',
    received_at: '2024-09-24',
    claim: CLAIMS.okoye,
    kinds: ['deadline_other', 'quoted_original'],
    text:
      dedent(`
        Mr. Okoye - I've asked my GM to pull your whole file including the seven-day offer from Reggie. I want to read
        it myself before I answer. You'll have my answer by the 30th.
        Walt Brennerman, Highland Ford
      `) +
      quoteGt(
        dedent(`
          Mr. Brennerman,
          Your service director offered $700. I don't think it's fair, for the reasons in my letter below. Could you
          take a look?
          Emeka Okoye
        `) + quotedClaim('gt', CLAIMS.okoye, '2024-09-24', { wording: 2, ago: 30 }),
        CLAIMS.okoye,
        { sent: '2024-09-20', time: '7:48 AM' },
      ),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-09-30', notes: 'the $700 is an earlier figure' },
  },
  {
    id: 'c-cr-07',
    voice: 'customer_relations',
    received_at: '2024-04-25',
    claim: CLAIMS.rahman,
    kinds: ['deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Rahman,

        Thank you for your letter. Your request is with our Guest Experience Manager, who is reviewing the repair orders
        with our service department. You will have our decision no later than the 3rd.

        With appreciation,
        Guest Experience, Crestline Lexus
      `) + quotedClaim('outlook', CLAIMS.rahman, '2024-04-25', { wording: 4, ago: 3 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-05-03', notes: 'the first 3rd on or after Apr 25' },
  },
  {
    id: 'c-cr-08',
    voice: 'customer_relations',
    received_at: '2025-10-21',
    claim: CLAIMS.brandt,
    kinds: ['offer_without_value'],
    text: dedent(`
      Dear Mr. Brandt,

      We understand that every day your Sprinter is off the road costs your business. As a goodwill gesture, Elmwood
      Mercedes-Benz will provide a Sprinter loaner and free pick-up and delivery on every service visit for the next two
      years. We hope this shows how much we value your business.

      Sincerely,
      Customer Relations, Elmwood Mercedes-Benz
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'services offered, no value named' },
  },
  {
    id: 'c-gm-06',
    voice: 'general_manager',
    received_at: '2024-08-06',
    claim: CLAIMS.vu,
    kinds: ['one_line_top_post', 'deadline_other', 'quoted_original', 'long'],
    text:
      'Thao - approved, $600, check goes out by Friday. Rick' +
      quoteGt(
        dedent(`
          Rick,

          Thank you for calling me back. As I said on the phone, I'm not asking for the full $1,320 anymore. Your service
          team has already reimbursed $455 of the Turo bill, which I appreciate. What I'm asking is that the dealership
          cover part of the remaining $682.50 of that bill, since the second repair was needed because the first one was
          done wrong. Anything around $600 would make me whole on the rental.

          For the record, here is what I've paid so far out of pocket:
          - Turo: $1,137.50
          - Lyft to and from the dealer: $64.20
          - Charging at public stations while the home charger adapter was in the car: $38.75

          Thanks again,
          Thao
        `) +
          quoteGt(
            dedent(`
              Thao, sorry I missed your call, I'm at the dealer meeting until Monday. Send me what you're asking and I'll
              look at it first thing. Rick Alvarado, GM
            `) + quotedClaim('gt', CLAIMS.vu, '2024-08-06', { wording: 2, ago: 30 }),
            CLAIMS.vu,
            { sent: '2024-08-02', time: '5:55 PM', from: 'Rick Alvarado', email: 'ralvarado@goldengatehyundai.example' },
          ),
        CLAIMS.vu,
        { sent: '2024-08-05', time: '7:30 AM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 600, deadline: '2024-08-09', notes: 'the dealer pays by Friday' },
  },
  {
    id: 'c-gm-07',
    voice: 'general_manager',
    received_at: '2025-05-06',
    claim: CLAIMS.osei,
    kinds: ['amount_in_words', 'distractor_amounts'],
    text: dedent(`
      Mr. Osei,

      Leo told me about the four days he offered to cover. I don't think that goes far enough for a family that was
      without its only car for two weeks. I'm prepared to pay the full one thousand fifty dollars you asked for, and
      the $233 Leo offered is replaced by it, not added to it.

      Regards,
      Carmen Ludlow
      General Manager, Riverbend Subaru
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1050, deadline: null, notes: 'the ask itself is offered this time' },
  },
  {
    id: 'c-fo-04',
    voice: 'finance_office',
    received_at: '2024-01-09',
    claim: CLAIMS.hartley,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Mrs. Hartley,

        The business office has no way to apply a goodwill amount against a retail installment contract held by GM
        Financial. We can't credit the $1,350 you asked for against your balance of $48,210.55, and we have no other
        goodwill to offer from finance. Service has already answered you about the downtime itself.

        Regards,
        Paula Jennings, Business Manager, Old Mill Buick GMC
      `) + quotedClaim('outlook', CLAIMS.hartley, '2024-01-09', { wording: 3, ago: 5 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-do-04',
    voice: 'dealership_owner',
    received_at: '2023-07-11',
    claim: CLAIMS.coleman,
    kinds: ['signature_noise'],
    text: dedent(`
      Marcus,

      I own Liberty. Before anybody writes you another letter, I'd like to hear the story from you myself. Call my cell
      any afternoon, or tell me a time that suits you and I'll call you.

      Bernard "Bud" Sloane
      Liberty Dodge Chrysler Jeep Ram | Liberty Used Cars | Liberty Collision Center
      3100 Liberty Rd, Baltimore MD 21207 · 6555 Reisterstown Rd, Baltimore MD 21215
      cell 410.555.0199 · office 410.555.0150 x100 · fax 410.555.0159
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null, notes: 'a call is proposed, with no date to answer by' },
  },
  {
    id: 'c-sm-11',
    voice: 'service_manager',
    received_at: '2026-03-20',
    claim: CLAIMS.fontaine,
    kinds: ['forwarded_chain', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Luc, passing along what our warranty administrator found, since you asked why it took so long. Mazda has paid
        the repair itself. On our side we'll pay back your Lyft receipts, $143.60 altogether, by check.

        Marguerite
      `) +
      forwarded(
        dedent(`
          Marguerite,
          Fontaine CX-90, RO 66120. Mazda approved the claim yesterday: labor $2,874.10, parts $1,106.35, sublet tow
          $185.00. The 8 days were the module on backorder (ETA slipped twice). Customer submitted Lyft receipts.
          Trish, Warranty Admin
        `),
        CLAIMS.fontaine,
        {
          sent: '2026-03-19',
          time: '3:12 PM',
          from: 'Trish Nolan',
          email: 'tnolan@prairiemazda.example',
          to: 'Marguerite Sayer',
          subject: 'RO 66120 warranty paid',
        },
      ),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 143.6,
      deadline: null,
      notes: "the warranty figures are Mazda's payment to the dealer",
    },
  },
  {
    id: 'c-cr-09',
    voice: 'customer_relations',
    received_at: '2025-02-11',
    claim: CLAIMS.ibarra,
    kinds: ['spanish', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Ibarra:

        Gracias por escribirnos de nuevo. Su expediente está con la gerencia de servicio, que está revisando las fechas de
        las dos visitas. Le daremos una respuesta a más tardar el viernes.

        Atentamente,
        Relaciones con Clientes, Toyota Sierra Alta
      `) + quotedClaim('gt-es', CLAIMS.ibarra, '2025-02-11', { ago: 8 }),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2025-02-14' },
  },
  {
    id: 'c-gm-08',
    voice: 'general_manager',
    received_at: '2025-07-22',
    claim: CLAIMS.brandt,
    kinds: ['conditional_on_release', 'deadline_across_month', 'signature_noise'],
    text: dedent(`
      Mr. Brandt,

      I have gone through the file with our service director. Your Sprinter is your business, and three weeks without it
      is a real cost. We will reimburse the full $1,312.50 on the van-rental receipt you sent us, in exchange for the
      enclosed release. Please return it signed no later than the 1st.

      <div style="font-family:Arial;font-size:11px;color:#555">
      <b>Nathan Greer</b> | General Manager<br>
      Elmwood Mercedes-Benz &amp; Sprinter Van Center<br>
      8800 Elmwood Ave, Kansas City, MO 64132 | 816-555-0133 | Sprinter Van Center: 8820 Elmwood Ave, 64132 | 816-555-0134<br>
      Mercedes-Benz Best of the Best 2024 | Open 7:00-7:00 Mon-Fri
      </div>
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1312.5, deadline: '2025-08-01', notes: 'the receipt is reimbursed in full, so it is the offer' },
  },
  {
    id: 'c-fo-05',
    voice: 'finance_office',
    received_at: '2024-07-30',
    claim: CLAIMS.petrov,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Ms. Petrov,

        Since you told us you no longer want the appearance-protection package after all the time the car spent in
        service, the business office will cancel it and refund its full price of $899 to you, as goodwill for the
        downtime. The refund goes back to the card you paid with.

        Regards,
        Lydia Marsh, Finance Director, Northfield Volvo
      `) + quotedClaim('gt', CLAIMS.petrov, '2024-07-30', { wording: 2, ago: 12 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 899, deadline: null },
  },
];
