import { CLAIMS } from '../claims';
import { dedent, forwarded, quoteGt, quoteOutlook, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set c: the owner of an independent repair shop, answering for the shop himself. */
export const INDEPENDENT_SHOP_REPLIES: WrittenReply[] = [
  {
    id: 'c-is-01',
    voice: 'independent_shop',
    received_at: '2025-07-16',
    claim: CLAIMS.raman,
    kinds: ['amount_in_words', 'distractor_amounts', 'deadline_other'],
    text: dedent(`
      Priya,

      Got your letter. Honest answer: the van sat because the remanufactured transmission we got was bad out of the box
      and the supplier took a week to send another. That's not your fault and it's not really mine, but it's my shop.
      You paid $1,146.30 on the invoice. I'll refund three hundred dollars of that. Let me know by Friday and I'll
      have it ready at the counter.

      Hank Kessler
      Kessler's Garage - since 1987
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 300, deadline: '2025-07-18', notes: 'the invoice paid is not the offer' },
  },
  {
    id: 'c-is-02',
    voice: 'independent_shop',
    received_at: '2024-01-30',
    claim: CLAIMS.tanaka,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Bill,

        I'm going to say no on this one. We had the Tundra diagnosed on day two and called you with the estimate. It
        sat seven days waiting on your OK. Once you approved it we had it out in four. I'm not paying $975 for days
        it sat on your say-so, and the $129.95 diagnostic stays on the ticket like we agreed.

        Ray Ortega
        Ortega Bros. Auto Repair
      `) + quotedClaim('gt', CLAIMS.tanaka, '2024-01-30', { wording: 3, ago: 2 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-is-03',
    voice: 'independent_shop',
    received_at: '2023-10-25',
    claim: CLAIMS.kealoha,
    kinds: ['percentage_of_bill', 'deadline_end_of_next_week', 'quoted_original'],
    text:
      dedent(`
        Alana -

        You're right that we had the Crosstrek way longer than I quoted you. Here's what I can do. On invoice 4471 the
        labor came to $2,380.00 (parts were $1,912.44 and I can't touch those, they're the supplier's). I'll refund 25%
        of the labor. I close the month's books at the end of next week, so I need your yes by then.

        Kai Nakoa, owner
        Northside Transmission & Auto
      `) + quotedClaim('outlook', CLAIMS.kealoha, '2023-10-25', { wording: 2, ago: 5 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 595, deadline: '2023-11-03', notes: '25% of the $2,380 labor' },
  },
  {
    id: 'c-is-04',
    voice: 'independent_shop',
    received_at: '2025-08-01',
    claim: CLAIMS.raman,
    kinds: ['one_line_top_post', 'quoted_original', 'long'],
    text:
      'Easier in person. Come by Saturday 9 am, I will have the old trans on the bench to show you. - Hank' +
      quoteGt(
        dedent(`
          Hank,

          Thank you for the $300, but I don't think it covers it. I was without the Odyssey for nine days, I have two kids
          in two schools, and the Uber rides alone were $318.75 (receipts attached). My original request was $540, nine
          days at $60. Also, the transmission is making the same whine it made before the repair, which worries me.

          Could we talk about the rest?

          Priya
        `) +
          quoteGt(
            dedent(`
              Priya, check is at the counter, $300 as promised. Thanks for your patience. Hank
            `) + quotedClaim('gt', CLAIMS.raman, '2025-08-01', { wording: 1, ago: 19 }),
            CLAIMS.raman,
            { sent: '2025-07-18', time: '4:05 PM', from: 'Hank Kessler', email: 'hank@kesslersgarage.example' },
          ),
        CLAIMS.raman,
        { sent: '2025-07-31', time: '10:12 PM' },
      ),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'c-is-05',
    voice: 'independent_shop',
    received_at: '2024-02-20',
    claim: CLAIMS.tanaka,
    kinds: ['forwarded_chain', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Bill, see below from the parts house. They finally owned up to shipping the wrong injectors and credited me. I
        changed my mind after we talked: I'm passing $250 of that credit on to you for the extra days. Swing by for it.

        Ray
      `) +
      forwarded(
        dedent(`
          Ray,
          Confirming credit memo CM-20931 for $612.40 issued to Ortega Bros. for the mis-shipped injector set (PO 7781),
          plus the $45.00 freight. Apologies for the delay.
          Dana Kirsch, Valley Auto Parts Supply, (559) 555-0136
        `),
        CLAIMS.tanaka,
        {
          sent: '2024-02-19',
          time: '2:22 PM',
          from: 'Dana Kirsch',
          email: 'dkirsch@valleyautoparts.example',
          to: 'Ray Ortega',
          subject: 'Credit memo CM-20931',
        },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 250, deadline: null, notes: "the supplier's credit memo is not the offer" },
  },
  {
    id: 'c-is-06',
    voice: 'independent_shop',
    received_at: '2023-11-14',
    claim: CLAIMS.kealoha,
    kinds: ['offer_without_value', 'quoted_original'],
    text:
      dedent(`
        Alana, understood that you'd rather not take money off the old invoice. Different idea: your next service here,
        whatever it is, there's no labor charge. Just tell the front desk when you book.
        Kai
      `) + quotedClaim('gt', CLAIMS.kealoha, '2023-11-14', { wording: 3, ago: 1 }),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'free labor of unknown value' },
  },
  {
    id: 'c-is-07',
    voice: 'independent_shop',
    received_at: '2024-01-30',
    claim: CLAIMS.raman,
    kinds: ['deadline_business_days'],
    text: dedent(`
      Ms. Raman,

      Before I can answer your letter I need to see what you're basing the nine days on. My ticket shows the Odyssey in
      on a Tuesday and out the following Monday. Please send whatever you have (texts from my front desk, rental or
      ride receipts) within seven working days. I keep my files open that long and then I close them.

      Hank Kessler
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-02-08' },
  },
  {
    id: 'c-is-08',
    voice: 'independent_shop',
    received_at: '2025-06-03',
    claim: CLAIMS.tanaka,
    kinds: ['typos', 'quoted_original'],
    text:
      dedent(`
        bill - ok your right, i shoulda called you the day the part came in and i didnt. im good for $450 cash for the
        extra days, come grab it whenever were open. no paperwork needed
        ray
      `) +
      quoteOutlook(
        dedent(`
          Ray,
          The part came in on the 14th per your own invoice, but nobody called me until the 20th. That's six more days I
          paid for a rental. I'm asking you to reconsider.
          Bill Tanaka
        `),
        CLAIMS.tanaka,
        { sent: '2025-06-01', time: '6:30 PM', subject: 'RE: Tundra downtime' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 450, deadline: null },
  },
  {
    id: 'c-is-09',
    voice: 'independent_shop',
    received_at: '2025-09-05',
    claim: CLAIMS.raman,
    kinds: ['final_position', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Priya,

        I've thought about it since Saturday. I'll pay you another $400, on top of the $300 you already got, and that's
        my last word on it. It's yours if you want it, good for 30 days.

        Hank
      `) + quotedClaim('gt', CLAIMS.raman, '2025-09-05', { wording: 4, ago: 50 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 400, deadline: '2025-10-05', notes: 'the $300 already paid is not this offer' },
  },
  {
    id: 'c-is-10',
    voice: 'independent_shop',
    received_at: '2024-08-12',
    claim: CLAIMS.kealoha,
    kinds: ['signature_noise'],
    text: dedent(`
      Alana,

      Got your message, I'm looking into what happened with the second rebuild and I'll get back to you.

      --
      NORTHSIDE TRANSMISSION & AUTO
      ASE Certified · AAA Approved · 36,000 mi / 36 mo nationwide warranty
      1127 Dillingham Blvd, Honolulu HI 96817
      (808) 555-0119 · text (808) 555-0120 · fax (808) 555-0121
      Mon-Fri 7:30-5:30 · Sat by appt · Rebuilds from $1,895*
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
];
