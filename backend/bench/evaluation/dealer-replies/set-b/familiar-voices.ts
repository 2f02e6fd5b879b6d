import { CLAIMS } from '../claims';
import { dedent, quoteGt, quoteGtEs, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set b: the voices of set a again, written afresh for new claims. */
export const FAMILIAR_VOICE_REPLIES: WrittenReply[] = [
  {
    id: 'b-sm-01',
    voice: 'service_manager',
    received_at: '2024-10-16',
    claim: CLAIMS.kaur,
    kinds: ['distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Harpreet,

        Got the Uber receipts - $212.40, $188.15 and $24.45. We'll pay back all three, $425 total, and I've asked
        accounting to send it by Zelle this week since you said that's easiest.

        Curtis
        Service Mgr, Silver State Toyota
      `) + quotedClaim('gt', CLAIMS.kaur, '2024-10-16', { wording: 1, ago: 4 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 425, deadline: null },
  },
  {
    id: 'b-sm-02',
    voice: 'service_manager',
    received_at: '2025-05-27',
    claim: CLAIMS.obrien,
    kinds: ['final_position', 'typos'],
    text: dedent(`
      liam, talked to walt. last and final from the service side is $1,400, wich is more then we've ever done on a
      warranty truck. need a yes or no by friday so i can get it into this months goodwill budget
      - jerry
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 1400, deadline: '2025-05-30' },
  },
  {
    id: 'b-sm-03',
    voice: 'service_manager',
    received_at: '2023-05-14',
    claim: CLAIMS.nakamura,
    kinds: ['one_line_top_post', 'deadline_other', 'quoted_original', 'long'],
    text:
      'on it, will call you tmrw. -Jeff' +
      quoteGt(
        dedent(`
          Jeff,

          I'm writing again because the leak is back after the third visit, and I still haven't heard anything about the
          downtime request I sent on April 28. The car was at Evergreen 7 days in total, and I took a Lyft to work each
          day ($31 each way). My request was $525.

          I'd appreciate a call.
          Aiko
        `) +
          quoteGt(
            dedent(`
              Hi Aiko, thanks for the note. We'll take a look at the seal again when it's back in. - Jeff
            `) + quotedClaim('gt', CLAIMS.nakamura, '2023-05-14', { wording: 2, ago: 16 }),
            CLAIMS.nakamura,
            { sent: '2023-05-02', time: '3:03 PM', from: 'Jeff Lundgren', email: 'jlundgren@evergreensubaru.example' },
          ),
        CLAIMS.nakamura,
        { sent: '2023-05-13', time: '6:26 PM' },
      ),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2023-05-15', notes: 'the dealer will call tomorrow' },
  },
  {
    id: 'b-sm-04',
    voice: 'service_manager',
    received_at: '2025-09-27',
    claim: CLAIMS.mbeki,
    kinds: ['signature_noise'],
    text: dedent(`
      Ms. Mbeki,

      Could you bring the GV70 in Monday at 7:30 AM for a road test with our master technician? I'd like him to feel
      the shudder himself before we talk about next steps. A loaner will be waiting.

      --
      Andre Baptiste | Service Manager
      PARKWAY GENESIS
      7100 Parkway Blvd · Suite B · Raleigh, NC 27615
      o: 919.555.0124 x 302 · c: 919.555.0181 · f: 919.555.0125
      Service Drive: M–F 7:00–7:00 · Sat 8:00–4:00 · Sun closed
      Genesis Customer Care 1-844-340-9741
      Confidentiality notice: this message may contain privileged information.
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'b-sm-05',
    voice: 'service_manager',
    received_at: '2023-07-26',
    claim: CLAIMS.johansson,
    kinds: ['denial_naming_money', 'long'],
    text: dedent(`
      Mr. Johansson,

      I've put together the timeline you asked for, because I think it explains our answer:

      June 2   Wrangler in for no-start. Diagnosed high-voltage battery fault. Parts ordered same day.
      June 3   Loaner issued (2023 Compass).
      June 20  Parts arrived. Repair completed June 21.
      June 29  Back in for check-engine light. Loose connector found and secured, 1 day.
      July 10  Back in for the radio. Software update, 1 day, done while you waited.

      You were in our loaner from June 3 to June 21, with no charge for it or for the $4,112.90 repair. The $3,135 in
      your statement counts every day from June 2 to July 10, including the days you had your Wrangler back.

      We will not be paying goodwill on this one. I'm happy to walk you through the repair orders in person if that
      would help.

      Regards,
      Carl Dietz
      Service Manager, Bluewater Jeep
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'b-cr-01',
    voice: 'customer_relations',
    received_at: '2025-06-02',
    claim: CLAIMS.rossi,
    kinds: ['other_language', 'quoted_original'],
    text:
      dedent(`
        Gentile Sig.ra Rossi,

        la ringraziamo per la sua segnalazione. Abbiamo esaminato la sua richiesta e siamo lieti di offrirle un
        rimborso di 700 dollari per i giorni di fermo della sua Stelvio. La preghiamo di confermarci entro il 15 giugno.

        Cordiali saluti,
        Relazioni Clienti, Northshore Alfa Romeo
      `) + quotedClaim('gt', CLAIMS.rossi, '2025-06-02', { wording: 2, ago: 6 }),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'Italian' },
  },
  {
    id: 'b-cr-02',
    voice: 'customer_relations',
    received_at: '2023-12-06',
    claim: CLAIMS.kaur,
    kinds: ['deadline_end_of_next_week'],
    text: dedent(`
      Dear Ms. Kaur,

      We're sorry for the trouble with your Highlander. Silver State Toyota can offer $500, paid by check, in
      recognition of the time it spent with us. Could you let us know whether you accept by the close of next week?

      Warmly,
      Customer Relations Team
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 500, deadline: '2023-12-15' },
  },
  {
    id: 'b-cr-03',
    voice: 'customer_relations',
    received_at: '2024-09-06',
    claim: CLAIMS.obrien,
    kinds: ['deadline_business_days', 'signature_noise'],
    text: dedent(`
      Dear Mr. O'Brien,

      Our review is on hold until we receive the charging-station installer's report you mentioned on the phone. Please
      forward it within ten business days.

      Granite Ford Customer Relations
      55 Depot Rd. | Concord, NH 03301 | 603-555-0160 x 12
      Hours: Mon–Fri 8:30 AM – 5:00 PM | Closed Labor Day (9/2)
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-09-20' },
  },
  {
    id: 'b-cr-04',
    voice: 'customer_relations',
    received_at: '2026-03-07',
    claim: CLAIMS.nakamura,
    kinds: ['amount_shorthand', 'quoted_original'],
    text:
      dedent(`
        Ms. Nakamura,

        Following your second request, Evergreen Subaru has approved a goodwill payment of USD 650 (more than your
        original request, to account for the second round of repairs). It will be mailed within the week.

        Customer Relations
      `) + quotedClaim('outlook', CLAIMS.nakamura, '2026-03-07', { wording: 4, ago: 12 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 650, deadline: null },
  },
  {
    id: 'b-gm-01',
    voice: 'general_manager',
    received_at: '2023-02-22',
    claim: CLAIMS.mbeki,
    kinds: ['amount_shorthand', 'conditional_on_release', 'quoted_original'],
    text:
      dedent(`
        Ms. Mbeki - I can approve $1.1k. Our attorney requires a signed release for any goodwill over $1,000, so you'll
        get that from my office today. Once it's back, the check goes out the same day.

        Kofi Mensah, GM
      `) + quotedClaim('gt', CLAIMS.mbeki, '2023-02-22', { wording: 1, ago: 8 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1100, deadline: null },
  },
  {
    id: 'b-gm-02',
    voice: 'general_manager',
    received_at: '2024-12-23',
    claim: CLAIMS.kaur,
    kinds: ['deadline_other'],
    text: dedent(`
      Harpreet,

      Your letter reached me just as we close for Christmas. I want to give it proper attention rather than a rushed
      reply, so I'll have an answer for you by Jan 3.

      Happy holidays,
      Gordon Pike
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-01-03' },
  },
  {
    id: 'b-gm-03',
    voice: 'general_manager',
    received_at: '2025-11-22',
    claim: CLAIMS.johansson,
    kinds: ['waived_payments', 'quoted_original'],
    text:
      dedent(`
        Nils,

        New GM here - I've inherited your file. I think the store should have done more. We'll cover two payments
        ($641.22 ea.) on the Wrangler, sent straight to Chrysler Capital.

        Lauren Hayes
        General Manager, Bluewater Jeep
      `) + quotedClaim('outlook', CLAIMS.johansson, '2025-11-22', { wording: 2, ago: 30 }),
    truth: { language: 'en', intent: 'offer', offered_amount: 1282.44, deadline: null },
  },
  {
    id: 'b-es-01',
    voice: 'spanish_office',
    received_at: '2023-06-07',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'amount_in_words', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Santos:

        Tras revisar las tres visitas de su Traverse, la dirección del concesionario ha autorizado una compensación de
        setecientos cincuenta dólares, que le entregaremos mediante cheque en nuestras oficinas.

        Atentamente,
        Servicio al Cliente
        Motores del Norte Chevrolet
      `) + quotedClaim('outlook-es', CLAIMS.santos, '2023-06-07', { ago: 10 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 750, deadline: null },
  },
  {
    id: 'b-es-02',
    voice: 'spanish_office',
    received_at: '2024-08-24',
    claim: CLAIMS.ramirez,
    kinds: ['spanish', 'denial_naming_money'],
    text: dedent(`
      Sr. Ramírez:

      Hemos estudiado su reclamación por la cantidad de 675 $. Sentimos comunicarle que no procede: el vehículo se
      reparó en garantía y el retraso se debió a la falta de piezas del fabricante, ajena a nuestro taller.

      Reciba un saludo,
      Toyota Costa Azul
    `),
    truth: { language: 'es', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'b-es-03',
    voice: 'spanish_office',
    received_at: '2025-03-26',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'percentage_of_bill', 'quoted_original'],
    text:
      dedent(`
        Beatriz:

        La última reparación no entraba en la garantía y la factura ascendió a 1.980,00 $. La gerencia ha decidido
        devolverle el 40 % del importe de esa factura.

        Un saludo,
        Motores del Norte
      `) + quotedClaim('gt-es', CLAIMS.santos, '2025-03-26', { ago: 6 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 792, deadline: null, notes: '40% of 1,980.00' },
  },
  {
    id: 'b-es-04',
    voice: 'spanish_office',
    received_at: '2023-02-01',
    claim: CLAIMS.ramirez,
    kinds: ['spanish', 'deadline_business_days'],
    text: dedent(`
      Buenos días, don Héctor:

      Para darle una respuesta necesitamos el recibo de la grúa y la constancia del alquiler del coche. Le pedimos que
      nos los haga llegar en un plazo de cinco días hábiles.

      Gracias de antemano,
      Toyota Costa Azul – Atención al Cliente
    `),
    truth: { language: 'es', intent: 'request_for_information', offered_amount: null, deadline: '2023-02-08' },
  },
  {
    id: 'b-es-05',
    voice: 'spanish_office',
    received_at: '2024-05-20',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'quoted_original'],
    text:
      dedent(`
        Sra. Santos:

        Le proponemos una cita con el jefe de taller el viernes 24 de mayo a las 11:00, para revisar juntos el historial
        de su vehículo. Si le es posible, traiga las facturas que tenga.

        Motores del Norte Chevrolet
      `) + quotedClaim('gt-es', CLAIMS.santos, '2024-05-20', { ago: 3 }),
    truth: { language: 'es', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'b-es-06',
    voice: 'spanish_office',
    received_at: '2025-10-15',
    claim: CLAIMS.ramirez,
    kinds: ['spanish', 'final_position', 'conditional_on_release'],
    text: dedent(`
      Don Héctor:

      Nuestra última oferta es de 450 $, a cambio de que firme el finiquito que le adjuntamos. No podremos mejorarla.

      Toyota Costa Azul
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 450, deadline: null },
  },
  {
    id: 'b-es-07',
    voice: 'spanish_office',
    received_at: '2026-01-18',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'case_number', 'deadline_other'],
    text: dedent(`
      Estimada clienta:

      Su reclamación ha quedado registrada con el expediente n.º 2026-0118-44. Le daremos una respuesta a más tardar el
      viernes 30 de enero.

      Motores del Norte Chevrolet
    `),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2026-01-30' },
  },
  {
    id: 'b-es-08',
    voice: 'spanish_office',
    received_at: '2024-12-27',
    claim: CLAIMS.ramirez,
    kinds: ['spanish', 'deadline_across_month', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Sr. Ramírez:

        Su solicitud era de 675 $ (9 días a 75 $). Le podemos ofrecer 1.000 $ en total si incluimos la reparación del
        parachoques que pagó en noviembre (325 $). Necesitamos su respuesta no más tarde del día 3.

        Atentamente,
        Toyota Costa Azul
      `) +
      quoteGtEs(
        dedent(`
          Buenos días. Además de los días sin coche, les recuerdo que pagué 325 $ por el parachoques que se dañó en su
          taller. Héctor Ramírez
        `),
        CLAIMS.ramirez,
        { sent: '2024-12-20', time: '10:05' },
      ),
    truth: { language: 'es', intent: 'offer', offered_amount: 1000, deadline: '2025-01-03', notes: 'the first 3rd on or after Dec 27' },
  },
];
