import { CLAIMS } from '../claims';
import { dedent, forwarded, quoteGtEs, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set c: dealer offices that answer in Spanish. */
export const SPANISH_OFFICE_REPLIES: WrittenReply[] = [
  {
    id: 'c-es-01',
    voice: 'spanish_office',
    received_at: '2025-03-05',
    claim: CLAIMS.ortiz,
    kinds: ['spanish', 'amount_in_words', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Ortiz:

        Hemos revisado su solicitud con el departamento de servicio. Reconocemos que la espera por la pieza fue más larga
        de lo razonable, y por ello le ofrecemos quinientos cincuenta dólares como compensación. Si está de acuerdo,
        le rogamos que nos lo confirme dentro de diez días hábiles para tramitar el cheque.

        Un cordial saludo,
        Atención al Cliente - Nissan Las Palmas
      `) + quotedClaim('gt-es', CLAIMS.ortiz, '2025-03-05', { ago: 6 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 550, deadline: '2025-03-19' },
  },
  {
    id: 'c-es-02',
    voice: 'spanish_office',
    received_at: '2023-10-10',
    claim: CLAIMS.ibarra,
    kinds: ['spanish', 'credit', 'quoted_original'],
    text:
      dedent(`
        Hola Lucía:

        Gracias por su paciencia. Como gesto de buena voluntad hemos cargado en su cuenta un crédito de servicio de
        200 dólares, que puede usar en cualquier mantenimiento de su RAV4 en Toyota Sierra Alta.

        Saludos cordiales,
        Mónica Salgado
        Asesora de Servicio
      `) + quotedClaim('outlook-es', CLAIMS.ibarra, '2023-10-10', { ago: 4 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 200, deadline: null },
  },
  {
    id: 'c-es-03',
    voice: 'spanish_office',
    received_at: '2024-06-18',
    claim: CLAIMS.mendoza,
    kinds: ['spanish', 'denial_naming_money'],
    text: dedent(`
      Sr. Mendoza:

      Lamentamos informarle que no podemos cubrir los 1.500 $ que solicita. Durante la reparación usted contó con un
      vehículo de cortesía, y el deducible de 250 $ corresponde a su contrato de garantía extendida, no a nuestro taller.

      Atentamente,
      Gerencia de Servicio, Chevrolet Los Pinos
    `),
    truth: { language: 'es', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'c-es-04',
    voice: 'spanish_office',
    received_at: '2024-09-03',
    claim: CLAIMS.navarro,
    kinds: ['spanish', 'deadline_before_meeting'],
    text: dedent(`
      Buenos días, Sra. Navarro:

      El gerente general quiere reunirse con usted para hablar de su reclamación. ¿Le vendría bien el jueves 12 de
      septiembre a las 10:00 en nuestras oficinas? Antes de esa fecha, por favor envíenos las facturas del coche de
      alquiler, para que podamos revisarlas.

      Saludos,
      Recepción - Ford Río Grande
    `),
    truth: { language: 'es', intent: 'scheduling', offered_amount: null, deadline: '2024-09-11', notes: 'the day before the meeting on the 12th' },
  },
  {
    id: 'c-es-05',
    voice: 'spanish_office',
    received_at: '2025-08-26',
    claim: CLAIMS.pena,
    kinds: ['spanish', 'percentage_of_bill', 'quoted_original'],
    text:
      dedent(`
        Estimada Sofía:

        Recibimos la factura de la agencia de alquiler por 612,40 $. Kia Monterrey Motors le reembolsará el 50 % de ese
        importe mediante transferencia bancaria.

        Quedamos a sus órdenes,
        Departamento de Atención a Clientes
      `) + quotedClaim('gt-es', CLAIMS.pena, '2025-08-26', { ago: 3 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 306.2, deadline: null, notes: '50% of 612,40' },
  },
  {
    id: 'c-es-06',
    voice: 'spanish_office',
    received_at: '2024-01-29',
    claim: CLAIMS.ortiz,
    kinds: ['spanish', 'deadline_across_month'],
    text: dedent(`
      Sra. Ortiz:

      Para poder estudiar su solicitud necesitamos una copia de las órdenes de reparación, los recibos de transporte y
      una identificación oficial. Le pedimos que nos los haga llegar a más tardar el día 15.

      Gracias,
      Nissan Las Palmas - Servicio
    `),
    truth: { language: 'es', intent: 'request_for_information', offered_amount: null, deadline: '2024-02-15' },
  },
  {
    id: 'c-es-07',
    voice: 'spanish_office',
    received_at: '2023-07-18',
    claim: CLAIMS.ibarra,
    kinds: ['spanish', 'case_number', 'deadline_business_days'],
    text: dedent(`
      Estimada clienta:

      Hemos registrado su reclamación con el número de caso TSA-44810. Un asesor la revisará y le responderá en un plazo
      de cinco días hábiles. Por favor, conserve este número para cualquier consulta.

      Toyota Sierra Alta - Relaciones con Clientes
    `),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2023-07-25' },
  },
  {
    id: 'c-es-08',
    voice: 'spanish_office',
    received_at: '2026-05-26',
    claim: CLAIMS.mendoza,
    kinds: ['spanish', 'final_position', 'conditional_on_release', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Sr. Mendoza:

        Tras su segunda carta, la gerencia ha reconsiderado su caso. Nuestra oferta final es de 1.200,00 $, que se pagará
        una vez que firme el finiquito adjunto. Necesitamos el documento firmado a más tardar a fin de mes.

        Atentamente,
        Raquel Domínguez
        Gerente General, Chevrolet Los Pinos
      `) + quotedClaim('outlook-es', CLAIMS.mendoza, '2026-05-26', { ago: 9 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 1200, deadline: '2026-05-31' },
  },
  {
    id: 'c-es-09',
    voice: 'spanish_office',
    received_at: '2025-01-21',
    claim: CLAIMS.navarro,
    kinds: ['spanish', 'waived_payments'],
    text: dedent(`
      Hola Elena:

      Te escribo de la oficina de financiamiento. Ford Río Grande cubrirá dos mensualidades de tu préstamo, de 389,50 $
      cada una, a partir de febrero. No tienes que hacer nada; verás el ajuste en tu estado de cuenta.

      Un saludo,
      Julián Herrera
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 779, deadline: null, notes: '2 × 389,50' },
  },
  {
    id: 'c-es-10',
    voice: 'spanish_office',
    received_at: '2025-06-04',
    claim: CLAIMS.pena,
    kinds: ['spanish', 'out_of_office'],
    text: dedent(`
      Gracias por su mensaje. Estaré fuera de la oficina hasta el lunes 9 de junio, con acceso limitado al correo. Para
      asuntos urgentes de servicio, llame al 81 5555 0132.

      Adriana Ríos
      Kia Monterrey Motors
    `),
    truth: { language: 'es', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'c-es-11',
    voice: 'spanish_office',
    received_at: '2024-03-12',
    claim: CLAIMS.ortiz,
    kinds: ['spanish', 'one_line_top_post', 'quoted_original'],
    text:
      'Recibido, Sra. Ortiz. Lo reviso con el gerente y le aviso. Saludos, Tomás' +
      quoteGtEs(
        dedent(`
          Buenas tardes, Tomás:

          Le reenvío los recibos de Uber (327,80 $ en total) y la orden de reparación que me pidió. Como le dije, el
          Pathfinder estuvo 16 días en el taller y mi solicitud es de 1.520 $.

          Valeria Ortiz
        `) + quotedClaim('gt-es', CLAIMS.ortiz, '2024-03-12', { ago: 20 }),
        CLAIMS.ortiz,
        { sent: '2024-03-11', time: '17:45' },
      ),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'c-es-12',
    voice: 'spanish_office',
    received_at: '2024-11-05',
    claim: CLAIMS.ibarra,
    kinds: ['spanish', 'forwarded_chain', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Lucía, le reenvío la nota de nuestro jefe de taller para que vea cómo se calculó. La gerencia aprobó
        cuatrocientos dólares en total, que le pagaremos por transferencia.

        Mónica
      `) +
      forwarded(
        dedent(`
          Mónica:
          La clienta pide 900 $ (12 días a 75 $). El vehículo estuvo parado 5 días esperando su autorización. Propongo
          7 días a 50 $, o sea 350 $.
          Ernesto
        `),
        CLAIMS.ibarra,
        { sent: '2024-11-04', time: '9:10 AM', from: 'Ernesto Lara', email: 'elara@toyotasierraalta.example', to: 'Mónica Salgado', subject: 'Caso Ibarra' },
      ),
    truth: { language: 'es', intent: 'offer', offered_amount: 400, deadline: null, notes: 'the 350 proposal and the ask are not the offer' },
  },
];
