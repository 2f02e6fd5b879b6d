import { CLAIMS } from '../claims';
import { dedent, quoteGt, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set b: the dealership's owner (dealer principal): personal, first person, sometimes folksy. */
export const DEALERSHIP_OWNER_REPLIES: WrittenReply[] = [
  {
    id: 'b-do-01',
    voice: 'dealership_owner',
    received_at: '2024-03-17',
    claim: CLAIMS.obrien,
    kinds: ['final_position', 'quoted_original'],
    text:
      dedent(`
        Liam,

        My name's on the building, so when a customer writes a letter like yours it ends up on my desk. I read it on
        Sunday morning with my coffee and I don't like what happened to you.

        I'm going to write you a personal check for $1,000. That's my final word on it - not because I'm being
        stubborn, but because I'd rather give you a straight answer than haggle with you.

        Walt Granite
        Owner, Granite Ford
      `) + quotedClaim('gt', CLAIMS.obrien, '2024-03-17', { wording: 2, ago: 9 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: null },
  },
  {
    id: 'b-do-02',
    voice: 'dealership_owner',
    received_at: '2025-08-06',
    claim: CLAIMS.kaur,
    kinds: ['distractor_amounts'],
    text: dedent(`
      Ms. Kaur,

      I've gone over your numbers. I won't get to $1,045, but here is what I will do: $750 for the days you were
      without the Highlander, and on top of that we'll cover the $129.95 you paid for the rental company's damage
      waiver. Both in one check.

      Respectfully,
      Gordon Pike
      Dealer Principal, Silver State Toyota
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 879.95, deadline: null, notes: '750 + 129.95' },
  },
  {
    id: 'b-do-03',
    voice: 'dealership_owner',
    received_at: '2024-05-04',
    claim: CLAIMS.johansson,
    kinds: ['denial_naming_money', 'long', 'quoted_original'],
    text:
      dedent(`
        Mr. Johansson,

        I've owned Bluewater Jeep for twenty-two years and I've always believed in taking care of people who buy from
        us. So I want to explain carefully why my answer is no.

        The $3,135 you want is 33 days at $95. For 21 of those days your Wrangler sat in our lot waiting on a battery
        module that Stellantis had on national backorder - there was nothing any dealer in the country could do. You had
        one of our loaners for 26 of the 33 days. And your last repair, the one that took 8 days, was caused by
        aftermarket wiring installed by a shop in Tacoma, which we fixed at no charge anyway ($486.30 in labor).

        I understand you're frustrated with the vehicle. Stellantis is the right place to take that, and I'll have my
        service manager send them anything they ask for. But the store is not going to pay this claim.

        Sincerely,
        Hank Bauer
        Owner, Bluewater Jeep
      `) + quotedClaim('outlook', CLAIMS.johansson, '2024-05-04', { wording: 1, ago: 12 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'b-do-04',
    voice: 'dealership_owner',
    received_at: '2026-03-02',
    claim: CLAIMS.mbeki,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Thandi -

      Let me buy you lunch Thursday, 12:30, at the café next door to the showroom, and we'll sort this out in person.
      If you could e-mail me the two repair orders ahead of time, the day before at the latest, I'll have read them
      by the time we sit down.

      Kofi Mensah
      Owner, Parkway Genesis
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2026-03-04', notes: 'the day before Thursday Mar 5' },
  },
  {
    id: 'b-do-05',
    voice: 'dealership_owner',
    received_at: '2025-11-12',
    claim: CLAIMS.nakamura,
    kinds: ['credit', 'typos'],
    text: dedent(`
      Hi Aiko, Tom Evers here, I own Evergreen. Sorry about all the back and forth on the Forester. Ive put $400 of
      store credit on your acount, good for parts or service, no expiry. Its not cash but I hope it helps
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 400, deadline: null },
  },
  {
    id: 'b-do-06',
    voice: 'dealership_owner',
    received_at: '2023-11-13',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'amount_in_words', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Estimada Beatriz:

        Soy Ernesto Villalobos, propietario de Motores del Norte. He leído su carta personalmente. Le ofrezco
        quinientos dólares por las molestias, y le pido que me confirme si los acepta; la fecha límite es el 30 de
        noviembre.

        Un saludo afectuoso,
        Ernesto Villalobos
      `) + quotedClaim('outlook-es', CLAIMS.santos, '2023-11-13', { ago: 8 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 500, deadline: '2023-11-30' },
  },
  {
    id: 'b-do-07',
    voice: 'dealership_owner',
    received_at: '2025-05-16',
    claim: CLAIMS.ramirez,
    kinds: ['spanish', 'deadline_other', 'quoted_original'],
    text:
      'Don Héctor, ya tengo su carta. La reviso con calma el fin de semana y le contesto el lunes sin falta.\n\nRaúl Ibarra, dueño de Toyota Costa Azul' +
      quotedClaim('gt-es', CLAIMS.ramirez, '2025-05-16', { ago: 2 }),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2025-05-19', notes: 'the first Monday after Friday May 16' },
  },
  {
    id: 'b-do-08',
    voice: 'dealership_owner',
    received_at: '2024-06-22',
    claim: CLAIMS.obrien,
    kinds: ['amount_shorthand', 'quoted_original'],
    text:
      dedent(`
        Liam - I heard the truck went back in a third time. That's on us. Make it 2.5K instead of the thousand I
        offered in March, and I'll throw in that you don't wait in line next time; call my cell.

        Walt
      `) +
      quoteGt(
        dedent(`
          Mr. Granite, I appreciate the $1,000 you offered in March, but the Lightning has now been back for the same
          charging fault. I'm now at 24 days. I'd ask you to reconsider.
          Liam
        `),
        CLAIMS.obrien,
        { sent: '2024-06-19', time: '9:03 PM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 2500, deadline: null },
  },
  {
    id: 'b-do-09',
    voice: 'dealership_owner',
    received_at: '2025-09-12',
    claim: CLAIMS.kaur,
    kinds: ['deadline_end_of_next_week'],
    text: dedent(`
      Ms. Kaur,

      Before I sign off on anything I'd like to see the rental contract itself, not just the card statement, and the
      tow bill from the second breakdown. Get them to my assistant, Rosa, by the end of next week.

      Gordon Pike
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-09-19' },
  },
  {
    id: 'b-do-10',
    voice: 'dealership_owner',
    received_at: '2024-07-03',
    claim: CLAIMS.johansson,
    kinds: ['offer_without_value'],
    text: dedent(`
      Nils,

      I can't pay downtime, but I can do this: if you want out of the 4xe, I'll take it in at full book and put you
      in any new Jeep on the lot at my cost. No dealer markup, no fees. The offer's open whenever you're ready.

      Hank Bauer
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'a trade at cost, no value named' },
  },
];
