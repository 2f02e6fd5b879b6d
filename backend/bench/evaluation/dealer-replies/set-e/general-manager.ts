import type { WrittenReply } from '../types';
import { block, E_CLAIMS } from './compose';

/** Set e: dealers' general managers, who can overrule the service department. */
export const GENERAL_MANAGER_REPLIES: WrittenReply[] = [
  {
    id: 'e-gm-01',
    voice: 'general_manager',
    received_at: '2025-07-08',
    claim: E_CLAIMS.tillman,
    kinds: ['quoted_original', 'amount_in_words', 'distractor_amounts', 'deadline_business_days'],
    text: block(`
      Mr. Tillman,

      I read your letter over the weekend. I won't argue with the eighteen days, but I can't pay $98 a day for a truck
      you'd have been driving anyway. Copper Basin Ram will pay you one thousand dollars even. If you accept, let my
      office know within ten business days and we'll have it to you the week after.

      Regards,
      Dale Finnegan
      General Manager, Copper Basin Ram

      On Fri, Jul 4, 2025 at 4:37 PM Warren Tillman <wtillman@example.com> wrote:
      > Mr. Finnegan, I'm asking for $1,764 (18 days x $98). Your service manager hasn't answered in two weeks.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1000,
      deadline: '2025-07-22',
      notes: '"one thousand dollars even" = 1000; the rate is refused; ten weekdays after Tue Jul 8 is Tue Jul 22',
    },
  },
  {
    id: 'e-gm-02',
    voice: 'general_manager',
    received_at: '2025-07-15',
    claim: E_CLAIMS.wrona,
    kinds: ['amount_shorthand', 'deadline_end_of_next_week'],
    text: block(`
      Bartosz -

      Gus filled me in. I think we can do better by you than we did. I'm authorizing $1.2k for the downtime on the
      Sierra. Let me know by end of next week and I'll get it out.

      Mike Salo, GM
      Iron Range GMC
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1200,
      deadline: '2025-07-25',
      notes: '"$1.2k" = 1200; received Tue Jul 15, Friday of the following week is Jul 25',
    },
  },
  {
    id: 'e-gm-03',
    voice: 'general_manager',
    received_at: '2025-07-24',
    claim: E_CLAIMS.halvorsen,
    kinds: ['quoted_original', 'waived_payments'],
    text: block(`
      Dear Ms. Halvorsen,

      I'm sorry we didn't have an e-tron loaner for you. I'd rather put money where it helps, so Tidewater Audi will
      make your next monthly payment of $1,104.16 to Audi Financial Services on your behalf. You'll see it posted on
      your account within a few days; there's nothing to sign.

      Sincerely,
      Patricia Dunmore
      General Manager, Tidewater Audi

      ________________________________
      From: Astrid Halvorsen <astrid.h@example.org>
      Sent: Monday, July 21, 2025 8:03 AM
      To: Patricia Dunmore
      Subject: Q8 e-tron - seven days, no loaner

      I'd like $1,295 for the seven days (7 x $185). I pay $1,104.16 a month for this car.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1104.16,
      deadline: null,
      notes: 'one monthly payment made for the owner; the ask is quoted',
    },
  },
  {
    id: 'e-gm-04',
    voice: 'general_manager',
    received_at: '2025-07-31',
    claim: E_CLAIMS.strand,
    kinds: ['quoted_original', 'denial_naming_money', 'typos'],
    text: block(`
      Hollis,

      I went over this with Alicia and the tech. The Outlander was down becuase the charger you had installed at home
      fried the onboard charger, thats not a Mitsubishi defect and not something the dealership caused. So we wont be
      paying the $1,280, and the $64 a day doesnt really change that. Im sorry.

      Roger Pelletier
      GM, Twin Pines Mitsubishi

      On Tue, Jul 29, 2025 at 9:14 PM Hollis Strand <hstrand@example.com> wrote:
      > Roger, your service manager hasn't given me an answer on my $1,280 request. Can you step in?
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null, notes: 'ask and rate named in a refusal' },
  },
  {
    id: 'e-gm-05',
    voice: 'general_manager',
    received_at: '2025-08-06',
    claim: E_CLAIMS.eze,
    kinds: ['percentage_of_bill', 'deadline_before_meeting'],
    text: block(`
      Ms. Eze,

      Thank you for sending the Hertz bill. Sandhills Jeep will pick up half of it: the $517.80 total split down the
      middle. You're booked for the recall on Monday the 11th; send the signed goodwill form before then and I'll
      have the check waiting at the service desk.

      Brent Olafsen
      General Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 258.9,
      deadline: '2025-08-10',
      notes: 'half of $517.80 = 258.90; "before then" is the day before Mon Aug 11',
    },
  },
  {
    id: 'e-gm-06',
    voice: 'general_manager',
    received_at: '2025-08-13',
    claim: E_CLAIMS.achebe,
    kinds: ['forwarded_chain', 'quoted_original'],
    text: block(`
      Mr. Achebe,

      Cadillac's regional office forwarded your letter to me this morning (below). I'd like to hear this from you in
      person rather than by email. Could you come by the store Saturday at 10? I'll have the repair file and our
      service director with me.

      Greg Tolliver
      General Manager, Foothill Cadillac

      ---------- Forwarded message ---------
      From: Cadillac Customer Experience <cce@cadillac.example>
      Date: Tue, Aug 12, 2025 at 3:20 PM
      Subject: FW: Lyriq downtime - Desmond Achebe
      To: Greg Tolliver <gtolliver@foothillcadillac.example>

      Greg, please contact this customer. He is requesting $1,395 (9 days at $155) for the battery module repair.
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'proposes a meeting on Saturday Aug 16; the meeting time is not a deadline; the figures are forwarded',
    },
  },
  {
    id: 'e-gm-07',
    voice: 'general_manager',
    received_at: '2025-08-22',
    claim: E_CLAIMS.varga,
    kinds: ['quoted_original', 'distractor_amounts'],
    text: block(`
      Ms. Varga,

      You asked for $1,035. Having read the timeline, I think that's a fair number and I'm not going to haggle over it.
      Harbor Point Genesis will pay the $1,035 in full. My assistant will call you to arrange how you'd like to receive
      it.

      Respectfully,
      Leonard Faraday
      General Manager, Harbor Point Genesis

      On Wed, Aug 20, 2025 at 11:58 AM Celeste Varga <cvarga@example.com> wrote:
      > Six days at $172.50 = $1,035. That's my request.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1035,
      deadline: null,
      notes: "the owner's ask quoted back is here also what is offered",
    },
  },
  {
    id: 'e-gm-08',
    voice: 'general_manager',
    received_at: '2025-08-28',
    claim: E_CLAIMS.tamburro,
    kinds: ['out_of_office'],
    text: block(`
      Hello,

      I'm on vacation and back in the store Monday, September 8. I'm not checking email while I'm away.

      If your message is about a service matter, please write to our service manager, Bobby Ocampo. For sales, our
      sales manager Terri Wu can help.

      Thanks,
      Lou Petrakis, General Manager, Maple Grove Nissan
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null, notes: 'out-of-office; the return date is not a deadline' },
  },
  {
    id: 'e-gm-09',
    voice: 'general_manager',
    received_at: '2025-09-03',
    claim: E_CLAIMS.lindell,
    kinds: ['quoted_original', 'relative_weekday', 'deadline_other'],
    text: block(`
      Mr. Lindell,

      I want to look at this properly before I answer. Please send me the slip you were given when the loaner was
      refused and the rental agreement you signed instead, by Friday if you can; I'm meeting with our fixed ops
      director the following week and want them in hand. Until then I can't say yes or no.

      Carla Benning
      General Manager, Sawgrass Acura

      ________________________________
      From: Abe Lindell <abe.lindell@example.org>
      Sent: Monday, September 1, 2025 9:45 PM
      To: Carla Benning
      Subject: MDX - 13 days

      Ms. Benning, 13 days without my MDX and no loaner. $1,456 requested. Documents available on request.
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2025-09-05',
      notes: 'documents asked for before a decision; the owner is asked to send them by the first Friday after Wed Sep 3; the later meeting is internal',
    },
  },
  {
    id: 'e-gm-10',
    voice: 'general_manager',
    received_at: '2025-09-10',
    claim: E_CLAIMS.pemberton,
    kinds: ['quoted_original', 'conditional_on_release', 'deadline_across_month'],
    text: block(`
      Mr. Pemberton,

      I've approved $700 for your downtime. Our standard goodwill release is attached; once it's signed and back with
      us, the check will be issued within a week. I'd ask that you return it no later than the 3rd.

      Best regards,
      Winston Akers
      General Manager, Magnolia Lexus

      On Mon, Sep 8, 2025 at 10:02 AM Hugh Pemberton <hpemberton@example.com> wrote:
      > I'm asking for $1,280 (8 days x $160) and I expect a substantive answer this time.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 700,
      deadline: '2025-10-03',
      notes: 'offer conditional on the release; received Wed Sep 10, so the first 3rd on or after it is Oct 3',
    },
  },
  {
    id: 'e-gm-11',
    voice: 'general_manager',
    received_at: '2025-09-18',
    claim: E_CLAIMS.oyelaran,
    kinds: ['one_line_top_post', 'quoted_original', 'long'],
    text: block(`
      Tolu - I've read all of it again. Answer's still no, I'm sorry. -Vic

      On Wed, Sep 17, 2025 at 10:22 PM Tolu Oyelaran <tolu.oyelaran@example.com> wrote:
      > Vic,
      >
      > I'm asking you to reconsider. I know your letter last week said the dealership doesn't pay for downtime on
      > warranty repairs, but fifteen days is not a normal warranty repair. The car was dropped off on August 11 and
      > the technician didn't look at it until August 18 because the shop was behind. Then the valve body was
      > backordered. I missed two shifts because I couldn't get to work.
      >
      > I'm not asking for anything unreasonable. $1,035 is fifteen days at $69, which is the cheapest rental I could
      > find. I'd even accept a partial amount if you'd meet me somewhere.
      >
      > Tolu
      >
      > On Wed, Sep 10, 2025 at 2:41 PM Victor Amato <vamato@prairiewindkia.example> wrote:
      >> Tolu, I've reviewed your request. Prairie Wind Kia doesn't pay for downtime on warranty repairs. - Vic
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'the new line refuses again; the ask and the earlier refusal are quoted',
    },
  },
  {
    id: 'e-gm-12',
    voice: 'general_manager',
    received_at: '2025-09-26',
    claim: E_CLAIMS.rao,
    kinds: ['html_remnants', 'credit', 'signature_noise'],
    text: block(`
      <p>Hi Sunita,</p>
      <p>I'm the GM here at Old Town MINI. I'd like to make this right: we'll send you a check for $200 and add a $150
      credit to your service account.</p>
      <p>Regards,</p>
      <table><tr><td><b>Graham Ostler</b><br>General Manager</td>
      <td>Old Town MINI<br>2200 Duke St &bull; Alexandria, VA 22314<br>Sales 703-555-0110 &bull; Service 703-555-0116</td></tr></table>
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 350,
      deadline: null,
      notes: 'check + credit = 200 + 150; the signature table holds only contact details',
    },
  },
  {
    id: 'e-gm-13',
    voice: 'general_manager',
    received_at: '2025-10-02',
    claim: E_CLAIMS.halvorsen,
    kinds: ['long', 'distractor_amounts', 'deadline_other'],
    text: block(`
      Dear Ms. Halvorsen,

      I owe you a fuller answer than the one you got from our service desk, so here it is.

      Your Q8 e-tron came in on September 12 with a charging fault. The technician found a failed onboard charger and
      Audi's technical line asked for a second unit to be tested before authorizing the replacement. That test took
      two days. The replacement charger then arrived damaged in shipping, and the second one took another three days.
      By the time the car was ready it had been with us seven days, and we had no electric loaner for you; the gas
      A4 we offered was not what you needed for your commute, and I understand why you turned it down.

      The repair itself, $4,286.40 in parts and labor, was paid by Audi under warranty. The rental you took was $211 a
      day, more than the $185 you used in your letter, and I appreciate that you asked for less than you paid.

      I can't pay the whole $1,295, because part of the delay was the shipping damage, which none of us controlled.
      What Tidewater Audi will pay is $600. I'd ask that you let me know within 14 days whether you'll accept it.

      With regards,
      Patricia Dunmore
      General Manager, Tidewater Audi
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 600,
      deadline: '2025-10-16',
      notes: 'warranty total, actual and claimed rates and the ask are all distractors; 14 calendar days after Thu Oct 2',
    },
  },
  {
    id: 'e-gm-14',
    voice: 'general_manager',
    received_at: '2025-10-09',
    claim: E_CLAIMS.wrona,
    kinds: ['multiple_offers_revised', 'quoted_original'],
    text: block(`
      Mr. Wrona,

      I understand Gus offered you $300 on the phone yesterday and you said no. I've looked at it myself and I'm
      replacing that with $740. Call the store and ask for me when you're ready and we'll get it done.

      Mike Salo
      General Manager

      On Wed, Oct 8, 2025 at 5:11 PM Bartosz Wrona <bwrona@example.net> wrote:
      > $300 for eleven days? I'd like to speak to the GM.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 740,
      deadline: null,
      notes: 'the revised $740 replaces the $300',
    },
  },
  {
    id: 'e-gm-15',
    voice: 'general_manager',
    received_at: '2025-10-16',
    claim: E_CLAIMS.tillman,
    kinds: ['table_layout', 'distractor_amounts', 'deadline_other'],
    text: block(`
      Warren,

      Here's how I got to my number.

        Days          Rate       Amount     Status
        9 (parts)     $60.00     $540.00    approved
        9 (shop)      $98.00     $882.00    not approved

      The nine days waiting on the axle were Ram's supply problem and we'll cover those at our loaner cost. The other
      nine I can't. So the offer is the first line. Let me know by the end of the month.

      Dale Finnegan, GM
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 540,
      deadline: '2025-10-31',
      notes: 'only the approved line is offered; end of the month of Thu Oct 16',
    },
  },
  {
    id: 'e-gm-16',
    voice: 'general_manager',
    received_at: '2025-10-23',
    claim: E_CLAIMS.eze,
    kinds: ['quoted_original', 'conditional_on_release', 'deadline_across_month'],
    text: block(`
      Ngozi,

      After our conversation Tuesday I've authorized $560 for the six days. I do need the release signed first - it's
      attached. Please get it back to me no later than the 2nd and I'll mail the check the next business day.

      Brent

      On Tue, Oct 21, 2025 at 6:47 PM Ngozi Eze <ngozi.eze@example.com> wrote:
      > Thanks for the call. To confirm, I'm still at $840.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 560,
      deadline: '2025-11-02',
      notes: 'conditional on the release; the first 2nd after Thu Oct 23 is Sun Nov 2',
    },
  },
  {
    id: 'e-gm-17',
    voice: 'general_manager',
    received_at: '2025-10-30',
    claim: E_CLAIMS.strand,
    kinds: ['quoted_original', 'relative_weekday', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Mr. Strand,

      Your letter reached me. I'm going through the repair orders with the service department and the charger
      installer's report you attached. You'll have my answer by Wednesday.

      Roger Pelletier
      General Manager

      On Wed, Oct 29, 2025 at 7:30 AM Hollis Strand <hstrand@example.com> wrote:
      > I have an electrician's report showing my home charger was fine. Please reconsider my $1,280 request.
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-11-05',
      notes: 'under review; the dealer will answer by the first Wednesday after Thu Oct 30',
    },
  },
  {
    id: 'e-gm-18',
    voice: 'general_manager',
    received_at: '2025-11-06',
    claim: E_CLAIMS.achebe,
    kinds: ['offer_without_value', 'typos'],
    text: block(`
      Desmond,

      Good to finaly meet you saturday. As promised, here is what we're doing: your next two oil/multi-point visits are
      on us, and any time the Lyriq is here for warrenty work you get a Lyriq loaner, no waiting list. I'll put it in
      writing on your customer file today.

      Greg
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: null,
      deadline: null,
      notes: "free service and priority loaners are money's worth without a stated value",
    },
  },
  {
    id: 'e-gm-19',
    voice: 'general_manager',
    received_at: '2025-11-13',
    claim: E_CLAIMS.varga,
    kinds: ['signature_noise', 'deadline_business_days'],
    text: block(`
      Celeste,

      Thank you for your note about the second visit. I've asked Genesis for their input and I need five business days
      to get you a proper answer.

      Leonard Faraday
      General Manager
      Harbor Point Genesis
      500 Harbor Point Dr., Newport Beach, CA 92660
      Office 949.555.0101 | Cell 949.555.0177 | Sales 949.555.0100
      Showroom hours: Mon-Sat 9-8, Sun 11-6
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-11-20',
      notes: 'under review; five weekdays after Thu Nov 13 is Thu Nov 20',
    },
  },
  {
    id: 'e-gm-20',
    voice: 'general_manager',
    received_at: '2025-11-21',
    claim: E_CLAIMS.lindell,
    kinds: ['amount_in_words', 'deadline_end_of_next_week'],
    text: block(`
      Mr. Lindell,

      Thank you for the documents. Having looked at the refusal slip, I agree the loaner should have been given to you.
      Sawgrass Acura will reimburse four hundred and twelve dollars and fifty cents, the cost of the rental for the days
      our loaner fleet sat unused. Please confirm by the end of next week.

      Carla Benning
      General Manager
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 412.5,
      deadline: '2025-11-28',
      notes: 'amount in words with cents; received Fri Nov 21, Friday of the following week is Nov 28',
    },
  },
  {
    id: 'e-gm-21',
    voice: 'general_manager',
    received_at: '2025-12-03',
    claim: E_CLAIMS.pemberton,
    kinds: ['one_line_top_post', 'quoted_original', 'conditional_on_release'],
    text: block(`
      Hugh - fine. $900 and we're done; sign the release Bernice sends you. -Winston

      On Tue, Dec 2, 2025 at 8:15 PM Hugh Pemberton <hpemberton@example.com> wrote:
      > Winston,
      >
      > I didn't sign the release for $700 because it doesn't reflect eight days without the car. I've been a Lexus
      > customer for nineteen years and this is the first time I've asked for anything. Meet me at $900 and I'll sign.
      >
      > Hugh
      >
      > On Wed, Sep 10, 2025 at 9:40 AM Winston Akers <wakers@magnolialexus.example> wrote:
      >> Mr. Pemberton, I've approved $700 for your downtime. Our standard goodwill release is attached.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 900,
      deadline: null,
      notes: "the new line accepts the owner's $900 counter, conditional on the release; the $700 is quoted history",
    },
  },
];
