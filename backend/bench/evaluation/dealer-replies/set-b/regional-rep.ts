import { CLAIMS } from '../claims';
import { dedent, forwarded, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set b: a manufacturer's regional or district representative, who works through the dealer. */
export const REGIONAL_REP_REPLIES: WrittenReply[] = [
  {
    id: 'b-rr-01',
    voice: 'regional_rep',
    received_at: '2025-02-18',
    claim: CLAIMS.becker,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Ms. Becker,

        I'm the Area Aftersales Manager for Audi in your region, and Westfield Audi shared your letter with me. I'll be
        at the dealership on Thursday, February 27. Could you meet me there at 11:00? I'd like to hear the whole story
        from you before I decide anything.

        Best,
        Oliver Grant
        Area Aftersales Manager, Audi of America - Central Region
      `) + quotedClaim('forward', CLAIMS.becker, '2025-02-18', { wording: 2, ago: 7 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'b-rr-02',
    voice: 'regional_rep',
    received_at: '2023-09-13',
    claim: CLAIMS.obrien,
    kinds: ['deadline_business_days'],
    text: dedent(`
      Mr. O'Brien,

      Ford's regional office has approved goodwill of $1,800 for the repeated charging-system repairs on your Lightning.
      The payment is made through Granite Ford; they have been instructed to issue it to you within 10 business days.

      Regards,
      Celeste Moran
      Ford Customer Service Division, Northeast Region
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1800, deadline: '2023-09-27' },
  },
  {
    id: 'b-rr-03',
    voice: 'regional_rep',
    received_at: '2025-10-18',
    claim: CLAIMS.johansson,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Nils,

        I reviewed your case with the dealer and with our field engineer. Stellantis doesn't reimburse loss of use,
        and I'm not able to make an exception here, so the $3,135 can't be approved. For what it's worth, the $250
        deductible you paid on the Mopar plan was for a non-covered item and wouldn't be refunded either way.

        Regards,
        Dean Whitlock
        District Manager, Jeep Brand
      `) + quotedClaim('gt', CLAIMS.johansson, '2025-10-18', { wording: 4, ago: 15 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'b-rr-04',
    voice: 'regional_rep',
    received_at: '2024-10-30',
    claim: CLAIMS.mbeki,
    kinds: ['percentage_of_bill'],
    text: dedent(`
      Dear Ms. Mbeki,

      Thank you for sending the Avis invoice ($1,415.00). Genesis Motor America will reimburse 60% of it; the dealer
      will absorb the rest of their loaner shortfall separately. Expect a check from Genesis Customer Care.

      Kind regards,
      Sophie Han
      Regional Customer Experience Manager, Genesis
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 849, deadline: null, notes: '60% of 1,415.00' },
  },
  {
    id: 'b-rr-05',
    voice: 'regional_rep',
    received_at: '2023-04-03',
    claim: CLAIMS.kaur,
    kinds: ['case_number', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Hello Ms. Kaur,

        Your file (case 230403-118) was routed to me as the regional representative for Silver State Toyota. I'm
        going over it with the dealer's service manager this week and will respond to you by April 14.

        Regards,
        Jordan Ellis
        Toyota Western Region
      `) + quotedClaim('outlook', CLAIMS.kaur, '2023-04-03', { wording: 1, ago: 5 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2023-04-14' },
  },
  {
    id: 'b-rr-06',
    voice: 'regional_rep',
    received_at: '2025-03-14',
    claim: CLAIMS.nakamura,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Aiko,

      Our field technical specialist will inspect the Forester at Evergreen Subaru on Wednesday the 19th, as the dealer
      arranged with you. To make the most of his visit, could you send me photos of the water on the passenger floor
      and the invoice from the glass shop that resealed the windshield? Ideally the day before, so he can review them.

      Thanks,
      Brianna Coates
      Subaru of America, District Parts & Service Manager
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2025-03-18',
      notes: 'the visit is already arranged; the ask is for photos, the day before the 19th',
    },
  },
  {
    id: 'b-rr-07',
    voice: 'regional_rep',
    received_at: '2025-04-07',
    claim: CLAIMS.becker,
    kinds: ['final_position', 'conditional_on_release', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Ms. Becker,

        Following our meeting at Westfield, Audi is prepared to pay $1,250 in full and final settlement, against your
        signature on the release I'll send by separate e-mail. This is as far as I'm authorized to go. The offer is
        valid for 21 days.

        Oliver Grant
      `) + quotedClaim('gt', CLAIMS.becker, '2025-04-07', { wording: 3, ago: 35 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1250, deadline: '2025-04-28' },
  },
  {
    id: 'b-rr-08',
    voice: 'regional_rep',
    received_at: '2024-01-22',
    claim: CLAIMS.duarte,
    kinds: ['other_language'],
    text: dedent(`
      Caro Sr. Duarte,

      Sou o representante regional da Hyundai e analisei o seu caso junto com a concessionária. Podemos oferecer um
      crédito de 400 dólares para a próxima revisão. Por favor, responda até o dia 31 de janeiro.

      Cumprimentos,
      Rafael Monteiro
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'Portuguese' },
  },
  {
    id: 'b-rr-09',
    voice: 'regional_rep',
    received_at: '2024-12-15',
    claim: CLAIMS.obrien,
    kinds: ['credit', 'distractor_amounts'],
    text: dedent(`
      Liam,

      As a further gesture, Ford will load 100,000 FordPass Rewards points onto your account (worth $500 at the
      dealership's service counter). They should appear within a few days.

      Celeste
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 500, deadline: null, notes: 'points whose stated worth is $500' },
  },
  {
    id: 'b-rr-10',
    voice: 'regional_rep',
    received_at: '2026-01-28',
    claim: CLAIMS.kaur,
    kinds: ['waived_payments', 'quoted_original'],
    text:
      dedent(`
        Ms. Kaur,

        Good news: Toyota Financial Services will waive your next payment ($587.33) and the one after it. There is
        nothing for you to sign. If the February statement still shows an amount due, let me know.

        Jordan Ellis
        Toyota Western Region
      `) + quotedClaim('gt', CLAIMS.kaur, '2026-01-28', { wording: 2, ago: 20 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1174.66, deadline: null },
  },
  {
    id: 'b-rr-11',
    voice: 'regional_rep',
    received_at: '2024-06-10',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'deadline_other'],
    text: dedent(`
      Sra. Santos:

      Soy la representante regional de Chevrolet. Quisiera que un técnico de campo revise su Traverse en Motores del
      Norte el martes 18 de junio por la mañana. ¿Puede llevar el vehículo ese día? Confírmeme a más tardar el viernes.

      Atentamente,
      Gabriela Fuentes
    `),
    truth: { language: 'es', intent: 'scheduling', offered_amount: null, deadline: '2024-06-14' },
  },
  {
    id: 'b-rr-12',
    voice: 'regional_rep',
    received_at: '2025-07-25',
    claim: CLAIMS.mbeki,
    kinds: ['forwarded_chain', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Thandi, the dealer's note is below. Genesis approved their recommendation of $600, and I've added $200 toward
        your next service on top of it, so $800 altogether. Parkway will be in touch about the check.

        Sophie Han
      `) +
      forwarded(
        dedent(`
          Sophie,
          Customer was without the GV70 for 8 days (ask $1,200). Loaner fleet was out. We recommend $600 goodwill.
          Kofi
        `),
        CLAIMS.mbeki,
        { sent: '2025-07-23', time: '8:47 AM', from: 'Kofi Mensah', email: 'kofi@parkwaygenesis.example', to: 'Sophie Han', subject: 'Goodwill rec - Mbeki' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 800, deadline: null },
  },
];
