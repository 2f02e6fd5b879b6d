import { CLAIMS } from '../claims';
import { dedent, quoteGt, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set a: a dealership's customer-relations desk: polite, formal, a little corporate. */
export const CUSTOMER_RELATIONS_REPLIES: WrittenReply[] = [
  {
    id: 'a-cr-01',
    voice: 'customer_relations',
    received_at: '2025-02-13',
    claim: CLAIMS.nguyen,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Dear Ms. Nguyen,

        Thank you for your patience while we reviewed your request. Pacific Honda would like to offer you $375 in
        recognition of the inconvenience you experienced. A check will be mailed to the address on file once we
        receive the signed acknowledgement form attached to this message.

        We appreciate your business and hope to see you again soon.

        Kind regards,
        Customer Relations
        Pacific Honda
      `) + quotedClaim('outlook', CLAIMS.nguyen, '2025-02-13', { wording: 4, ago: 16 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 375, deadline: null },
  },
  {
    id: 'a-cr-02',
    voice: 'customer_relations',
    received_at: '2024-09-15',
    claim: CLAIMS.patel,
    kinds: ['deadline_business_days'],
    text: dedent(`
      Hello Rina,

      Thank you for contacting Eastside Kia Customer Relations. Your concern has been assigned to a Customer Care
      Specialist, who will contact you within 3 business days.

      Sincerely,
      The Eastside Kia Customer Care Team
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-09-18' },
  },
  {
    id: 'a-cr-03',
    voice: 'customer_relations',
    received_at: '2025-07-20',
    claim: CLAIMS.kowalski,
    kinds: ['credit', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Kowalski,

        We have reviewed the service history of your CX-5 and the time it spent in our shop in June. While the
        repairs were covered under warranty, we recognize that eleven days is a long time to be without your car.

        We would like to extend a $200 credit toward future service at Tri-County Mazda. It has been added to
        your customer account and can be used for anything from an oil change to tires.

        Best regards,
        Janelle Ortiz
        Customer Relations Coordinator
      `) + quotedClaim('gt', CLAIMS.kowalski, '2025-07-20', { wording: 1, ago: 9 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 200, deadline: null },
  },
  {
    id: 'a-cr-04',
    voice: 'customer_relations',
    received_at: '2023-12-11',
    claim: CLAIMS.delgado,
    kinds: ['denial_naming_money', 'quoted_original', 'long'],
    text:
      dedent(`
        Dear Ms. Delgado,

        Thank you for taking the time to write to us about your recent experience with your 2022 Lexus RX 350.
        We understand how disruptive it is to be without your vehicle, and we are sorry for the inconvenience.

        After careful review of your file, including the repair orders and the loaner log, we are unable to
        approve your request for $1,050.00 in compensation for loss of use. The Lexus New Vehicle Limited Warranty
        covers the repair of defects in materials and workmanship; it does not provide for payment for the time a
        vehicle is out of service. In addition, our records indicate that a courtesy vehicle was made available to
        you for the duration of the visit.

        We value you as a guest of Prestige Lexus and would be glad to help with anything else you need.

        Sincerely,

        Guest Relations Department
        Prestige Lexus
      `) + quotedClaim('gt', CLAIMS.delgado, '2023-12-11', { wording: 2, ago: 12 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-cr-05',
    voice: 'customer_relations',
    received_at: '2025-05-03',
    claim: CLAIMS.hoffman,
    kinds: ['signature_noise'],
    text: dedent(`
      Dear Ms. Hoffman,

      In order to process your request, please provide the following:

        1. Copies of all repair orders for the visits listed in your statement
        2. Proof of payment for alternate transportation (rental agreements, rideshare receipts)
        3. The vehicle's current odometer reading

      Once these are received, a decision will be sent to you within 10 business days.

      Best,
      Customer Experience | Lincoln of Oak Park
      1145 W. Lake St., Oak Park, IL 60301
      T 708-555-0166 | F 708-555-0167
      Showroom: Mon–Thu 9–8, Fri–Sat 9–6 | Service: Mon–Fri 7–6, Sat 8–3
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: null,
      notes: 'the 10 business days run from when the documents arrive, which is not known',
    },
  },
  {
    id: 'a-cr-06',
    voice: 'customer_relations',
    received_at: '2024-08-31',
    claim: CLAIMS.whitfield,
    kinds: ['waived_payments', 'quoted_original'],
    text:
      dedent(`
        Hi Dana,

        Thanks again for speaking with me on Thursday. As promised, I reached out to Ford Credit on your behalf,
        and they have approved a one-payment waiver: your September payment of $684.27 will be covered. You don't
        need to do anything; the statement will show it as paid.

        Take care,
        Morgan Leigh
        Customer Relations, Lakeside Ford
      `) + quotedClaim('outlook', CLAIMS.whitfield, '2024-08-31', { wording: 2, ago: 19 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 684.27, deadline: null },
  },
  {
    id: 'a-cr-07',
    voice: 'customer_relations',
    received_at: '2023-03-15',
    claim: CLAIMS.oconnell,
    kinds: [],
    text: dedent(`
      Dear Ms. O'Connell,

      Our Client Care Manager, Ms. Yvette Laurent, would like to speak with you by phone about your request. Could you
      let us know your availability between March 20 and March 24, and the best number to reach you?

      Kind regards,
      Client Care | Harbor BMW
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'a-cr-08',
    voice: 'customer_relations',
    received_at: '2025-10-02',
    claim: CLAIMS.fischer,
    kinds: ['final_position', 'conditional_on_release', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Fischer,

        We have carefully reconsidered your request in light of the additional information you provided. This
        represents our final position on the matter: Gateway Ram Trucks will pay $900.00 as a goodwill gesture,
        conditional upon your execution of the enclosed release.

        Kindly return the executed release within fourteen days.

        Respectfully,
        Customer Relations
      `) + quotedClaim('gt', CLAIMS.fischer, '2025-10-02', { wording: 4, ago: 21 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 900, deadline: '2025-10-16' },
  },
  {
    id: 'a-cr-09',
    voice: 'customer_relations',
    received_at: '2025-04-03',
    claim: CLAIMS.schultz,
    kinds: ['signature_noise'],
    text: dedent(`
      Dear Ms. Schultz,

      Thank you for reaching out. We have reviewed your request and must respectfully decline. Riverside Volkswagen
      does not offer compensation for loss of use; the repairs to your ID.4 were completed at no charge under the
      manufacturer's warranty, which remains in effect until 06/30/2026.

      If you would like to pursue this further, you may contact Volkswagen Customer CARE at 1-800-822-8987,
      Monday–Friday 8:00 a.m. – 8:00 p.m. ET.

      Customer Relations
      Riverside Volkswagen · 4410 River Rd · Columbus, OH 43221 · (614) 555-0119
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-cr-10',
    voice: 'customer_relations',
    received_at: '2024-04-22',
    claim: CLAIMS.tran,
    kinds: ['amount_in_words', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Tran,

        On behalf of Valley Hyundai, please accept our apologies for the extended repair time on your IONIQ 5.
        We are pleased to offer a goodwill payment of seven hundred and fifty dollars, which will be sent by check
        within two weeks of your acceptance.

        Sincerely,
        Rachel Kim
        Customer Relations Manager
      `) + quotedClaim('gt', CLAIMS.tran, '2024-04-22', { wording: 2, ago: 14 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 750, deadline: null, notes: 'two weeks from an acceptance that has not happened: no date' },
  },
  {
    id: 'a-cr-11',
    voice: 'customer_relations',
    received_at: '2023-08-23',
    claim: CLAIMS.abbott,
    kinds: ['percentage_of_bill', 'deadline_end_of_next_week'],
    text: dedent(`
      Dear Mr. Abbott,

      We have received the Hertz invoice you sent ($1,126.90 for 26 days). Pinecrest Chrysler will reimburse 50% of
      the rental invoice as a gesture of goodwill.

      Please confirm your acceptance by the end of next week so we can process the payment with this month's
      accounts payable.

      Customer Relations Department
      Pinecrest Chrysler
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 563.45, deadline: '2023-09-01' },
  },
  {
    id: 'a-cr-12',
    voice: 'customer_relations',
    received_at: '2025-06-27',
    claim: CLAIMS.murphy,
    kinds: ['one_line_top_post', 'quoted_original', 'long'],
    text:
      'Mr. Murphy - your file has been escalated to our regional office; they will be in touch with you directly.' +
      quoteGt(
        dedent(`
          I have now been waiting six weeks. Your offer of $500 is an insult for 35 days without a vehicle. I expect
          a real answer by June 30 or I will be filing a complaint with the state attorney general.

          Sean Murphy
        `) +
          quoteGt(
            dedent(`
              Mr. Murphy,

              After review, Route 9 Dodge is able to offer $500 toward your inconvenience. Please let us know if you
              would like to accept.

              Customer Relations
            `) + quotedClaim('gt', CLAIMS.murphy, '2025-06-27', { wording: 1, ago: 44 }),
            CLAIMS.murphy,
            { sent: '2025-06-02', time: '10:15 AM', from: 'Route 9 Dodge Customer Relations', email: 'care@route9dodge.example' },
          ),
        CLAIMS.murphy,
        { sent: '2025-06-24', time: '11:48 PM' },
      ),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-cr-13',
    voice: 'customer_relations',
    received_at: '2024-10-03',
    claim: CLAIMS.sullivan,
    kinds: ['case_number', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Dear Maureen Sullivan,

        Thank you for your message. Your request has been logged under reference number CR-2024-10-0331. Please
        quote this number in any future correspondence.

        A member of our team will review your statement and respond within 5 business days.

        Heritage Buick GMC Customer Relations
      `) + quotedClaim('outlook', CLAIMS.sullivan, '2024-10-03', { wording: 3, ago: 1 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-10-10' },
  },
  {
    id: 'a-cr-14',
    voice: 'customer_relations',
    received_at: '2023-03-24',
    claim: CLAIMS.bianchi,
    kinds: ['deadline_other', 'quoted_original'],
    text:
      dedent(`
        Good afternoon Mr. Bianchi,

        Could you please send us a copy of the loaner agreement from your February visit? We do not have a signed
        copy on file, and we need it to complete our review. If possible, please send it by March 31.

        Thank you,
        Coastline Audi Client Relations
      `) + quotedClaim('outlook', CLAIMS.bianchi, '2023-03-24', { wording: 1, ago: 6 }),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2023-03-31' },
  },
  {
    id: 'a-cr-15',
    voice: 'customer_relations',
    received_at: '2025-08-19',
    claim: CLAIMS.lindqvist,
    kinds: ['amount_shorthand', 'credit'],
    text: dedent(`
      Hi Erik,

      Good news - management approved a $1.5K credit toward your next Volvo purchase or lease, or toward service if
      you'd rather keep the XC90. Let me know which you prefer and I'll note the account.

      Best,
      Hanna
      Midtown Volvo Customer Relations
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1500, deadline: null },
  },
  {
    id: 'a-cr-16',
    voice: 'customer_relations',
    received_at: '2024-03-17',
    claim: CLAIMS.yamamoto,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Yamamoto,

        We have reviewed your request for $1,800.00. Our records show that a loaner vehicle was offered to you on
        February 12 and declined. As a result we are not able to approve compensation for the period in question.

        Regards,
        Customer Relations
        Bayview Nissan
      `) + quotedClaim('gt', CLAIMS.yamamoto, '2024-03-17', { wording: 2, ago: 3 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-cr-17',
    voice: 'customer_relations',
    received_at: '2025-09-19',
    claim: CLAIMS.washington,
    kinds: ['deadline_before_meeting', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Washington,

        We would like to invite you to meet with our Customer Relations Manager, Mr. Curtis Boyd, on Wednesday,
        September 24 at 3:30 PM at the dealership. Please send us your rental receipts beforehand so that he can
        review them ahead of the meeting.

        Warm regards,
        Crossroads GMC
      `) + quotedClaim('outlook', CLAIMS.washington, '2025-09-19', { wording: 2, ago: 8 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2025-09-23', notes: 'the day before the Sep 24 meeting' },
  },
  {
    id: 'a-cr-18',
    voice: 'customer_relations',
    received_at: '2023-06-22',
    claim: CLAIMS.chen,
    kinds: ['typos'],
    text: 'thank you we recieved your claim and it is under reveiw. someone from our team will reach out.\n\nWestlake Tesla Service - Customer Support',
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-cr-19',
    voice: 'customer_relations',
    received_at: '2024-07-24',
    claim: CLAIMS.pruitt,
    kinds: ['distractor_amounts', 'deadline_across_month', 'long', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Pruitt,

        Thank you for your detailed letter and for the documentation you provided. We reviewed each of the four
        visits in your statement:

          - RO 118204 (3/4 – 3/15): transfer case actuator, warranty, no charge
          - RO 118977 (4/2 – 4/12): same concern, warranty, no charge
          - RO 119450 (5/6 – 5/20): transfer case replaced, warranty; customer-pay items $214.35 (wiper blades,
            cabin filter)
          - RO 120118 (6/10 – 6/13): re-check, no charge

        The total warranty value of the work performed was $3,412.66. We understand that your request of $3,800
        is based on 40 days at $95 per day.

        While we cannot meet that figure, Capitol Jeep Ram would like to offer a $1,000 goodwill check. We ask that
        you let us know no later than the 2nd whether you accept, as the offer is tied to this month's budget.

        With regards,
        Customer Relations Team
        Capitol Jeep Ram
      `) + quotedClaim('gt', CLAIMS.pruitt, '2024-07-24', { wording: 4, ago: 13 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: '2024-08-02', notes: 'the first 2nd on or after Jul 24' },
  },
  {
    id: 'a-cr-20',
    voice: 'customer_relations',
    received_at: '2025-01-14',
    claim: CLAIMS.dubois,
    kinds: ['other_language', 'quoted_original'],
    text:
      dedent(`
        Bonjour Mme Dubois,

        Nous avons bien reçu votre demande concernant l'immobilisation de votre CR-V. Après examen, nous vous
        proposons un montant de 300 $ à titre de geste commercial. Merci de nous confirmer votre accord d'ici le
        31 janvier.

        Cordialement,
        Service à la clientèle
        Laurentian Honda
      `) + quotedClaim('gt', CLAIMS.dubois, '2025-01-14', { wording: 3, ago: 5 }),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'French' },
  },
  {
    id: 'a-cr-21',
    voice: 'customer_relations',
    received_at: '2023-10-09',
    claim: CLAIMS.ferreira,
    kinds: ['other_language'],
    text: dedent(`
      Prezado Sr. Ferreira,

      Recebemos a sua solicitação e ela está em análise pela nossa equipe. Entraremos em contato em até dez dias
      úteis com uma resposta.

      Atenciosamente,
      Relacionamento com o Cliente
      Atlantic Volkswagen
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'Portuguese' },
  },
  {
    id: 'a-cr-22',
    voice: 'customer_relations',
    received_at: '2023-02-11',
    claim: CLAIMS.garcia,
    kinds: ['distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Dear Mr. Garcia,

        We reviewed the rental agreement you sent. Plaza Toyota will reimburse the two rental days that fell
        outside our loaner program's coverage: 2 days at $89.99 plus tax, $193.78 in total. The remaining days
        were covered by the loaner you had from us.

        Thank you,
        Plaza Toyota Customer Relations
      `) + quotedClaim('outlook', CLAIMS.garcia, '2023-02-11', { wording: 2, ago: 4 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 193.78, deadline: null },
  },
  {
    id: 'a-cr-23',
    voice: 'customer_relations',
    received_at: '2026-02-15',
    claim: CLAIMS.okafor,
    kinds: ['signature_noise', 'deadline_other'],
    text: dedent(`
      Hello Mr. Okafor,

      To continue our review we need the VIN of your RAV4 and the dates on which you had a rental car. Please reply
      by 02/27/2026.

      Thank you!

      <b>Metro Toyota of Dearborn</b> | Customer Relations
      22811 Michigan Ave · Dearborn, MI 48124
      Tel. (313) 555-0100 x 2207 · Fax (313) 555-0109
      Office hours: Mon–Fri 9:00–5:30, Sat 9:00–1:00. Closed Sundays and on 5/25, 7/4, 9/7.
      <img src="cid:logo_metro.png" width="120" height="40">
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2026-02-27' },
  },
  {
    id: 'a-cr-24',
    voice: 'customer_relations',
    received_at: '2025-11-18',
    claim: CLAIMS.moreau,
    kinds: ['amount_in_words', 'conditional_on_release', 'distractor_amounts'],
    text: dedent(`
      Dear Ms. Moreau,

      Summit Mercedes-Benz is prepared to offer one thousand dollars in full settlement of your request, subject to
      your signature on the attached release. For reference, your request was for $3,300 (22 days at $150), and the
      repairs performed under warranty were valued at $5,962.18.

      With kind regards,
      Customer Relations
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: null },
  },
  {
    id: 'a-cr-25',
    voice: 'customer_relations',
    received_at: '2024-02-06',
    claim: CLAIMS.adeyemi,
    kinds: ['distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Dear Ms. Adeyemi,

        Thank you for your patience. Northgate Subaru will reimburse three days of alternate transportation at
        $64.50 per day, the rate of our loaner partner, for the days your Outback was here without a loaner.

        Customer Relations
      `) + quotedClaim('gt', CLAIMS.adeyemi, '2024-02-06', { wording: 1, ago: 10 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 193.5, deadline: null, notes: '3 days × $64.50 offered' },
  },
];
