import { CLAIMS } from '../claims';
import { dedent, quoteGt, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set b: a dealership's finance and lease office: payments, accounts, statements. */
export const FINANCE_OFFICE_REPLIES: WrittenReply[] = [
  {
    id: 'b-fo-01',
    voice: 'finance_office',
    received_at: '2024-03-06',
    claim: CLAIMS.johansson,
    kinds: ['waived_payments', 'deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Mr. Johansson,

        This is Priscilla in the F&I office at Bluewater Jeep. Management asked me to reach out: the store will make
        your April, May and June installments on the Wrangler, $641.22 apiece, directly to Chrysler Capital.

        For that I need the ACH authorization (attached) signed and back to me by the 1st. Any questions, I'm at
        extension 4410.

        Priscilla Naylor
        Finance Manager
      `) + quotedClaim('outlook', CLAIMS.johansson, '2024-03-06', { wording: 2, ago: 16 }),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 1923.66,
      deadline: '2024-04-01',
      notes: 'three installments of 641.22; the first 1st after Mar 6',
    },
  },
  {
    id: 'b-fo-02',
    voice: 'finance_office',
    received_at: '2025-06-09',
    claim: CLAIMS.kaur,
    kinds: ['deadline_business_days'],
    text: dedent(`
      Hi Harpreet,

      The service department passed your goodwill request to us since it involves your payments. So we can look at it
      properly, please send:

      * your Toyota Financial Services account number
      * your most recent monthly statement
      * the rental company's final invoice

      We'll need these within 10 business days to keep the request active.

      Regards,
      Business Office | Silver State Toyota
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-06-23' },
  },
  {
    id: 'b-fo-03',
    voice: 'finance_office',
    received_at: '2023-11-18',
    claim: CLAIMS.obrien,
    kinds: ['credit', 'distractor_amounts'],
    text: dedent(`
      Liam,

      Your lease on the Lightning runs through 2025 at $749.00/month with a residual of $31,200. We can't change the
      lease terms themselves, but Granite Ford will apply a $1,100 lease-end credit to your account, usable against
      disposition fees, excess wear or the down payment on your next vehicle with us.

      It'll show on your account within a couple of weeks.

      Ron Stiles
      Lease & Finance, Granite Ford
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1100, deadline: null },
  },
  {
    id: 'b-fo-04',
    voice: 'finance_office',
    received_at: '2026-01-07',
    claim: CLAIMS.mbeki,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Mbeki,

        Unfortunately your retail installment contract is held by Genesis Finance, not by the dealership, and neither of
        us can waive or reduce payments for time the vehicle was in for repair. Your payment of $812.40 remains due as
        scheduled. I'm sorry we can't help on the finance side.

        Sincerely,
        Marcus Tolliver
        Finance Director, Parkway Genesis
      `) + quotedClaim('gt', CLAIMS.mbeki, '2026-01-07', { wording: 1, ago: 6 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'b-fo-05',
    voice: 'finance_office',
    received_at: '2024-08-16',
    claim: CLAIMS.nakamura,
    kinds: ['percentage_of_bill', 'distractor_amounts'],
    text: dedent(`
      Aiko,

      I pulled your loan history. Over the two months your Forester kept going back in, you paid $186.20 in finance
      charges. Evergreen Subaru will refund 30% of those finance charges to you as a courtesy. It isn't the $525 you
      asked for, I know.

      Dana Kim, Finance Office
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 55.86, deadline: null, notes: '30% of 186.20' },
  },
  {
    id: 'b-fo-06',
    voice: 'finance_office',
    received_at: '2024-04-15',
    claim: CLAIMS.johansson,
    kinds: ['case_number', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Good morning,

        Your request is now with Lease Services under reference LS-77120. You will have a decision within five
        business days, by e-mail from this address.

        Bluewater Jeep Lease Services
      `) + quotedClaim('gt', CLAIMS.johansson, '2024-04-15', { wording: 3, ago: 3 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-04-22' },
  },
  {
    id: 'b-fo-07',
    voice: 'finance_office',
    received_at: '2024-01-12',
    claim: CLAIMS.obrien,
    kinds: ['amount_in_words', 'conditional_on_release', 'deadline_end_of_next_week'],
    text: dedent(`
      Mr. O'Brien,

      Granite Ford is willing to pay one thousand five hundred dollars toward your loss of use. Before we can release
      funds, our comptroller requires the enclosed settlement and release agreement, signed and notarized.

      Please return it before close of business on Friday of next week.

      Ron Stiles
      Lease & Finance
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1500, deadline: '2024-01-19' },
  },
  {
    id: 'b-fo-08',
    voice: 'finance_office',
    received_at: '2025-07-23',
    claim: CLAIMS.kaur,
    kinds: [],
    text: dedent(`
      Harpreet,

      Our finance director, Mr. Alvarez, would like to go over the options with you by phone. He's free Thursday
      afternoon or Friday before noon. Which suits you better, and what number should he call?

      Thanks,
      Business Office
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'b-fo-09',
    voice: 'finance_office',
    received_at: '2025-02-01',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'waived_payments', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Santos:

        Desde el departamento de financiación le informamos que, como compensación por las visitas al taller, le
        bonificaremos tres cuotas de 412,50 $ de su contrato de financiación (marzo, abril y mayo).

        Reciba un cordial saludo,
        Departamento de Financiación
        Motores del Norte Chevrolet
      `) + quotedClaim('gt-es', CLAIMS.santos, '2025-02-01', { ago: 11 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 1237.5, deadline: null },
  },
  {
    id: 'b-fo-10',
    voice: 'finance_office',
    received_at: '2026-02-04',
    claim: CLAIMS.mbeki,
    kinds: ['one_line_top_post', 'quoted_original'],
    text:
      "Approved - we'll cover the March payment ($812.40) for you.\n\nMarcus" +
      quoteGt(
        dedent(`
          Marcus, following up on my call with your GM last week. He said he'd talk to you about covering one payment
          since the GV70 was in for 8 days and no loaner was available. My monthly payment is $812.40.
          Thank you, Thandi
        `),
        CLAIMS.mbeki,
        { sent: '2026-02-02', time: '12:10 PM' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 812.4, deadline: null },
  },
  {
    id: 'b-fo-11',
    voice: 'finance_office',
    received_at: '2024-09-29',
    claim: CLAIMS.nakamura,
    kinds: ['out_of_office'],
    text: dedent(`
      Auto-reply: I'm out of the office through Friday, October 4 at a lender conference. For funding or payoff
      questions, please contact our business office at 425-555-0102.

      Dana Kim | Finance Manager | Evergreen Subaru
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'b-fo-12',
    voice: 'finance_office',
    received_at: '2024-02-26',
    claim: CLAIMS.obrien,
    kinds: ['deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Liam,

        Can you send a copy of the lease's first page and the odometer statement you signed at delivery? We need both to
        submit anything to Ford Credit, and no later than the 8th, which is their cutoff for this quarter.

        Ron
      `) + quotedClaim('outlook', CLAIMS.obrien, '2024-02-26', { wording: 4, ago: 10 }),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-03-08', notes: 'the first 8th on or after Feb 26' },
  },
];
