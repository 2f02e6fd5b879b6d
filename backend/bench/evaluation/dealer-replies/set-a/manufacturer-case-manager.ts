import { CLAIMS } from '../claims';
import { dedent, forwarded, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set a: a manufacturer's case manager: case numbers, programme names, measured wording. */
export const MANUFACTURER_CASE_MANAGER_REPLIES: WrittenReply[] = [
  {
    id: 'a-mc-01',
    voice: 'manufacturer_case_manager',
    received_at: '2024-11-17',
    claim: CLAIMS.whitfield,
    kinds: ['case_number', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Dear Dana Whitfield,

        Thank you for contacting the Ford Customer Relationship Center regarding your 2022 Ford Explorer.

        Your case number is 18477320. A Case Manager will be assigned to your case within 2 business days and will
        contact you at the phone number you provided.

        Ford Customer Relationship Center
        P.O. Box 6248, Dearborn, MI 48126
        1-800-392-3673 (Mon–Fri 8:00 AM – 8:00 PM ET, Sat 9:00 AM – 5:00 PM ET)
      `) + quotedClaim('forward', CLAIMS.whitfield, '2024-11-17', { wording: 2, ago: 0, time: '9:02 AM' }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-11-19' },
  },
  {
    id: 'a-mc-02',
    voice: 'manufacturer_case_manager',
    received_at: '2023-12-11',
    claim: CLAIMS.okafor,
    kinds: ['case_number', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Okafor,

        RE: Case #2312-0091846

        I have completed my review of your concerns with your 2023 RAV4 Hybrid and the time it spent at Metro
        Toyota of Dearborn. As a one-time goodwill gesture, Toyota has approved $450, issued as a Toyota Rewards
        Visa prepaid card and mailed to your address on file.

        Please note this gesture is not an admission of liability and does not alter the terms of your warranty.

        Sincerely,
        Monica Fairchild
        Case Manager, Toyota Customer Experience Center
      `) + quotedClaim('outlook', CLAIMS.okafor, '2023-12-11', { wording: 2, ago: 28 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 450, deadline: null },
  },
  {
    id: 'a-mc-03',
    voice: 'manufacturer_case_manager',
    received_at: '2025-05-19',
    claim: CLAIMS.brennan,
    kinds: ['denial_naming_money', 'case_number'],
    text: dedent(`
      Dear Patrick Brennan,

      Case Number: 9-1188273401

      Thank you for your patience while we reviewed your request for $2,100.00 in reimbursement for loss of use of
      your 2021 Chevrolet Silverado 1500. The GM New Vehicle Limited Warranty provides for the repair of covered
      defects; it does not provide for payment for loss of use, and your vehicle is outside the goodwill
      guidelines for this type of concern.

      We regret that we are unable to assist with your request. Your case is now closed.

      Chevrolet Customer Assistance Center
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-mc-04',
    voice: 'manufacturer_case_manager',
    received_at: '2024-02-29',
    claim: CLAIMS.schultz,
    kinds: ['waived_payments', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Schultz,

        Following our call, I am pleased to confirm that VW Credit, Inc. will waive three (3) monthly payments of
        $529.40 on your account ending in 4471. This goodwill offer must be accepted by March 15, 2024 by signing and
        returning the enclosed acknowledgement.

        Regards,
        Daniel Osei
        Case Manager, Volkswagen Customer CARE
        Case 04-2291-7718
      `) + quotedClaim('gt', CLAIMS.schultz, '2024-02-29', { wording: 2, ago: 24 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1588.2, deadline: '2024-03-15' },
  },
  {
    id: 'a-mc-05',
    voice: 'manufacturer_case_manager',
    received_at: '2025-03-31',
    claim: CLAIMS.tran,
    kinds: ['deadline_before_meeting', 'quoted_original'],
    text:
      dedent(`
        Hello Mr. Tran,

        My name is Alicia Brandt and I am the Consumer Affairs case manager assigned to your case (HMA-25-0331-221).
        I'd like to schedule a call with you and the service director at Valley Hyundai. Are you available on
        Thursday, April 3 between 1:00 and 3:00 PM ET?

        Please also send me the vehicle's current mileage before then.

        Alicia Brandt
        Hyundai Consumer Affairs
      `) + quotedClaim('gt', CLAIMS.tran, '2025-03-31', { wording: 4, ago: 18 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2025-04-02', notes: 'the day before the Apr 3 call' },
  },
  {
    id: 'a-mc-06',
    voice: 'manufacturer_case_manager',
    received_at: '2023-09-05',
    claim: CLAIMS.pruitt,
    kinds: ['deadline_business_days', 'case_number'],
    text: dedent(`
      Dear Mr. Pruitt,

      Thank you for contacting Jeep Brand Customer Care. To continue reviewing case 51847732, please provide copies
      of the repair orders for each visit listed in your statement, and proof of any out-of-pocket transportation
      expenses. Documents may be e-mailed in reply to this message.

      Please provide these within 10 business days; otherwise the case will be closed.

      Jeep Brand Customer Care
      Auburn Hills, MI
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2023-09-19' },
  },
  {
    id: 'a-mc-07',
    voice: 'manufacturer_case_manager',
    received_at: '2024-05-31',
    claim: CLAIMS.abbott,
    kinds: ['conditional_on_release', 'final_position', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Abbott,

        After further review with the Business Center, Chrysler is prepared to offer $1,500.00 as a final goodwill
        gesture in consideration of the repairs to your 2022 Pacifica Hybrid. This offer requires a signed Release
        of All Claims, enclosed.

        This offer expires 30 days from the date of this letter. No further offers will be made on this case.

        Sincerely,
        Rebecca Stroud
        Senior Case Manager, Chrysler Brand Customer Care
      `) + quotedClaim('outlook', CLAIMS.abbott, '2024-05-31', { wording: 1, ago: 30 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1500, deadline: '2024-06-30' },
  },
  {
    id: 'a-mc-08',
    voice: 'manufacturer_case_manager',
    received_at: '2025-12-22',
    claim: CLAIMS.oconnell,
    kinds: ['case_number', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. O'Connell,

        Thank you for your message regarding case 2512-BMW-448190. I have forwarded your statement and the repair
        history to our Regional After Sales Manager, who makes decisions on goodwill requests in your region. Given
        the holiday period, please expect a response after the new year.

        Best regards,
        Thomas Reiter
        Customer Relations, BMW of North America
      `) + quotedClaim('gt', CLAIMS.oconnell, '2025-12-22', { wording: 4, ago: 6 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-mc-09',
    voice: 'manufacturer_case_manager',
    received_at: '2024-12-30',
    claim: CLAIMS.lindqvist,
    kinds: ['credit', 'deadline_other'],
    text: dedent(`
      Dear Mr. Lindqvist,

      Volvo Car USA would like to offer you a Volvo Service Certificate valued at $600, redeemable at any authorized
      Volvo retailer. Please confirm your mailing address by January 10 so that the certificate can be sent.

      Kind regards,
      Volvo Car USA Customer Care
      Case 2412-30-0917
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 600, deadline: '2025-01-10' },
  },
  {
    id: 'a-mc-10',
    voice: 'manufacturer_case_manager',
    received_at: '2023-11-03',
    claim: CLAIMS.patel,
    kinds: ['percentage_of_bill', 'quoted_original'],
    text:
      dedent(`
        Dear Rina Patel,

        Kia America has reviewed your request regarding your 2024 EV6. We will reimburse 75% of your documented
        rental expense of $1,288.00. Reimbursement will be sent by check within 30 days.

        Sincerely,
        Kia Customer Care Center
        Case 1102-447-19
      `) + quotedClaim('outlook', CLAIMS.patel, '2023-11-03', { wording: 2, ago: 20 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 966, deadline: '2023-12-03', notes: 'the dealer will pay within 30 days' },
  },
  {
    id: 'a-mc-11',
    voice: 'manufacturer_case_manager',
    received_at: '2025-01-06',
    claim: CLAIMS.moreau,
    kinds: ['denial_naming_money'],
    text: dedent(`
      Dear Ms. Moreau,

      Your vehicle was provided with a courtesy vehicle (a 2024 C 300) for the full duration of the repair, at no
      cost to you. Mercedes-Benz USA is therefore unable to approve your request for $3,300 in loss-of-use
      compensation.

      We appreciate your loyalty to the brand.

      Customer Assistance Center, Mercedes-Benz USA
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-mc-12',
    voice: 'manufacturer_case_manager',
    received_at: '2023-04-28',
    claim: CLAIMS.yamamoto,
    kinds: ['amount_in_words', 'deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Mr. Yamamoto,

        I reviewed your case with my manager this week. Nissan will provide nine hundred dollars toward the time
        your Leaf was out of service. Please reply to accept no later than the 10th, and include the address where
        you would like the check mailed.

        Regards,
        Kyle Bennett
        Nissan Consumer Affairs
      `) + quotedClaim('gt', CLAIMS.yamamoto, '2023-04-28', { wording: 1, ago: 15 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 900, deadline: '2023-05-10', notes: 'the first 10th on or after Apr 28' },
  },
  {
    id: 'a-mc-13',
    voice: 'manufacturer_case_manager',
    received_at: '2025-08-08',
    claim: CLAIMS.garcia,
    kinds: ['deadline_other'],
    text: dedent(`
      Hi Luis,

      Our Field Technical Specialist can inspect the Tacoma at Plaza Toyota on Tuesday 8/12 or Wednesday 8/13, in the
      morning. Let me know by Monday which day works for you, and the dealer will arrange a loaner.

      Thanks,
      Priya
      Toyota Customer Experience
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2025-08-11' },
  },
  {
    id: 'a-mc-14',
    voice: 'manufacturer_case_manager',
    received_at: '2024-08-12',
    claim: CLAIMS.hoffman,
    kinds: ['signature_noise', 'deadline_other', 'long'],
    text: dedent(`
      Dear Ms. Hoffman,

      Thank you for speaking with me last Thursday. As we discussed, I am reviewing the three visits your Aviator
      made to Lincoln of Oak Park for the 10-speed transmission concern. To present your case for a goodwill
      decision I will need:

      • the repair orders from all three visits (the dealer has provided two of them: 7/2 and 7/19)
      • a copy of your registration
      • any receipts for alternate transportation

      You can upload them through the Lincoln Owner portal under "My Cases" or reply to this e-mail with
      attachments. Please upload the documents by August 23.

      Regards,

      Jennifer Alvarez | Lincoln Client Relationship Manager
      Lincoln Concierge: 1-800-521-4140 (available 24/7)
      Case #LCN-24-0812-5521
      16800 Executive Plaza Dr., Dearborn, MI 48126
      ---
      This e-mail and any attachments are confidential. If you received this message in error, please notify the
      sender and delete it. Lincoln will never ask for your password by e-mail.
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-08-23' },
  },
  {
    id: 'a-mc-15',
    voice: 'manufacturer_case_manager',
    received_at: '2023-10-14',
    claim: CLAIMS.murphy,
    kinds: ['amount_shorthand', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Sean,

        Quick update from my side. I got approval for $2k in goodwill against the $3,325 you requested. That's on
        top of the $1,874.55 water pump repair Route 9 already did at no charge. I'll send the paperwork Monday.

        Dodge Brand Customer Care
        Ref 50218873
      `) + quotedClaim('gt', CLAIMS.murphy, '2023-10-14', { wording: 3, ago: 6 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 2000, deadline: null },
  },
  {
    id: 'a-mc-16',
    voice: 'manufacturer_case_manager',
    received_at: '2026-01-09',
    claim: CLAIMS.sullivan,
    kinds: ['offer_without_value', 'quoted_original'],
    text:
      dedent(`
        Dear Mrs. Sullivan,

        Buick Customer Care has approved a goodwill gesture for your Enclave: GM Financial will cover your February
        payment. You will receive a confirmation letter from GM Financial directly.

        Best regards,
        Andre Wallace
        Buick Customer Care
      `) + quotedClaim('outlook', CLAIMS.sullivan, '2026-01-09', { wording: 2, ago: 17 }),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: "a payment whose amount the reply doesn't state" },
  },
  {
    id: 'a-mc-17',
    voice: 'manufacturer_case_manager',
    received_at: '2025-01-08',
    claim: CLAIMS.dubois,
    kinds: ['other_language', 'case_number'],
    text: dedent(`
      Madame Dubois,

      Nous accusons réception de votre demande (dossier no 250108-3317). Un conseiller de Honda Canada
      communiquera avec vous dans un délai de cinq jours ouvrables.

      Relations avec la clientèle, Honda Canada
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'French' },
  },
  {
    id: 'a-mc-18',
    voice: 'manufacturer_case_manager',
    received_at: '2024-01-16',
    claim: CLAIMS.kowalski,
    kinds: ['one_line_top_post', 'case_number', 'quoted_original'],
    text:
      "Case 04418832 opened - you'll hear from a case manager shortly. -Mazda Customer Experience" +
      quotedClaim('gt', CLAIMS.kowalski, '2024-01-16', { wording: 1, ago: 2 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-mc-19',
    voice: 'manufacturer_case_manager',
    received_at: '2025-06-14',
    claim: CLAIMS.bianchi,
    kinds: ['denial_naming_money'],
    text: dedent(`
      Dear Mr. Bianchi,

      Audi of America has reviewed your request. We are unable to provide the $1,500 reimbursement you asked for.
      We note that your Q5 was repaired under warranty at no cost to you, covering $4,210.77 in parts and labor,
      and that a loaner was available throughout.

      Audi Customer Experience
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-mc-20',
    voice: 'manufacturer_case_manager',
    received_at: '2023-05-22',
    claim: CLAIMS.washington,
    kinds: ['conditional_on_release', 'deadline_end_of_next_week', 'quoted_original'],
    text:
      dedent(`
        Ms. Washington,

        GMC will provide $1,000 in goodwill for the time your Sierra spent at Crossroads GMC, subject to the
        enclosed release. Please sign and return it by end of next week so I can close your case with the payment
        attached.

        Regards,
        Luis Ortega
        GMC Customer Assistance
      `) + quotedClaim('outlook', CLAIMS.washington, '2023-05-22', { wording: 4, ago: 21 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: '2023-06-02' },
  },
  {
    id: 'a-mc-21',
    voice: 'manufacturer_case_manager',
    received_at: '2024-04-05',
    claim: CLAIMS.delgado,
    kinds: ['forwarded_chain', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Ms. Delgado,

        I'm forwarding the dealer's notes below for transparency. Having reviewed them, Lexus will provide $350
        toward your rental costs, which is more than the dealer recommended.

        Natalie Cruz
        Lexus Guest Experience
      `) +
      forwarded(
        dedent(`
          Natalie,

          Guest was in for 7 days, declined loaner for the first 2, approved estimate late. We'd suggest $250 at
          most. Her ask is $1,050.

          Brandon Kyle
          Service Manager, Prestige Lexus
        `),
        CLAIMS.delgado,
        {
          sent: '2024-04-02',
          time: '2:14 PM',
          from: 'Brandon Kyle',
          email: 'bkyle@prestigelexus.example',
          to: 'Natalie Cruz',
          subject: 'RE: Guest case 24-0402',
        },
      ),
    truth: { language: 'en', intent: 'offer', offered_amount: 350, deadline: null },
  },
  {
    id: 'a-mc-22',
    voice: 'manufacturer_case_manager',
    received_at: '2025-10-10',
    claim: CLAIMS.adeyemi,
    kinds: ['typos'],
    text: dedent(`
      Hi Funmi,

      Could you confirm the dates you were without the Outback? Our records from the retailer show 3 days, not 5 as in
      your statment. If you have the pick up reciept that would clear it up.

      Thank you
      Subaru of America - Customer Advocacy
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
];
