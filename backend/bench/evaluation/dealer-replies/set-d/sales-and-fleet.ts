import type { WrittenReply } from '../types';
import { block, D_CLAIMS, gt } from './compose';

/** Set d: a dealership's sales manager, and the fleet desks that answer commercial customers. */
export const SALES_AND_FLEET_REPLIES: WrittenReply[] = [
  {
    id: 'd-sf-01',
    voice: 'sales_manager',
    received_at: '2025-01-13',
    claim: D_CLAIMS.patel,
    kinds: ['credit', 'distractor_amounts', 'deadline_before_meeting'],
    text: block(`
      Hi Nikhil,

      Service told me what happened with the CR-V and I'm sorry it took that long. I can't do the $1,050 you asked for
      in cash, but I can put a $500 accessories credit on your file: roof rack, all-weather mats, whatever you want.
      Come see me Saturday the 18th around 11 and we'll pick things out. Send me your VIN before then so I can pull
      the right part numbers.

      Derek Shaw, Sales Manager, Metro Honda
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 500,
      deadline: '2025-01-17',
      notes: '"before then" is the day before the Saturday Jan 18 visit; the $1,050 is the ask',
    },
  },
  {
    id: 'd-sf-02',
    voice: 'sales_manager',
    received_at: '2025-02-07',
    claim: D_CLAIMS.okafor,
    kinds: ['amount_shorthand', 'typos', 'deadline_other'],
    text: block(`
      Chidi - talked to my GM, we can do $1k even on the Sienna days. Just need u to tell me yes or no by end of this
      week so i can get it thru accounting before the month closes

      Ty
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: '2025-02-07', notes: 'end of this week is the Friday it arrived' },
  },
  {
    id: 'd-sf-03',
    voice: 'sales_manager',
    received_at: '2025-03-19',
    claim: D_CLAIMS.whitaker,
    kinds: ['one_line_top_post', 'quoted_original'],
    text:
      "Owen, I'm on the sales side so I can't approve this, but I've walked it over to Mike, our service director. - Cal\n\n" +
      'On Tue, Mar 18, 2025 at 6:40 PM Owen Whitaker <owen.w@example.org> wrote:\n' +
      gt(`
        Cal, you sold me this truck, so I'm writing to you since nobody in service answers. It was in for nine days and
        I want $1,080 for the rental. Can you help?
      `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sf-04',
    voice: 'sales_manager',
    received_at: '2025-04-18',
    claim: D_CLAIMS.lindqvist,
    kinds: ['deadline_across_month'],
    text: block(`
      Mr. Lindqvist,

      As a thank-you for your patience and for buying two cars from us, Northgate is prepared to pay you $600 toward the
      rental, by check or off your next purchase, whichever you prefer. Please let me know within 14 days.

      Best,
      Anya Petrova
      Sales Manager
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 600, deadline: '2025-05-02', notes: '14 calendar days after Apr 18' },
  },
  {
    id: 'd-sf-05',
    voice: 'sales_manager',
    received_at: '2025-05-30',
    claim: D_CLAIMS.moreau,
    kinds: ['signature_noise'],
    text: block(`
      Hi Claire, I'd like you to come in and sit down with me and our GM about the RAV4 and the time it was in the shop.
      Would Monday at 4 work? If not, give me a few times next week.

      Jamal Brooks | Sales Manager | Lakeshore Toyota
      8800 S. Lake Shore Dr, Chicago, IL 60617
      Cell 312-555-0193 | Desk 312-555-0100 x214
      Showroom: Mon-Thu 9-9, Fri-Sat 9-7, Sun closed
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null, notes: 'the meeting time is not a deadline' },
  },
  {
    id: 'd-sf-06',
    voice: 'sales_manager',
    received_at: '2025-07-04',
    claim: D_CLAIMS.nakamura,
    kinds: ['other_language'],
    text: block(`
      Olá Aiko,

      Recebi a sua mensagem sobre o Outback. Vou conversar com o gerente de serviço na segunda-feira e volto a falar com
      você assim que tiver uma resposta sobre a compensação.

      Abraço,
      Paulo Ferreira, gerente de vendas
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'Portuguese: not read' },
  },
  {
    id: 'd-sf-07',
    voice: 'sales_manager',
    received_at: '2025-08-08',
    claim: D_CLAIMS.delgado,
    kinds: ['multiple_offers_revised', 'table_layout', 'deadline_end_of_next_week'],
    text: block(`
      Ramón, here's where we are after my talk with the GM:

        What we discussed Tuesday      $300.00
        Revised offer (replaces it)    $550.00

      The $550 is by check. Let me know by the end of next week and I'll have it ready.

      Lou Garza, Sales Manager
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 550, deadline: '2025-08-15', notes: 'the revised figure counts' },
  },
  {
    id: 'd-sf-08',
    voice: 'sales_manager',
    received_at: '2025-10-27',
    claim: D_CLAIMS.osei,
    kinds: ['typos'],
    text: block(`
      Hi Ama, befor I bring this to the owner can you tell me which rental co. you used and what you actualy paid out of
      pocket? Also was the EV9 towed in or did you drive it? thx

      Mike
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sf-09',
    voice: 'sales_manager',
    received_at: '2025-12-26',
    claim: D_CLAIMS.castillo,
    kinds: ['distractor_amounts', 'deadline_across_month'],
    text: block(`
      Hi Verónica,

      I hope you had a good Christmas. I spoke with ownership and we can offer $1,000 toward your downtime. I know your
      number was 24 days at $55; this is close and it's what we can do. The offer holds through January 2.

      Nicole Park, Sales Manager, Sol Hyundai
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: '2026-01-02' },
  },
  {
    id: 'd-sf-10',
    voice: 'sales_manager',
    received_at: '2026-03-02',
    claim: D_CLAIMS.fischer,
    kinds: ['denial_naming_money'],
    text: block(`
      Mr. Fischer,

      I've read your email. The $910 you're asking for isn't something the dealership is going to pay. Your Q5 was
      repaired under warranty at no charge, and you were offered a loaner which you turned down. I'm sorry you had the
      trouble, but the answer is no.

      Rob Kessler, Sales Manager, Alpine Audi
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sf-11',
    voice: 'fleet_desk',
    received_at: '2025-09-19',
    claim: D_CLAIMS.fleetco,
    kinds: ['credit', 'distractor_amounts'],
    text: block(`
      Dana,

      Unit 114 is back on your lot. The repair invoice came to $3,482.16, all covered under the commercial warranty.
      For the eight days it was down we're crediting $600 to your fleet account FL-22019; you'll see it on the next
      statement.

      Tri-County Ram Commercial - Fleet Desk
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 600, deadline: null, notes: 'the invoice total is not the offer' },
  },
  {
    id: 'd-sf-12',
    voice: 'fleet_desk',
    received_at: '2025-11-21',
    claim: D_CLAIMS.fleetco,
    kinds: ['ticket_acknowledgement', 'deadline_business_days'],
    text: block(`
      Fleet Support Request FSR-118274 has been created.

      Account: Reyes Logistics (FL-22019)
      Subject: Downtime compensation - unit 114
      Assigned to: Commercial Fleet Desk

      A fleet specialist will respond within 2 business days.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-11-25', notes: 'two weekdays after Fri Nov 21' },
  },
  {
    id: 'd-sf-13',
    voice: 'fleet_desk',
    received_at: '2026-01-31',
    claim: D_CLAIMS.transit,
    kinds: ['percentage_of_bill', 'deadline_business_days'],
    text: block(`
      Marcus,

      Ford Pro has agreed to cover 25% of the Enterprise Truck Rental invoice ($3,180.00) you sent for T-27's
      replacement van. Please confirm acceptance within 5 business days so we can process it in February.

      Gateway Ford Commercial Fleet
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 795, deadline: '2026-02-06', notes: '25% of $3,180.00; five weekdays after Sat Jan 31' },
  },
  {
    id: 'd-sf-14',
    voice: 'fleet_desk',
    received_at: '2026-04-10',
    claim: D_CLAIMS.fleetco,
    kinds: ['amount_in_words', 'conditional_on_release', 'deadline_across_month'],
    text: block(`
      Dana,

      Attached is the fleet goodwill agreement for unit 114. On signature, Tri-County Ram Commercial will pay Nine
      Hundred Dollars and 00/100 to Reyes Logistics in full settlement of the downtime claim. We'll need it signed no
      later than May 1.

      Fleet Desk
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 900, deadline: '2026-05-01' },
  },
  {
    id: 'd-sf-15',
    voice: 'fleet_desk',
    received_at: '2026-05-22',
    claim: D_CLAIMS.transit,
    kinds: ['deadline_before_meeting'],
    text: block(`
      Marcus,

      Let's get your Ford Pro account manager on a call to go through T-27's downtime. I've put Tuesday 5/26 at 2:00 pm
      CT on the calendar. Please send over the unit's downtime log and the rental invoices beforehand.

      Gateway Ford Commercial Fleet
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2026-05-25',
      notes: '"beforehand" is the day before the Tuesday May 26 call',
    },
  },
  {
    id: 'd-sf-16',
    voice: 'fleet_desk',
    received_at: '2026-07-24',
    claim: D_CLAIMS.fleetco,
    kinds: ['table_layout', 'distractor_amounts'],
    text: block(`
      Dana - decision on the downtime claim:

      | Unit | Days out | Requested  | Approved |
      |------|----------|------------|----------|
      | 114  | 8        | $1,200.00  | $600.00  |

      Approved amount goes out by ACH to the account on file.
      - Fleet Desk, Tri-County Ram Commercial
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 600, deadline: null, notes: 'only the approved column is offered' },
  },
  {
    id: 'd-sf-17',
    voice: 'fleet_desk',
    received_at: '2026-08-28',
    claim: D_CLAIMS.transit,
    kinds: ['out_of_office', 'signature_noise'],
    text: block(`
      I'm out of the office and back on Tuesday, September 8. For urgent fleet service please call the commercial desk at
      314-555-0140 or our 24/7 roadside line at 1-800-555-0167.

      Kim Albers
      Commercial Fleet Manager | Gateway Ford
      12100 Olive Blvd, Creve Coeur, MO 63141
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sf-18',
    voice: 'fleet_desk',
    received_at: '2026-09-30',
    claim: D_CLAIMS.fleetco,
    kinds: ['final_position', 'deadline_other'],
    text: block(`
      Dana, we've taken unit 114's second downtime back to Ram. Their answer plus ours comes to $750, and that's our final
      position. I need your acceptance by month-end, which is today, to get it on this quarter's books.

      Fleet Desk
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 750, deadline: '2026-09-30', notes: 'month-end is the day it arrived' },
  },
  {
    id: 'd-sf-19',
    voice: 'fleet_desk',
    received_at: '2026-10-23',
    claim: D_CLAIMS.transit,
    kinds: ['forwarded_chain', 'quoted_original', 'credit'],
    text:
      'Marcus - approved, see below. $525 will post to your fleet account as a service credit.\n\n' +
      '---------- Forwarded message ---------\n' +
      block(`
        From: Ford Pro Goodwill <goodwill@fordpro.example>
        Date: Thu, Oct 22, 2026 at 3:15 PM
        Subject: GW-2026-10-0447 Gateway Ford / T-27

        Dealer request for $1,050 reviewed. Ford Pro approves $525 (50%) as a service credit to the customer's account.
      `),
    truth: { language: 'en', intent: 'offer', offered_amount: 525, deadline: null },
  },
  {
    id: 'd-sf-20',
    voice: 'fleet_desk',
    received_at: '2026-11-13',
    claim: D_CLAIMS.fleetco,
    kinds: ['denial_naming_money'],
    text: block(`
      Dana,

      I've checked with our commercial manager. Your fleet service agreement (clause 7.2) excludes compensation for
      downtime, so we can't pay the $150 per day for unit 114's latest visit. Priority bay scheduling under the agreement
      still applies.

      Fleet Desk
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sf-21',
    voice: 'sales_manager',
    received_at: '2026-12-31',
    claim: D_CLAIMS.osei,
    kinds: ['quoted_original', 'relative_weekday', 'deadline_other', 'deadline_across_month'],
    text:
      block(`
        Ama, last one from me this year: the owner signed off on $450 for the EV9's downtime. Let me know by Friday and
        I'll have the check cut first thing.

        Mike
      `) +
      '\n\n' +
      'On Dec 29, 2026, at 4:15 PM, Ama Osei <ama.osei@example.com> wrote:\n' +
      gt(`
        Mike, any news? It's been two months. I sent the receipts you asked for on November 2.
      `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 450,
      deadline: '2027-01-01',
      notes: 'the first Friday after Thu Dec 31 is Jan 1; holidays are not skipped',
    },
  },
];
