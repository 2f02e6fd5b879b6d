import { CLAIMS } from '../claims';
import { dedent, quoteGt, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set c: a dealership's business development center agent, writing e-mail the way one writes a text. */
export const BDC_AGENT_REPLIES: WrittenReply[] = [
  {
    id: 'c-bd-01',
    voice: 'bdc_agent',
    received_at: '2024-06-27',
    claim: CLAIMS.petrov,
    kinds: ['deadline_other'],
    text: dedent(`
      Hi Irina!! This is Kayla w/ the Northfield Volvo BDC 😊 Great news, our service manager approved $500 toward your
      rental for the XC60! Just reply YES to accept by end of this week and we'll get the check going 🙌
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 500, deadline: '2024-06-28', notes: 'the Friday of the week it arrived' },
  },
  {
    id: 'c-bd-02',
    voice: 'bdc_agent',
    received_at: '2024-07-23',
    claim: CLAIMS.vu,
    kinds: ['quoted_original'],
    text:
      dedent(`
        hey Thao, its Jordan from Golden Gate Hyundai! can u swing by thurs around 2 to chat w/ our svc director about
        ur claim? lmk if another time works better 👍
      `) + quotedClaim('gt', CLAIMS.vu, '2024-07-23', { wording: 3, ago: 16 }),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'c-bd-03',
    voice: 'bdc_agent',
    received_at: '2026-01-14',
    claim: CLAIMS.fontaine,
    kinds: ['deadline_other'],
    text: dedent(`
      Hi Luc, got ur msg! passing it to our service manager rn, someone from the shop will call u tmrw 📞
      - Brianna @ Prairie Mazda
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2026-01-15', notes: 'the dealer calls tomorrow' },
  },
  {
    id: 'c-bd-04',
    voice: 'bdc_agent',
    received_at: '2023-08-29',
    claim: CLAIMS.hartley,
    kinds: ['amount_shorthand', 'distractor_amounts'],
    text: dedent(`
      Great news Janet!! 🎉 GM approved $1.2k goodwill for the Yukon (I know u asked for $1,350, this was the most he
      could do). Check will be waiting at the front desk, just bring ur ID whenever u swing by!
      - Marisa, Old Mill BDC
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1200, deadline: null },
  },
  {
    id: 'c-bd-05',
    voice: 'bdc_agent',
    received_at: '2025-02-06',
    claim: CLAIMS.kim,
    kinds: ['one_line_top_post', 'quoted_original', 'long'],
    text:
      'Hi Daniel, pls see below - we just need a pic of ur Sixt receipt and we can move fwd! thx, Tyler @ Westgate BMW' +
      quoteGt(
        dedent(`
          Tyler,

          I already explained all of this to the service advisor twice, but here it is again. The iX went in on
          January 6 for the charging fault and came back on January 23, 17 days. BMW's own loaner program had nothing
          available, so I rented from Sixt for the whole period at roughly $116 a day. I used $150 a day in my statement,
          which is what a comparable BMW costs to rent, and asked for $2,550.

          I also want it noted that the car threw the same fault the day after I picked it up.

          Daniel
        `) +
          quoteGt(
            dedent(`
              Hi Daniel! Following up on ur goodwill request, can u tell me a little more about what happened? Thx!
              Tyler, Westgate BMW Business Development
            `) + quotedClaim('gt', CLAIMS.kim, '2025-02-06', { wording: 2, ago: 9 }),
            CLAIMS.kim,
            { sent: '2025-02-03', time: '9:02 AM', from: 'Tyler Brandt', email: 'tbrandt@westgatebmw.example' },
          ),
        CLAIMS.kim,
        { sent: '2025-02-05', time: '8:15 PM' },
      ),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'c-bd-06',
    voice: 'bdc_agent',
    received_at: '2025-05-20',
    claim: CLAIMS.brandt,
    kinds: ['credit'],
    text: dedent(`
      Hi Henrik, Amber here from Elmwood Mercedes-Benz! 😊 Our service manager can offer a $750 credit toward future
      service on the Sprinter, and we'll also waive the $189.50 diagnostic fee from your last visit. Lmk if u have any
      questions!!
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 939.5, deadline: null, notes: 'the credit plus the waived fee' },
  },
  {
    id: 'c-bd-07',
    voice: 'bdc_agent',
    received_at: '2025-12-22',
    claim: CLAIMS.navarro,
    kinds: ['spanish', 'deadline_end_of_next_week'],
    text: dedent(`
      Hola Elena!! Soy Karla de Ford Río Grande 🙂 El gerente de servicio aprobó 300 dólares de compensación por los
      días sin tu Maverick. ¿Me confirmas si lo aceptas para el fin de la próxima semana? Así lo metemos antes del
      cierre. Saludos!!
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 300, deadline: '2026-01-02' },
  },
  {
    id: 'c-bd-08',
    voice: 'bdc_agent',
    received_at: '2023-04-12',
    claim: CLAIMS.coleman,
    kinds: ['denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        hey Marcus, mgr went over ur claim 😕 unfortunately we can't do the $840 since u had one of our loaners the whole
        time the Charger was here. so sorry!! if theres anything else we can help w/ just text back
        - Destiny, Liberty Dodge BDC
      `) + quotedClaim('gt', CLAIMS.coleman, '2023-04-12', { wording: 1, ago: 6 }),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-bd-09',
    voice: 'bdc_agent',
    received_at: '2026-04-28',
    claim: CLAIMS.delacruz,
    kinds: ['waived_payments', 'deadline_across_month'],
    text: dedent(`
      Hi Marco, great news!! 🙌 We can waive ur next 2 pmts of $389 on the Ariya lease, NMAC is sending u an e-sign doc
      today. Pls sign it no later than the 15th or the first one will already post. Thx!! - Jess, Harborview Nissan
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 778, deadline: '2026-05-15', notes: 'the first 15th on or after Apr 28' },
  },
  {
    id: 'c-bd-10',
    voice: 'bdc_agent',
    received_at: '2024-10-15',
    claim: CLAIMS.zielinski,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Hi Dorota! Thx for reaching out 😊 I forwarded ur letter to our service manager Greg + the GM. they'll review
        and get back to u!
      `) + quotedClaim('gt', CLAIMS.zielinski, '2024-10-15', { wording: 4, ago: 1 }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'c-bd-11',
    voice: 'bdc_agent',
    received_at: '2025-09-09',
    claim: CLAIMS.mendoza,
    kinds: ['spanish', 'one_line_top_post', 'quoted_original'],
    text:
      'Hola Raúl! ya le pasé su correo al gerente de servicio 👍 él le marca. -Yesenia, Chevrolet Los Pinos' +
      quotedClaim('gt-es', CLAIMS.mendoza, '2025-09-09', { ago: 1 }),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
];
