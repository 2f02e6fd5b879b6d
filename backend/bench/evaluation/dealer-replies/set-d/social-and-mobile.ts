import type { WrittenReply } from '../types';
import { block, D_CLAIMS, gt } from './compose';

/** Set d: a brand's social-media care team, and a service advisor typing on a phone. */
export const SOCIAL_AND_MOBILE_REPLIES: WrittenReply[] = [
  {
    id: 'd-sm-01',
    voice: 'social_media_team',
    received_at: '2025-02-01',
    claim: D_CLAIMS.osei,
    kinds: [],
    text: block(`
      Hi Ama, we're really sorry to hear about the time your EV9 spent at the dealer 😔 We'd like to look into this for
      you. Could you send us a DM with your VIN, the dealer's name and the dates it was in for service? ^TL
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sm-02',
    voice: 'social_media_team',
    received_at: '2025-03-10',
    claim: D_CLAIMS.brandt,
    kinds: ['case_number', 'deadline_business_days'],
    text: block(`
      Thanks for the details, Helga. We've opened case #01988211 and shared it with our Customer CARE advocates. One of
      them will reach out to you by email within 3 business days. ^JM
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-03-13', notes: 'three weekdays after Mon Mar 10' },
  },
  {
    id: 'd-sm-03',
    voice: 'social_media_team',
    received_at: '2025-04-21',
    claim: D_CLAIMS.nakamura,
    kinds: ['credit'],
    text: block(`
      Hi Aiko! Good news 🎉 Our Customer Advocacy team reviewed your Outback's repair and approved a $200 Subaru
      Gear gift card as a thank-you for your patience. Keep an eye on your inbox for the code. Let us know if there's
      anything else we can do! ^AK
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 200, deadline: null, notes: "a gift card is money's worth" },
  },
  {
    id: 'd-sm-04',
    voice: 'social_media_team',
    received_at: '2025-06-30',
    claim: D_CLAIMS.whitaker,
    kinds: ['amount_shorthand', 'deadline_across_month'],
    text: block(`
      Owen, thanks for hanging in there with us. After working with Capitol Ford, we can offer $1K toward the rental
      costs for your Lightning. Offer's good through 7/15, just reply here or DM us to accept. ^RB
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1000, deadline: '2025-07-15' },
  },
  {
    id: 'd-sm-05',
    voice: 'social_media_team',
    received_at: '2025-08-30',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish'],
    text: block(`
      ¡Hola, Verónica! Lamentamos mucho lo que pasó con tu Tucson. Para ayudarte, envíanos por mensaje directo tu número
      VIN, el nombre del concesionario y las fechas en que estuvo en el taller. ^MG
    `),
    truth: { language: 'es', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sm-06',
    voice: 'social_media_team',
    received_at: '2025-10-18',
    claim: D_CLAIMS.patel,
    kinds: [],
    text: block(`
      Hi Nikhil, a member of our Honda Care team would like to talk this over with you by phone. Are you free Tuesday or
      Wednesday afternoon? Send us a DM with a time and the best number to reach you. ^DS
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sm-07',
    voice: 'social_media_team',
    received_at: '2025-11-28',
    claim: D_CLAIMS.moreau,
    kinds: ['denial_naming_money'],
    text: block(`
      Hi Claire, we've followed up with our Customer Experience Center. Because the repair was done outside the Toyota
      warranty at an independent shop, they aren't able to reimburse the $1,040 in rental costs. We know that's
      disappointing and we're sorry we don't have better news. ^CP
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sm-08',
    voice: 'social_media_team',
    received_at: '2026-01-05',
    claim: D_CLAIMS.lindqvist,
    kinds: ['offer_without_value'],
    text: block(`
      Erik, this isn't the experience we want for any of our clients, and we'd like to make it right. Our Client
      Relations team will be in touch to talk about a goodwill gesture for the time your GLE was off the road. 💙 ^SV
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'a gesture is promised with no value' },
  },
  {
    id: 'd-sm-09',
    voice: 'social_media_team',
    received_at: '2026-03-31',
    claim: D_CLAIMS.okafor,
    kinds: ['one_line_top_post', 'quoted_original', 'relative_weekday', 'deadline_other'],
    text:
      "Thanks Chidi, we've escalated this to the dealership's GM and you should hear from them by Thursday. ^KR\n\n" +
      gt(`
        @ToyotaCare my 2024 Sienna sat at @LakeshoreToyota for 14 days and nobody will answer my emails about
        compensation. I asked for $1,190 two weeks ago. Still nothing.

        @ToyotaCare we're sorry to hear this, Chidi. Can you DM us your VIN and the dealer's name?

        @ToyotaCare sent.
      `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-04-02',
      notes: 'the dealer is to answer by the first Thursday after Tue Mar 31',
    },
  },
  {
    id: 'd-sm-10',
    voice: 'social_media_team',
    received_at: '2026-06-12',
    claim: D_CLAIMS.fischer,
    kinds: ['other_language'],
    text: block(`
      Ciao Jonas, ci dispiace molto per l'inconveniente con la tua Q5. Abbiamo inoltrato la tua richiesta al nostro
      servizio clienti, che ti contatterà al più presto. Grazie per la pazienza! ^LB
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'Italian: not read' },
  },
  {
    id: 'd-sa-01',
    voice: 'service_advisor_mobile',
    received_at: '2025-05-10',
    claim: D_CLAIMS.okafor,
    kinds: ['credit', 'typos'],
    text: block(`
      hey chidi its gary at lakeshore toyota mgr approved a 300 credit on ur acct for the sienna days lmk if u want a
      check insted

      Sent from my iPhone
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 300, deadline: null },
  },
  {
    id: 'd-sa-02',
    voice: 'service_advisor_mobile',
    received_at: '2025-09-22',
    claim: D_CLAIMS.patel,
    kinds: ['typos'],
    text: block(`
      nikhil can u bring the crv back weds at 8 so the tech can drive it w u and hear the noise b4 we talk about the
      rental stuff

      sent from my phone pls excuse typos
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null, notes: 'the appointment time is not a deadline' },
  },
  {
    id: 'd-sa-03',
    voice: 'service_advisor_mobile',
    received_at: '2025-12-12',
    claim: D_CLAIMS.sullivan,
    kinds: ['conditional_on_release', 'distractor_amounts', 'relative_weekday', 'deadline_other'],
    text: block(`
      maura mgr says we can do 2 days at the 78.25 so 156.50 total u just need to sign the release at the front desk by
      tues and its yours
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 156.5, deadline: '2025-12-16', notes: 'two days at $78.25; the first Tuesday after Fri Dec 12' },
  },
  {
    id: 'd-sa-04',
    voice: 'service_advisor_mobile',
    received_at: '2026-02-20',
    claim: D_CLAIMS.brandt,
    kinds: ['deadline_end_of_next_week', 'typos'],
    text: block(`
      got it helga passing it to my mngr hes out today but he will get u an answer by end of next week
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2026-02-27' },
  },
  {
    id: 'd-sa-05',
    voice: 'service_advisor_mobile',
    received_at: '2026-05-02',
    claim: D_CLAIMS.delgado,
    kinds: ['spanish', 'typos'],
    text: block(`
      hola ramon el gerente aprobo 400 dolares por los dias q estuvo la tahoe aqui pasa cuando puedas por el cheque
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 400, deadline: null },
  },
  {
    id: 'd-sa-06',
    voice: 'service_advisor_mobile',
    received_at: '2026-07-06',
    claim: D_CLAIMS.osei,
    kinds: ['denial_naming_money', 'typos'],
    text: block(`
      sorry ama kia turned down the rental claim and theres nothing i can do on my end the 1210 isnt gonna happen
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sa-07',
    voice: 'service_advisor_mobile',
    received_at: '2026-08-21',
    claim: D_CLAIMS.whitaker,
    kinds: ['credit', 'typos'],
    text: block(`
      owen we r gonna waive ur 189.95 diag fee and put 150 off ur next service for the trouble thats the best i could get
      from the boss
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 339.95, deadline: null, notes: 'the waived fee plus the $150 off' },
  },
  {
    id: 'd-sa-08',
    voice: 'service_advisor_mobile',
    received_at: '2026-09-19',
    claim: D_CLAIMS.nakamura,
    kinds: ['out_of_office'],
    text: block(`
      auto reply im off until mon 9/28 for anything urgent text rick at 714 555 0186
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'd-sa-09',
    voice: 'service_advisor_mobile',
    received_at: '2026-10-09',
    claim: D_CLAIMS.castillo,
    kinds: ['relative_weekday', 'deadline_other', 'typos'],
    text: block(`
      veronica need a pic of the enterprise reciept and ur RO number before i can send it up send by wed if u can
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2026-10-14', notes: 'the first Wednesday after Fri Oct 9' },
  },
  {
    id: 'd-sa-10',
    voice: 'service_advisor_mobile',
    received_at: '2026-11-20',
    claim: D_CLAIMS.fischer,
    kinds: ['percentage_of_bill', 'deadline_business_days', 'typos'],
    text: block(`
      jonas gm ok'd 40 percent of the 1137.50 rental bill need ur answer within 3 business days tho bc of the holiday
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 455, deadline: '2026-11-25', notes: '40% of $1,137.50; three weekdays after Fri Nov 20' },
  },
];
