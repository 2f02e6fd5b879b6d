import { CLAIMS } from '../claims';
import { dedent, quoteGtEs, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set a: a dealership office that writes in Spanish (amounts and dates the Spanish way). */
export const SPANISH_OFFICE_REPLIES: WrittenReply[] = [
  {
    id: 'a-es-01',
    voice: 'spanish_office',
    received_at: '2025-03-03',
    claim: CLAIMS.morales,
    kinds: ['spanish', 'amount_in_words', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Morales:

        Gracias por su paciencia. Después de revisar su caso con la gerencia, podemos ofrecerle doscientos cincuenta
        dólares como compensación por los días en que su Rogue estuvo en nuestro taller.

        Le agradeceríamos una respuesta antes del viernes.

        Atentamente,
        Departamento de Servicio
        Autos del Valle Nissan
      `) + quotedClaim('gt-es', CLAIMS.morales, '2025-03-03', { ago: 8 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 250, deadline: '2025-03-07' },
  },
  {
    id: 'a-es-02',
    voice: 'spanish_office',
    received_at: '2024-02-28',
    claim: CLAIMS.hernandez,
    kinds: ['spanish', 'conditional_on_release', 'deadline_other', 'quoted_original'],
    text:
      dedent(`
        Sr. Hernández:

        Le confirmamos que Hyundai Plaza Sur le ofrece 1.200,00 $ como gesto de buena voluntad, siempre que firme el
        documento de finiquito que le adjuntamos. Necesitamos el documento firmado a más tardar el 15 de marzo.

        Saludos cordiales,
        Lucía Paredes
        Atención al Cliente
      `) + quotedClaim('outlook-es', CLAIMS.hernandez, '2024-02-28', { ago: 14 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 1200, deadline: '2024-03-15' },
  },
  {
    id: 'a-es-03',
    voice: 'spanish_office',
    received_at: '2025-06-16',
    claim: CLAIMS.castillo,
    kinds: ['spanish', 'deadline_business_days'],
    text: dedent(`
      Buenos días, Sra. Castillo:

      Para poder estudiar su solicitud necesitamos que nos envíe copia de las facturas del coche de alquiler y del
      contrato de préstamo donde aparezca la cuota mensual. Por favor, envíelas dentro de diez días hábiles.

      Un saludo,
      Kia del Río – Oficina de Servicio
    `),
    truth: { language: 'es', intent: 'request_for_information', offered_amount: null, deadline: '2025-06-30' },
  },
  {
    id: 'a-es-04',
    voice: 'spanish_office',
    received_at: '2023-10-27',
    claim: CLAIMS.ruiz,
    kinds: ['spanish', 'denial_naming_money', 'quoted_original'],
    text:
      dedent(`
        Estimada Carmen:

        Hemos revisado su petición de los 750 $ solicitados por los diez días sin vehículo. Lamentablemente no podemos
        aceptarla: la reparación se hizo en garantía sin costo para usted y durante siete de esos días tuvo un coche de
        cortesía.

        Quedamos a su disposición para cualquier otra consulta.

        Ford del Sol
      `) + quotedClaim('gt-es', CLAIMS.ruiz, '2023-10-27', { ago: 5 }),
    truth: { language: 'es', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-es-05',
    voice: 'spanish_office',
    received_at: '2024-07-08',
    claim: CLAIMS.vega,
    kinds: ['spanish', 'deadline_before_meeting'],
    text: dedent(`
      Sr. Vega:

      Nos gustaría reunirnos con usted el jueves 11 de julio a las 10:00 en el concesionario para revisar el historial
      de reparaciones de su Equinox. Le pedimos que nos envíe los recibos del taxi antes de esa fecha.

      Atentamente,
      Roberto Salinas
      Gerente de Servicio, Chevrolet Centro
    `),
    truth: { language: 'es', intent: 'scheduling', offered_amount: null, deadline: '2024-07-10', notes: 'the day before the Jul 11 meeting' },
  },
  {
    id: 'a-es-06',
    voice: 'spanish_office',
    received_at: '2023-05-29',
    claim: CLAIMS.morales,
    kinds: ['spanish', 'case_number', 'quoted_original'],
    text:
      dedent(`
        Hola Rosa,

        Recibimos su solicitud. Su número de caso es 55-20931. Un asesor la está revisando y le escribiremos en cuanto
        tengamos una respuesta.

        Autos del Valle Nissan
      `) + quotedClaim('gt-es', CLAIMS.morales, '2023-05-29', { ago: 1 }),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-es-07',
    voice: 'spanish_office',
    received_at: '2025-10-31',
    claim: CLAIMS.hernandez,
    kinds: ['spanish', 'waived_payments', 'quoted_original'],
    text:
      dedent(`
        Estimado Sr. Hernández:

        Tras hablar con la financiera, le confirmamos que se le condonarán dos mensualidades de 389 $ de su préstamo
        (noviembre y diciembre). No tiene que hacer nada; el cambio aparecerá en su próximo estado de cuenta.

        Atentamente,
        Hyundai Plaza Sur
      `) + quotedClaim('outlook-es', CLAIMS.hernandez, '2025-10-31', { ago: 10 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 778, deadline: null },
  },
  {
    id: 'a-es-08',
    voice: 'spanish_office',
    received_at: '2024-12-02',
    claim: CLAIMS.castillo,
    kinds: ['spanish', 'percentage_of_bill', 'quoted_original'],
    text:
      dedent(`
        Sra. Castillo:

        La garantía no cubrió la última visita, cuya factura fue de 1.318,70 $. Como gesto comercial, Kia del Río le
        reembolsará el 50 % de esa factura.

        Saludos,
        Marta Quiroga, Atención al Cliente
      `) + quotedClaim('gt-es', CLAIMS.castillo, '2024-12-02', { ago: 9 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 659.35, deadline: null, notes: '50% of 1,318.70' },
  },
  {
    id: 'a-es-09',
    voice: 'spanish_office',
    received_at: '2026-01-12',
    claim: CLAIMS.ruiz,
    kinds: ['spanish', 'credit', 'one_line_top_post', 'quoted_original', 'long'],
    text:
      'Carmen, le podemos dar un crédito de servicio de 300 $ para su próxima visita. Avísenos.' +
      quoteGtEs(
        dedent(`
          Buenas tardes:

          Ya han pasado tres semanas desde mi último correo y no he recibido respuesta. Les recuerdo que el coche estuvo
          diez días en el taller por el mismo fallo de la transmisión, y que pagué de mi bolsillo 210 $ de taxis.

          Espero su respuesta antes del 15 de enero.

          Carmen Ruiz
        `) +
          quoteGtEs(
            dedent(`
              Carmen, recibido. Lo paso al gerente.
              Alberto
            `) + quotedClaim('gt-es', CLAIMS.ruiz, '2026-01-12', { ago: 40 }),
            CLAIMS.ruiz,
            { sent: '2025-12-04', time: '9:12', from: 'Alberto Campos', email: 'acampos@forddelsol.example' },
          ),
        CLAIMS.ruiz,
        { sent: '2026-01-08', time: '17:44' },
      ),
    truth: { language: 'es', intent: 'offer', offered_amount: 300, deadline: null },
  },
  {
    id: 'a-es-10',
    voice: 'spanish_office',
    received_at: '2023-03-31',
    claim: CLAIMS.vega,
    kinds: ['spanish', 'final_position', 'deadline_across_month'],
    text: dedent(`
      Sr. Vega:

      Hemos reconsiderado su caso. Nuestra oferta final es de 900 dólares; no podemos ir más allá. Si la acepta, le
      rogamos que nos lo comunique a más tardar el día 10.

      Chevrolet Centro – Gerencia
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 900, deadline: '2023-04-10', notes: 'the first 10th on or after Mar 31' },
  },
  {
    id: 'a-es-11',
    voice: 'spanish_office',
    received_at: '2024-09-21',
    claim: CLAIMS.morales,
    kinds: ['spanish', 'signature_noise', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Morales:

        Lamentamos informarle que no es posible atender su reclamación. Nissan no contempla compensaciones por el
        tiempo de inmovilización del vehículo.

        Atentamente,

        Autos del Valle Nissan
        Av. Insurgentes 4521, Col. Del Valle, C.P. 03100
        Tel. (55) 5555-0192 ext. 118 | WhatsApp 55 5555 0199
        Horario: lunes a viernes de 8:00 a 19:00, sábados de 9:00 a 14:00
        Cerrado el 16 de septiembre
      `) + quotedClaim('gt-es', CLAIMS.morales, '2024-09-21', { ago: 6 }),
    truth: { language: 'es', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'a-es-12',
    voice: 'spanish_office',
    received_at: '2023-07-07',
    claim: CLAIMS.hernandez,
    kinds: ['spanish', 'amount_in_words', 'deadline_end_of_next_week'],
    text: dedent(`
      Sr. Hernández:

      La gerencia ha aprobado una compensación de mil quinientos dólares por los días que su Tucson estuvo en el taller.
      Por favor confírmenos si está de acuerdo a finales de la semana próxima.

      Gracias,
      Hyundai Plaza Sur
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 1500, deadline: '2023-07-14' },
  },
  {
    id: 'a-es-13',
    voice: 'spanish_office',
    received_at: '2025-01-20',
    claim: CLAIMS.castillo,
    kinds: ['spanish', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Estimada clienta:

        Hemos recibido su solicitud y la estamos revisando. Le responderemos en un plazo de cinco días hábiles.

        Kia del Río
      `) + quotedClaim('gt-es', CLAIMS.castillo, '2025-01-20', { ago: 2 }),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2025-01-27' },
  },
  {
    id: 'a-es-14',
    voice: 'spanish_office',
    received_at: '2024-04-13',
    claim: CLAIMS.ruiz,
    kinds: ['spanish', 'typos'],
    text: 'hola carmen necesitamos copia de la factura de la renta del carro y el numero de VIN para poder ver su caso. gracias\n\nford del sol',
    truth: { language: 'es', intent: 'request_for_information', offered_amount: null, deadline: null },
  },
  {
    id: 'a-es-15',
    voice: 'spanish_office',
    received_at: '2025-08-29',
    claim: CLAIMS.vega,
    kinds: ['spanish', 'distractor_amounts', 'quoted_original'],
    text:
      dedent(`
        Sr. Vega:

        La factura total de la reparación fue de 2.415,30 $, de los cuales 100 $ corresponden a su deducible del
        contrato de servicio. El deducible no se puede devolver, pero le ofrecemos 600 $ por los días sin vehículo.

        Atentamente,
        Chevrolet Centro
      `) + quotedClaim('outlook-es', CLAIMS.vega, '2025-08-29', { ago: 7 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 600, deadline: null },
  },
  {
    id: 'a-es-16',
    voice: 'spanish_office',
    received_at: '2025-12-15',
    claim: CLAIMS.morales,
    kinds: ['spanish', 'quoted_original'],
    text:
      dedent(`
        Rosa, buenas tardes:

        El gerente quiere hablar con usted por teléfono. ¿Le parece bien el miércoles 17 a las 4 de la tarde? Si no,
        díganos qué día y hora le vienen mejor.

        Saludos,
        Autos del Valle Nissan
      `) + quotedClaim('gt-es', CLAIMS.morales, '2025-12-15', { ago: 4 }),
    truth: { language: 'es', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'a-es-17',
    voice: 'spanish_office',
    received_at: '2026-02-27',
    claim: CLAIMS.hernandez,
    kinds: ['spanish', 'conditional_on_release', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Estimado Sr. Hernández:

        Hyundai Plaza Sur le ofrece ochocientos setenta y cinco dólares a cambio de la firma de la carta de liberación
        adjunta. Le rogamos que nos la devuelva firmada dentro de diez días hábiles.

        Atentamente,
        Lucía Paredes
      `) + quotedClaim('outlook-es', CLAIMS.hernandez, '2026-02-27', { ago: 12 }),
    truth: { language: 'es', intent: 'offer', offered_amount: 875, deadline: '2026-03-13' },
  },
  {
    id: 'a-es-18',
    voice: 'spanish_office',
    received_at: '2023-11-24',
    claim: CLAIMS.castillo,
    kinds: ['spanish', 'out_of_office', 'quoted_original'],
    text:
      dedent(`
        Respuesta automática: Fuera de la oficina

        Gracias por su mensaje. Estaré fuera de la oficina hasta el lunes 4 de diciembre, sin acceso al correo. Para
        asuntos urgentes, llame al (55) 5555-0140.

        Marta Quiroga
      `) + quotedClaim('gt-es', CLAIMS.castillo, '2023-11-24', { ago: 0 }),
    truth: { language: 'es', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-es-19',
    voice: 'spanish_office',
    received_at: '2024-11-04',
    claim: CLAIMS.vega,
    kinds: ['spanish', 'deadline_other'],
    text: dedent(`
      Sr. Vega:

      Nos complace ofrecerle 1.250 dólares como compensación. El pago se realizará mediante transferencia dentro de 30
      días.

      Chevrolet Centro
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 1250, deadline: '2024-12-04', notes: 'the dealer will pay within 30 days' },
  },
  {
    id: 'a-es-20',
    voice: 'spanish_office',
    received_at: '2025-04-25',
    claim: CLAIMS.ruiz,
    kinds: ['spanish', 'deadline_across_month', 'quoted_original'],
    text:
      dedent(`
        Estimada Sra. Ruiz:

        Para continuar con su solicitud necesitamos el comprobante de pago del taxi del 2 de abril y una copia de su
        licencia de conducir. Por favor, envíenoslos a más tardar el 5 de mayo.

        Gracias,
        Ford del Sol
      `) + quotedClaim('gt-es', CLAIMS.ruiz, '2025-04-25', { ago: 9 }),
    truth: { language: 'es', intent: 'request_for_information', offered_amount: null, deadline: '2025-05-05' },
  },
];
