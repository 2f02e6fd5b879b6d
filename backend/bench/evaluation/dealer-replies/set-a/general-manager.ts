import { CLAIMS } from '../claims';
import { dedent, quoteGt, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set a: a dealership's general manager: short, decisive, sometimes blunt. */
export const GENERAL_MANAGER_REPLIES: WrittenReply[] = [
  {
    id: 'a-gm-01',
    voice: 'general_manager',
    received_at: '2025-03-20',
    claim: CLAIMS.whitfield,
    kinds: ['final_position', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Ms. Whitfield,

        Mike forwarded me your reply. I've looked at his offer of $250 and I'm raising it to $400. That is our final
        position and I won't be revisiting it.

        Greg Halloran
        General Manager, Lakeside Ford
      `) +
      quoteGt(
        dedent(`
          Mike, $250 for fourteen days is not acceptable. I'd like to speak to your general manager.
          Dana
        `),
        CLAIMS.whitfield,
        { sent: '2025-03-10', time: '8:05 AM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 400, deadline: null },
  },
  {
    id: 'a-gm-02',
    voice: 'general_manager',
    received_at: '2024-02-05',
    claim: CLAIMS.brennan,
    kinds: ['conditional_on_release', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Patrick,

        I've reviewed your file personally. Sunset Chevrolet will pay you $1,050 as goodwill, half of what you asked,
        in exchange for a signed release. My office manager will e-mail the release separately. Please return it
        within ten business days.

        Regards,
        Diane Kessler
        General Manager
      `) + quotedClaim('outlook', CLAIMS.brennan, '2024-02-05', { wording: 1, ago: 12 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1050, deadline: '2024-02-19' },
  },
  {
    id: 'a-gm-03',
    voice: 'general_manager',
    received_at: '2023-07-17',
    claim: CLAIMS.nguyen,
    kinds: ['quoted_original'],
    text: "We don't pay for downtime. Your car was fixed under warranty.\n\n- Rick" + quotedClaim('gt', CLAIMS.nguyen, '2023-07-17', { wording: 3, ago: 3 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-gm-04',
    voice: 'general_manager',
    received_at: '2025-12-05',
    claim: CLAIMS.okafor,
    kinds: ['amount_in_words'],
    text: dedent(`
      Mr. Okafor,

      I read your letter twice. You're right that the third visit should not have happened. The dealership will pay
      you three hundred seventy-five dollars and fifty cents, which is what our rental partner would have billed us
      for the days you went without a loaner.

      Sincerely,
      Frank DeLuca, GM
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 375.5, deadline: null },
  },
  {
    id: 'a-gm-05',
    voice: 'general_manager',
    received_at: '2024-06-03',
    claim: CLAIMS.schultz,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Greta, why don't you come by the dealership Saturday morning? I'm here from 9 to noon. We can go through it
        face to face and I'm sure we can sort something out. Bring whatever paperwork you have.

        Heinz Mueller, General Manager
      `) + quotedClaim('gt', CLAIMS.schultz, '2024-06-03', { wording: 1, ago: 4 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'a-gm-06',
    voice: 'general_manager',
    received_at: '2025-02-26',
    claim: CLAIMS.pruitt,
    kinds: ['waived_payments', 'deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Wendell,

        Here's what we'll do. Capitol Jeep Ram will make your March and April loan payments ($702.15 each) directly to
        your lender. I need the lender's name and your account number no later than the 3rd to get the March payment
        in on time.

        Bill Harrington
        General Manager
      `) + quotedClaim('outlook', CLAIMS.pruitt, '2025-02-26', { wording: 2, ago: 9 }),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1404.3,
      deadline: '2025-03-03',
      notes: 'two payments of 702.15; the first 3rd on or after Feb 26',
    },
  },
  {
    id: 'a-gm-07',
    voice: 'general_manager',
    received_at: '2023-10-30',
    claim: CLAIMS.kowalski,
    kinds: ['percentage_of_bill', 'distractor_amounts'],
    text: dedent(`
      Mr. Kowalski,

      I can't pay for downtime on a car that was repaired under warranty. What I can do, given that the same concern
      brought you back three times, is refund 25% of the $2,976.40 you paid on RO 60231 for the non-warranty
      turbocharger work.

      Sam Whitaker
      General Manager, Tri-County Mazda
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 744.1, deadline: null, notes: '25% of 2,976.40' },
  },
  {
    id: 'a-gm-08',
    voice: 'general_manager',
    received_at: '2026-01-31',
    claim: CLAIMS.tran,
    kinds: ['deadline_end_of_next_week'],
    text: 'Minh - send me the Hertz receipts and I will take care of it. By end of next week please, I am out after that.\n\nJ. Park, GM',
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2026-02-06' },
  },
  {
    id: 'a-gm-09',
    voice: 'general_manager',
    received_at: '2023-09-18',
    claim: CLAIMS.oconnell,
    kinds: ['credit', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. O'Connell,

        I'm sorry your X5 has been such a headache. I'd like to keep you in the Harbor BMW family: we will put a $1,000
        credit on your account toward the purchase or lease of any new BMW from our store, good for the next year.

        With my personal regards,
        Charles Whitney
        General Manager
      `) + quotedClaim('gt', CLAIMS.oconnell, '2023-09-18', { wording: 2, ago: 11 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: null },
  },
  {
    id: 'a-gm-10',
    voice: 'general_manager',
    received_at: '2025-05-12',
    claim: CLAIMS.abbott,
    kinds: ['denial_naming_money', 'long'],
    text: dedent(`
      Mr. Abbott,

      I've read your statement, and frankly I disagree with most of it.

      First, we already absorbed $1,612 in diagnostic time that your warranty did not pay us for, because Chrysler
      only allows so many hours on an intermittent concern. Second, you had a loaner for 19 of the 26 days; the
      other 7 you chose to drive your own second car instead. Third, your request of $2,470 uses a daily rate
      that's higher than what any rental company in town charges for a minivan.

      We are not going to pay this. If you want to take it up with Chrysler, that's your right, and my service
      manager will give you everything they ask for.

      Dale Pruett
      General Manager
      Pinecrest Chrysler
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-gm-11',
    voice: 'general_manager',
    received_at: '2024-09-09',
    claim: CLAIMS.lindqvist,
    kinds: ['deadline_other', 'quoted_original'],
    text:
      dedent(`
        Erik, got your letter. I'm traveling most of this week but I'll give you an answer by the 20th.

        Ingrid Sorensen
        GM, Midtown Volvo
      `) + quotedClaim('gt', CLAIMS.lindqvist, '2024-09-09', { wording: 4, ago: 3 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-09-20' },
  },
  {
    id: 'a-gm-12',
    voice: 'general_manager',
    received_at: '2025-07-01',
    claim: CLAIMS.fischer,
    kinds: ['one_line_top_post', 'final_position', 'quoted_original', 'long'],
    text:
      'Tom - $1,150, final. Let me know.' +
      quoteGt(
        dedent(`
          Mr. Reyes,

          Thank you for your call. I have thought about your offer of $700 and I can't accept it. My truck was out of
          service 23 days, my business lost two jobs because of it, and your service department told me twice it
          was fixed when it wasn't. I am willing to come down from $2,300 to $1,600, but no further.

          Tom Fischer
        `) +
          quoteGt(
            dedent(`
              Tom,

              Following up on our phone call. We'd like to offer $700 toward the downtime. Please let me know.

              Victor Reyes
              General Manager, Gateway Ram Trucks
            `) + quotedClaim('gt', CLAIMS.fischer, '2025-07-01', { wording: 2, ago: 30 }),
            CLAIMS.fischer,
            { sent: '2025-06-20', time: '1:37 PM', from: 'Victor Reyes', email: 'vreyes@gatewayram.example' },
          ),
        CLAIMS.fischer,
        { sent: '2025-06-27', time: '9:10 PM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 1150, deadline: null },
  },
  {
    id: 'a-gm-13',
    voice: 'general_manager',
    received_at: '2023-01-13',
    claim: CLAIMS.sullivan,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Mrs. Sullivan,

      Let's meet Tuesday the 17th at 4 PM in my office. Please drop off the rental contract before then so I can look
      it over; the front desk will make sure it gets to me.

      Regards,
      Tom Garrity
      General Manager, Heritage Buick GMC
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2023-01-16', notes: 'the day before Tuesday the 17th' },
  },
  {
    id: 'a-gm-14',
    voice: 'general_manager',
    received_at: '2025-03-28',
    claim: CLAIMS.moreau,
    kinds: ['signature_noise', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Moreau,

        After reviewing your file, Summit Mercedes-Benz will pay $1,750 toward your loss of use. (Your invoice of
        $412.90 for the replacement key fob is a separate matter and is not affected.)

        Best regards,

        Richard Vance
        General Manager
        Summit Mercedes-Benz
        8800 Summit Pkwy, Suite 100, Overland Park, KS 66210
        Main (913) 555-0150 | Direct (913) 555-0158 | Mobile (913) 555-0177
        Sales: Mon–Sat 9 AM–8 PM | Service: Mon–Fri 7 AM–7 PM, Sat 8 AM–5 PM
        2024 Best of Standard Award Winner
      `) + quotedClaim('outlook', CLAIMS.moreau, '2025-03-28', { wording: 2, ago: 13 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1750, deadline: null },
  },
  {
    id: 'a-gm-15',
    voice: 'general_manager',
    received_at: '2024-10-12',
    claim: CLAIMS.weber,
    kinds: ['other_language'],
    text: dedent(`
      Hallo Herr Weber,

      leider können wir Ihrer Forderung nicht nachkommen. Die Reparatur wurde im Rahmen der Garantie kostenlos
      durchgeführt, und ein Ersatzfahrzeug stand Ihnen zur Verfügung.

      Freundliche Grüße
      Klaus Brenner, Geschäftsführer
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'German' },
  },
  {
    id: 'a-gm-16',
    voice: 'general_manager',
    received_at: '2023-06-30',
    claim: CLAIMS.dubois,
    kinds: ['other_language', 'quoted_original'],
    text:
      dedent(`
        Madame Dubois,

        Je vous propose de nous rencontrer mardi prochain à 14 h pour discuter de votre dossier. Veuillez apporter
        vos factures de location.

        Pierre Gagnon, directeur général
      `) + quotedClaim('outlook', CLAIMS.dubois, '2023-06-30', { wording: 1, ago: 7 }),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'French' },
  },
  {
    id: 'a-gm-17',
    voice: 'general_manager',
    received_at: '2024-12-20',
    claim: CLAIMS.murphy,
    kinds: ['amount_in_words', 'typos'],
    text: dedent(`
      Sean - I can do eight hundred bucks, cash or check your choice. Not a penny more, the Durango has been nothing
      but trouble for us too. let me know by the 31st, after that the books close for the year

      Ed
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 800, deadline: '2024-12-31' },
  },
  {
    id: 'a-gm-18',
    voice: 'general_manager',
    received_at: '2023-06-05',
    claim: CLAIMS.hoffman,
    kinds: ['forwarded_chain', 'quoted_original'],
    text:
      dedent(`
        Beth,

        I'm forwarding your note to Karen Wu, our Lincoln field rep, who handles goodwill for the region. She'll reach
        out to you directly. I've asked her to treat it as a priority.

        Neil Ashford
        General Manager, Lincoln of Oak Park
      `) + quotedClaim('forward', CLAIMS.hoffman, '2023-06-05', { wording: 4, ago: 2 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
];
