import { CLAIMS } from '../claims';
import { dedent, quoteOutlook, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set c: a dealer group's or a manufacturer's legal department, or outside counsel, in formal letters. */
export const CORPORATE_COUNSEL_REPLIES: WrittenReply[] = [
  {
    id: 'c-cc-01',
    voice: 'corporate_counsel',
    received_at: '2024-11-27',
    claim: CLAIMS.ashworth,
    kinds: ['amount_in_words', 'conditional_on_release', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Re: Colin Ashworth / 2021 Jeep Gladiator / Meadowbrook Jeep

        Dear Mr. Ashworth:

        This office represents Meadowbrook Automotive Group LLC. Without any admission of liability, and solely to avoid
        the expense of further correspondence, our client is prepared to tender the sum of Two Thousand Dollars
        ($2,000.00) in full accord and satisfaction of your claim, conditioned upon your execution of the enclosed
        General Release. This offer will remain open for ten (10) business days, after which it is withdrawn.

        Very truly yours,
        Alicia M. Brandon, Esq.
        Hollis, Brandon & Reyes LLP
      `) + quotedClaim('outlook', CLAIMS.ashworth, '2024-11-27', { wording: 2, ago: 40 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 2000, deadline: '2024-12-11' },
  },
  {
    id: 'c-cc-02',
    voice: 'corporate_counsel',
    received_at: '2023-05-31',
    claim: CLAIMS.brandt,
    kinds: ['deadline_across_month'],
    text: dedent(`
      Dear Mr. Brandt:

      We write on behalf of Elmwood Motor Cars, Inc. d/b/a Elmwood Mercedes-Benz in response to your letter demanding
      compensation for loss of use of your Sprinter. In order for our client to evaluate the claim, please produce the
      following no later than the 10th:

        (a) all invoices for substitute transportation;
        (b) documents showing the commercial use of the vehicle during the period claimed; and
        (c) any correspondence with Mercedes-Benz USA regarding the same repairs.

      Nothing in this letter is an admission of any kind, and our client reserves all rights.

      Sincerely,
      Office of the General Counsel
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2023-06-10' },
  },
  {
    id: 'c-cc-03',
    voice: 'corporate_counsel',
    received_at: '2025-04-15',
    claim: CLAIMS.kim,
    kinds: ['denial_naming_money', 'long', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Kim:

        Your correspondence to Westgate BMW has been referred to the Legal Department of BMW of North America, LLC
        ("BMW NA") for response.

        We have reviewed the repair history of your 2022 BMW iX, including repair orders 118830 (January 6, 2025) and
        119402 (January 24, 2025). The charging fault was diagnosed and repaired under the New Vehicle Limited Warranty
        at no cost to you; the warranty value of those repairs was $6,214.90.

        The New Vehicle Limited Warranty expressly excludes incidental and consequential damages, including loss of use,
        rental charges and inconvenience. BMW NA therefore respectfully declines your demand for $2,550.00, as well as
        the $1,980.00 substitute-vehicle charge referenced in your letter of February 5.

        This letter does not waive any of BMW NA's rights or defenses, all of which are expressly reserved. Should the
        condition recur, please contact your authorized BMW center or BMW Customer Relations at 1-800-831-1117.

        Very truly yours,
        Legal Department, BMW of North America, LLC
        300 Chestnut Ridge Road, Woodcliff Lake, NJ 07677
      `) +
      quoteOutlook(
        dedent(`
          To whom it may concern,
          I was offered $1,100 by Westgate and turned it down. I am now writing to BMW directly. My loss was $2,550
          and I have a Sixt invoice of $1,980 for the same period. Please advise.
          Daniel Kim
        `),
        CLAIMS.kim,
        { sent: '2025-02-05', time: '8:20 PM', to: 'BMW Customer Relations', subject: 'Loss of use - 2022 iX' },
      ),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-cc-04',
    voice: 'corporate_counsel',
    received_at: '2025-02-10',
    claim: CLAIMS.gallagher,
    kinds: ['signature_noise', 'deadline_other'],
    text: dedent(`
      Mr. Gallagher:

      Please be advised that this firm represents Keystone Ram, Inc. with respect to your claim concerning your 2022
      Ram 3500. Kindly direct all further communication on this matter to the undersigned rather than to dealership
      personnel. We are reviewing the file with our client and will respond substantively within 30 days.

      Regards,

      Jonathan P. Whitaker | Partner
      WHITAKER LEVIN & COLE, P.C.
      1500 Market Street, Suite 3100 | Philadelphia, PA 19102
      T 215.555.0142 | F 215.555.0143 | M 267.555.0178
      Harrisburg Office: 17 N 2nd St, Harrisburg, PA 17101 | 717.555.0109
      CONFIDENTIALITY NOTICE: This e-mail may contain attorney-client privileged information. If you received it in
      error, notify the sender at 215.555.0142 and delete it.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-03-12', notes: 'counsel will answer within 30 days' },
  },
  {
    id: 'c-cc-05',
    voice: 'corporate_counsel',
    received_at: '2025-07-08',
    claim: CLAIMS.petrov,
    kinds: ['final_position', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Petrov,

        Volvo Car USA, LLC has considered your further request together with Northfield Volvo. As a one-time accommodation,
        and without setting any precedent, Volvo will pay you $1,000. This represents the company's final position and is
        not subject to further negotiation.

        Regards,
        Consumer Affairs - Legal, Volvo Car USA, LLC
      `) + quotedClaim('gt', CLAIMS.petrov, '2025-07-08', { wording: 4, ago: 26 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: null },
  },
  {
    id: 'c-cc-06',
    voice: 'corporate_counsel',
    received_at: '2025-11-04',
    claim: CLAIMS.delacruz,
    kinds: ['percentage_of_bill', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Dela Cruz:

        On behalf of Harborview Automotive Holdings, we have reviewed the Hertz invoice you submitted, reflecting rental
        charges of $1,487.36 for the period your Ariya was out of service. Our client will reimburse fifty percent (50%)
        of those documented charges. Payment will be issued by the dealership's accounting office.

        Sincerely,
        Rachel Imbert, Corporate Counsel
      `) + quotedClaim('outlook', CLAIMS.delacruz, '2025-11-04', { wording: 1, ago: 14 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 743.68, deadline: null, notes: '50% of 1,487.36' },
  },
  {
    id: 'c-cc-07',
    voice: 'corporate_counsel',
    received_at: '2026-02-24',
    claim: CLAIMS.okoye,
    kinds: ['deadline_before_meeting'],
    text: dedent(`
      Dear Mr. Okoye:

      Ford Motor Company's Office of the General Counsel has received your letter of February 16. We propose a call
      with you, the dealer's general manager and the undersigned on Wednesday, March 4, at 10:00 a.m. Eastern. Kindly
      confirm that the time suits you, and send any documents you intend to rely on, before then.

      Sincerely,
      Marcus Lin, Senior Counsel, Ford Motor Company
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2026-03-03', notes: 'the day before the March 4 call' },
  },
  {
    id: 'c-cc-08',
    voice: 'corporate_counsel',
    received_at: '2026-03-09',
    claim: CLAIMS.fontaine,
    kinds: ['other_language', 'quoted_original'],
    text:
      dedent(`
        Monsieur Fontaine,

        Nous accusons réception de votre réclamation concernant votre Mazda CX-90. À titre commercial et sans
        reconnaissance de responsabilité, notre cliente vous propose une indemnité de 500 $, sous réserve de la
        signature d'une quittance. Cette offre est valable jusqu'au 31 mars.

        Veuillez agréer, Monsieur, nos salutations distinguées.
        Me Hélène Tremblay, avocate
      `) + quotedClaim('gt', CLAIMS.fontaine, '2026-03-09', { wording: 2, ago: 12 }),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'French' },
  },
  {
    id: 'c-cc-09',
    voice: 'corporate_counsel',
    received_at: '2025-03-19',
    claim: CLAIMS.rahman,
    kinds: ['amount_in_words', 'conditional_on_release', 'deadline_end_of_next_week'],
    text: dedent(`
      Dear Ms. Rahman:

      Although Crestline Lexus maintains that no loss of use occurred, Lexus, a division of Toyota Motor North America,
      Inc., has authorized a goodwill payment of six hundred fifty dollars to resolve this matter, in exchange for a
      signed release of all claims arising from the repairs. Please return the executed release by end of next week.

      Sincerely,
      Corporate Legal Services, Toyota Motor North America
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 650, deadline: '2025-03-28' },
  },
  {
    id: 'c-cc-10',
    voice: 'corporate_counsel',
    received_at: '2024-05-02',
    claim: CLAIMS.brooks,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Ms. Brooks:

        Your letter to Kia America's executive offices has been assigned to this department. To evaluate it, we require
        the vehicle identification number, proof of ownership or lease, copies of every repair order for the period
        claimed, and an itemized statement of any out-of-pocket expense. No determination will be made until those
        materials are received.

        Kia America, Inc. - Legal Department
      `) + quotedClaim('gt', CLAIMS.brooks, '2024-05-02', { wording: 2, ago: 11 }),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'c-cc-11',
    voice: 'corporate_counsel',
    received_at: '2024-12-10',
    claim: CLAIMS.vu,
    kinds: ['one_line_top_post', 'deadline_other', 'quoted_original'],
    text:
      'Ms. Vu: our client’s offer of $900, set out in the attached agreement, remains open through Friday. - D. Okonkwo, counsel for Golden Gate Hyundai' +
      quoteOutlook(
        dedent(`
          Mr. Okonkwo,

          I received the settlement agreement. Before I sign anything, I would like to understand why the amount is lower
          than the $1,320 I claimed, given that the dealer already agreed the second repair was its own error. I also
          want it in writing that signing does not affect any future warranty claim on the same part.

          Thao Vu
        `),
        CLAIMS.vu,
        { sent: '2024-12-09', time: '9:48 PM', to: 'Daniel Okonkwo', subject: 'RE: Settlement agreement - Vu / Golden Gate Hyundai' },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 900, deadline: '2024-12-13' },
  },
];
