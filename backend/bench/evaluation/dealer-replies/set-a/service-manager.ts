import { CLAIMS } from '../claims';
import { dedent, quoteGt, quoteOutlook, quotedClaim, forwarded } from '../quoting';
import type { WrittenReply } from '../types';

/** Set a: a dealership's service manager, mostly direct, often terse, shop words (RO, tech, loaner). */
export const SERVICE_MANAGER_REPLIES: WrittenReply[] = [
  {
    id: 'a-sm-01',
    voice: 'service_manager',
    received_at: '2025-03-07',
    claim: CLAIMS.whitfield,
    kinds: ['amount_in_words', 'quoted_original', 'distractor_amounts', 'deadline_other'],
    text:
      dedent(`
        Dana,

        Thanks for your patience on the Explorer. I talked it over with our fixed ops director and we can do
        two hundred fifty dollars toward your transportation costs while the truck was down. I know that's not
        the $1,330 you asked for, but we did have you in a loaner for part of the second visit.

        If that works for you, just reply to this e-mail by Friday the 14th and I'll have accounting cut the check.

        Mike Albrecht
        Service Manager | Lakeside Ford
      `) + quotedClaim('gt', CLAIMS.whitfield, '2025-03-07', { ago: 6 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 250, deadline: '2025-03-14' },
  },
  {
    id: 'a-sm-02',
    voice: 'service_manager',
    received_at: '2024-11-22',
    claim: CLAIMS.okafor,
    kinds: ['one_line_top_post', 'credit', 'quoted_original', 'long'],
    text:
      'We can do a $300 service credit on your next visit, let me know.\n\nSent from my iPhone' +
      quoteGt(
        dedent(`
          Mr. Albers,

          It has now been three weeks since my last message. To recap: the RAV4 was in from October 2 to
          October 11 (9 days) for the hybrid battery cooling fan, which was the third visit for the same fault.
          At $75 a day that is $675. Your advisor Jess told me on the phone that goodwill "should not be a
          problem", but I have heard nothing since.

          I would like this settled before the end of the month.

          Chinedu
        `) +
          quoteGt(
            dedent(`
              Chinedu - got it, I'll look into this and circle back. Been slammed with recalls.
              -Dave
            `) + quotedClaim('gt', CLAIMS.okafor, '2024-11-22', { ago: 30, visitAgo: 51, wording: 2 }),
            CLAIMS.okafor,
            { sent: '2024-10-24', time: '4:51 PM', from: 'Dave Albers', email: 'dalbers@metrotoyotadearborn.example' },
          ),
        CLAIMS.okafor,
        { sent: '2024-11-14', time: '7:12 AM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 300, deadline: null },
  },
  {
    id: 'a-sm-03',
    voice: 'service_manager',
    received_at: '2023-08-30',
    claim: CLAIMS.brennan,
    kinds: ['denial_naming_money', 'quoted_original', 'distractor_amounts'],
    text:
      dedent(`
        Mr. Brennan,

        I've reviewed your request for $2,100. The transmission repair on your Silverado was performed under the
        powertrain warranty at no cost to you, and you were in one of our rentals for 14 of the 21 days (our cost on
        that was $612.40). The remaining days the truck was ready and waiting for pickup.

        Given that, we are not able to offer any additional compensation.

        Regards,
        Tony Russo, Service Manager
      `) + quotedClaim('outlook', CLAIMS.brennan, '2023-08-30', { wording: 2, ago: 9 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-sm-04',
    voice: 'service_manager',
    received_at: '2025-04-29',
    claim: CLAIMS.nguyen,
    kinds: ['deadline_business_days'],
    text: dedent(`
      Hi Linh,

      Before I can take this to our GM I need two things from you:
        - copies of the rental receipts (or Uber/Lyft receipts if that's what you used)
        - your loan statement showing the monthly payment

      Please send them within ten business days. After that the request goes back in the queue and it'll take longer.

      Thanks,
      Carla Jimenez
      Service Manager, Pacific Honda
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-05-13' },
  },
  {
    id: 'a-sm-05',
    voice: 'service_manager',
    received_at: '2024-10-22',
    claim: CLAIMS.schultz,
    kinds: ['deadline_before_meeting', 'quoted_original'],
    text:
      dedent(`
        Greta,

        I'd like to sit down with you on Thursday, October 31 at 10:00 AM to go over the repair history on the ID.4
        and talk about where we go from here. Our EV specialist will join us.

        If you could e-mail me the tow receipt from the first breakdown before then, that would help a lot.

        Best,
        Jonas Pfeiffer
      `) + quotedClaim('gt', CLAIMS.schultz, '2024-10-22', { wording: 4, ago: 12, time: '11:03 AM' }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2024-10-30', notes: 'the day before the Oct 31 meeting' },
  },
  {
    id: 'a-sm-06',
    voice: 'service_manager',
    received_at: '2025-02-12',
    claim: CLAIMS.tran,
    kinds: ['amount_shorthand', 'conditional_on_release', 'deadline_end_of_next_week', 'typos'],
    text: dedent(`
      Minh -- spoke w/ the GM this morning. we can do $1.2k as goodwill on the Ioniq. need you to sign the release
      thats attached (its our standard one, nothing crazy). offer is good thru end of next week.

      thx
      Ray
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1200, deadline: '2025-02-21' },
  },
  {
    id: 'a-sm-07',
    voice: 'service_manager',
    received_at: '2023-06-18',
    claim: CLAIMS.adeyemi,
    kinds: ['quoted_original', 'deadline_other'],
    text:
      dedent(`
        Got your email. I'm out of the shop until Monday but I'll pull the ROs and get back to you by Wednesday.

        Steve
      `) + quotedClaim('gt', CLAIMS.adeyemi, '2023-06-18', { wording: 3, ago: 1, time: '9:58 PM' }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2023-06-21', notes: 'first Wednesday after Sunday the 18th' },
  },
  {
    id: 'a-sm-08',
    voice: 'service_manager',
    received_at: '2024-12-11',
    claim: CLAIMS.washington,
    kinds: ['percentage_of_bill', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Ms. Washington,

        I went through all three visits. The first two were warranty, so no cost to you. The third visit (11/18) was
        customer pay because the water pump failure was traced to coolant contamination, and that invoice came to
        $1,847.35.

        As a goodwill gesture we will cover 40% of that invoice, refunded to the card you paid with. I can't do the
        $1,500 for downtime on top of it.

        Regards,
        Alan Whitcomb | Service Manager | Crossroads GMC
      `) + quotedClaim('gt', CLAIMS.washington, '2024-12-11', { wording: 1, ago: 8 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 738.94, deadline: null, notes: '40% of 1,847.35' },
  },
  {
    id: 'a-sm-09',
    voice: 'service_manager',
    received_at: '2023-03-27',
    claim: CLAIMS.fischer,
    kinds: ['waived_payments', 'deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Tom,

        Good news. I worked with our finance department and Ram Financial has agreed to waive your next two
        payments of $612.18 each. There's a one-page form they need signed; I've attached it.

        We need the signed form back no later than the 5th so it catches your April statement.

        Kevin Marsh
        Service Manager
        Gateway Ram Trucks
      `) + quotedClaim('outlook', CLAIMS.fischer, '2023-03-27', { wording: 2, ago: 11 }),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1224.36,
      deadline: '2023-04-05',
      notes: 'two payments of 612.18; the first 5th on or after Mar 27',
    },
  },
  {
    id: 'a-sm-10',
    voice: 'service_manager',
    received_at: '2025-07-12',
    claim: CLAIMS.patel,
    kinds: ['final_position', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Rina,

        I took your counter to our GM. He won't go to $1,430, but he did move up from the $400 we talked about
        last week. Our final position is $650, and that's the most the store will do on this one.

        Let me know and I'll get the paperwork going.

        Jamal
      `) +
      quoteGt(
        dedent(`
          Jamal, $400 doesn't come close. 13 days without my car, and two of those days I had to rent out of pocket.
          I'm asking for the full $1,430 as in my original statement.
          Rina
        `),
        CLAIMS.patel,
        { sent: '2025-07-09', time: '6:17 PM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 650, deadline: null },
  },
  {
    id: 'a-sm-11',
    voice: 'service_manager',
    received_at: '2024-01-25',
    claim: CLAIMS.delgado,
    kinds: ['denial_naming_money'],
    text: dedent(`
      Ms. Delgado,

      Your RX was with us 7 days. Five of those days it was waiting on your approval of the $1,142.80 estimate for the
      non-warranty suspension work (the advisor's call log shows three attempts to reach you). We do not pay goodwill
      for days a vehicle is waiting on customer authorization, and the other two days you had a loaner.

      I'm sorry, but we are declining the request.

      Brandon Kyle, Service Manager
      Prestige Lexus
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-sm-12',
    voice: 'service_manager',
    received_at: '2025-10-23',
    claim: CLAIMS.oconnell,
    kinds: ['signature_noise', 'quoted_original'],
    text:
      dedent(`
        Siobhan,

        We'd like to offer you $800 toward the rental you paid for while the X5 was here. I know it's been a
        frustrating stretch. Just reply and I'll have it processed.

        Warm regards,

        Nathan Cole
        Service Manager
        HARBOR BMW
        2200 Harbor Blvd. | Long Beach, CA 90813
        Service: (562) 555-0187 ext. 214 | Fax: (562) 555-0190 | Cell: 562.555.0133
        Service hours: Mon–Fri 7:00 AM – 6:00 PM | Sat 8:00 AM – 4:00 PM
        Closed Thursday, Nov 27 and Friday, Nov 28 for Thanksgiving
        [cid:image001.png@01DC4A2F.5E1B3C40]
        <https://www.harborbmw.example/service>  |  Rated 4.8 on Google (1,204 reviews)
      `) + quotedClaim('gt', CLAIMS.oconnell, '2025-10-23', { wording: 1, ago: 3 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 800, deadline: null },
  },
  {
    id: 'a-sm-13',
    voice: 'service_manager',
    received_at: '2023-12-26',
    claim: CLAIMS.murphy,
    kinds: ['typos', 'long', 'deadline_end_of_next_week'],
    text: dedent(`
      Sean,

      Sorry for the delay, between the holidays and being short two techs its been a zoo here. I did go thru your
      file and I want to get this in front of FCA because frankly the store can't absorb 35 days on its own.

      For FCA to look at it I need the following from you:

      1. the orignal bill of sale or the lease agreement (first page is fine)
      2. the tow reciept from 11/3
      3. any rental reciepts, even partial
      4. a short write up of what happened each time the truck quit on you, in your own words

      Please get those too me by end of next week so I can submit. Once its submitted its out of my hands, FCA
      usually takes 2-3 weeks to come back with something.

      I'll be honest I cant promise anything but I'll push for you.

      Thanks
      Gary Polanski
      Service Mgr - Route 9 Dodge
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-01-05' },
  },
  {
    id: 'a-sm-14',
    voice: 'service_manager',
    received_at: '2025-05-02',
    claim: CLAIMS.yamamoto,
    kinds: ['offer_without_value', 'quoted_original'],
    text:
      dedent(`
        Mr. Yamamoto,

        We can't do a cash payment for downtime, that's not something our store does. But we do want to make this
        right. We're going to comp your next two services and give the Leaf a full interior/exterior detail when
        you bring it in. No charge on any of it.

        Regards,
        Lena Fox
        Service Manager, Bayview Nissan
      `) + quotedClaim('outlook', CLAIMS.yamamoto, '2025-05-02', { wording: 2, ago: 10 }),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'free services and a detail, no value named' },
  },
  {
    id: 'a-sm-15',
    voice: 'service_manager',
    received_at: '2026-02-09',
    claim: CLAIMS.hoffman,
    kinds: ['quoted_original', 'deadline_other'],
    text:
      dedent(`
        Beth,

        Before we talk money I want our shop foreman to see the issue in person. Could you bring the Aviator in
        Tuesday, Feb 17 at 8:00? We'll have a loaner ready for you that morning.

        Let me know by Thursday if that day doesn't work and we'll find another.

        Phil
      `) + quotedClaim('gt', CLAIMS.hoffman, '2026-02-09', { wording: 1, ago: 4 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2026-02-12', notes: 'first Thursday after Monday the 9th' },
  },
  {
    id: 'a-sm-16',
    voice: 'service_manager',
    received_at: '2024-03-16',
    claim: CLAIMS.bianchi,
    kinds: ['distractor_amounts'],
    text: dedent(`
      Luca,

      Your invoice from 2/28 was $2,318.44, including the $250 deductible under your extended service contract. The
      deductible stands - that's between you and the contract company - but we'll reimburse $350 of the rental you
      paid out of pocket. The $1,500 in your letter is more than we can do.

      Regards,
      Coastline Audi Service
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 350, deadline: null },
  },
  {
    id: 'a-sm-17',
    voice: 'service_manager',
    received_at: '2023-02-04',
    claim: CLAIMS.kowalski,
    kinds: ['quoted_original'],
    text:
      'Received. I am going to review it with our GM and get back to you.\n\n-- \nWalt Brandt | Tri-County Mazda Service' +
      quotedClaim('gt', CLAIMS.kowalski, '2023-02-04', { wording: 3, ago: 2 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-sm-18',
    voice: 'service_manager',
    received_at: '2025-09-27',
    claim: CLAIMS.chen,
    kinds: [],
    text: dedent(`
      Hello Grace,

      I understand the frustration. Unfortunately Tesla does not provide compensation for time a vehicle spends in
      service. I'd also point out that you were given a loaner Model 3 for 16 of the 20 days; for the remaining 4
      the loaner was offered and declined, per the notes on your service visit.

      We will not be able to approve this request. If the drive unit noise comes back, please schedule through the
      app and we'll prioritize it.

      Westlake Service Center
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-sm-19',
    voice: 'service_manager',
    received_at: '2023-08-11',
    claim: CLAIMS.sullivan,
    kinds: ['conditional_on_release', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Dear Mrs. Sullivan,

        Following our phone conversation, Heritage Buick GMC is prepared to offer $540.00 in consideration of the
        time your Enclave was out of service. Payment will be issued upon receipt of the signed General Release,
        enclosed with this e-mail.

        Please return the release within ten (10) business days of this letter; after that the offer is withdrawn.

        Sincerely,
        Douglas Fenn
        Service Manager
      `) + quotedClaim('outlook', CLAIMS.sullivan, '2023-08-11', { wording: 4, ago: 15 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 540, deadline: '2023-08-25' },
  },
  {
    id: 'a-sm-20',
    voice: 'service_manager',
    received_at: '2024-06-15',
    claim: CLAIMS.abbott,
    kinds: ['amount_in_words', 'distractor_amounts', 'deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Gerald,

        The $2,470 you asked for is more than the store can carry, especially since the Pacifica's hybrid battery
        replacement was a Chrysler warranty job. What I can get approved is one thousand two hundred dollars, paid by
        check.

        If you want to go ahead, I need your answer no later than the 1st, when our month closes out.

        Scott Ambrose
      `) + quotedClaim('gt', CLAIMS.abbott, '2024-06-15', { wording: 2, ago: 7 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1200, deadline: '2024-07-01', notes: 'the first 1st on or after Jun 15' },
  },
  {
    id: 'a-sm-21',
    voice: 'service_manager',
    received_at: '2025-11-28',
    claim: CLAIMS.pruitt,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Wendell,

        Does Monday 12/1 at 2:00 work for a call with me and our district rep? She has the authority to approve
        anything above what the store can do. If not, send me a couple of times that work for you next week.

        Mark
      `) + quotedClaim('gt', CLAIMS.pruitt, '2025-11-28', { wording: 1, ago: 5 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'a-sm-22',
    voice: 'service_manager',
    received_at: '2025-01-27',
    claim: CLAIMS.brennan,
    kinds: ['distractor_amounts'],
    text: dedent(`
      Patrick,

      I have your Enterprise receipt for $748.21 for the rental during the second visit. We'll reimburse that in full.
      The other $1,351.79 in your request covers days you had one of our loaners, so we can't pay those.

      Check goes out in the Friday mail run.

      Tony
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 748.21, deadline: null },
  },
  {
    id: 'a-sm-23',
    voice: 'service_manager',
    received_at: '2023-03-09',
    claim: CLAIMS.lindqvist,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Erik,

      Volvo's field engineer is in our shop Tuesday the 14th. I'd like your XC90 on the lift when he's here so he can
      look at the air suspension himself - that's the best shot we have at getting Volvo to help with your claim.
      Can you drop the car off before then? We'll put you in a loaner.

      Paul Henning
      Service Manager, Midtown Volvo
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2023-03-13', notes: 'the day before Tuesday the 14th' },
  },
  {
    id: 'a-sm-24',
    voice: 'service_manager',
    received_at: '2026-02-20',
    claim: CLAIMS.garcia,
    kinds: ['forwarded_chain', 'quoted_original'],
    text:
      dedent(`
        Luis, see below from Toyota. They approved $500 in goodwill on your Tacoma and we'll issue it as a check
        from the store. Come by the service desk any time next week to sign for it.

        Dwayne
      `) +
      forwarded(
        dedent(`
          Dwayne,

          Regarding case 260220-04417 (L. Garcia, 2022 Tacoma): Toyota Motor North America has approved goodwill
          assistance in the amount of $500.00 toward the customer's loss of use. The dealer will be reimbursed
          under claim type GW. The customer's request of $1,700.00 was reviewed in full.

          Regards,
          Tasha Green
          Field Service Manager, Toyota Central Region
        `),
        CLAIMS.garcia,
        {
          sent: '2026-02-19',
          time: '3:22 PM',
          from: 'Tasha Green',
          email: 'tasha.green@toyota.example',
          to: 'Dwayne Pike',
          subject: 'GW approval 260220-04417',
        },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 500, deadline: null },
  },
  {
    id: 'a-sm-25',
    voice: 'service_manager',
    received_at: '2023-02-01',
    claim: CLAIMS.okafor,
    kinds: ['signature_noise', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Chinedu,

        To look at this I need the loaner agreement you signed on the first visit, since our copy is missing the
        return page. Please get it to me by March 3rd.

        Dave Albers
        Service Manager
        Metro Toyota of Dearborn
        22811 Michigan Ave, Dearborn, MI 48124
        Direct 313-555-0142 | Main 313-555-0100 ext. 3 | Parts 313-555-0101
        Open Saturdays 8–2 starting 1/7/2023!
      `) + quotedClaim('outlook', CLAIMS.okafor, '2023-02-01', { wording: 4, ago: 3 }),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2023-03-03' },
  },
  {
    id: 'a-sm-26',
    voice: 'service_manager',
    received_at: '2025-06-06',
    claim: CLAIMS.weber,
    kinds: ['other_language', 'quoted_original'],
    text:
      dedent(`
        Sehr geehrter Herr Weber,

        vielen Dank für Ihre Nachricht. Wir haben Ihren Antrag geprüft und können Ihnen als Kulanz eine Gutschrift
        über 600 $ für Ihren nächsten Service anbieten. Bitte bestätigen Sie uns bis zum 20. Juni, ob Sie einverstanden
        sind.

        Mit freundlichen Grüßen
        Jürgen Haas
        Serviceleiter, Alpine Porsche
      `) + quotedClaim('gt', CLAIMS.weber, '2025-06-06', { wording: 2, ago: 4 }),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'German' },
  },
  {
    id: 'a-sm-27',
    voice: 'service_manager',
    received_at: '2024-05-11',
    claim: CLAIMS.kowalski,
    kinds: ['amount_shorthand', 'typos'],
    text: dedent(`
      marek - approved $500 goodwill for the cx-5, were putting it toward the rental you paid ($612 on the receipt).
      swing by and pick up the check whenever
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 500, deadline: null },
  },
  {
    id: 'a-sm-28',
    voice: 'service_manager',
    received_at: '2024-09-03',
    claim: CLAIMS.sullivan,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Maureen - can you tell me which of the three visits you were without a loaner for? Our system shows a
        loaner on the 8/12 visit. And do you have the mileage from when you picked it up the last time? Just reply
        here.

        Doug
      `) +
      quoteOutlook(
        dedent(`
          Doug, thank you for calling me back yesterday. As discussed, my request is for 9 days at $95 = $855.
          I can send the rental receipts if needed.
          Maureen
        `),
        CLAIMS.sullivan,
        { sent: '2024-08-30', time: '5:40 PM', to: 'Douglas Fenn' },
      ),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
];
