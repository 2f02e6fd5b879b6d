import type { WrittenReply } from '../types';
import { block, D_CLAIMS, gt } from './compose';

/** Set d: dealers' and makers' Spanish-speaking offices, writing in Spanish. */
export const SPANISH_OFFICE_REPLIES: WrittenReply[] = [
  {
    id: 'd-es-01',
    voice: 'spanish_office',
    received_at: '2025-01-24',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'amount_in_words', 'deadline_business_days', 'deadline_across_month'],
    text: block(`
      Estimada Sra. Morales:

      Hemos revisado su solicitud con el gerente de servicio. Autos del Valle Nissan le ofrece doscientos cincuenta
      dólares como compensación por los días que su Rogue estuvo en el taller. Si está de acuerdo, confírmelo por
      escrito dentro de diez días hábiles.

      Atentamente,
      Departamento de Atención al Cliente
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 250, deadline: '2025-02-07', notes: 'diez días hábiles tras el viernes 24 de enero' },
  },
  {
    id: 'd-es-02',
    voice: 'spanish_office',
    received_at: '2025-02-14',
    claim: D_CLAIMS.delgado,
    kinds: ['spanish', 'amount_shorthand', 'european_number_format', 'distractor_amounts', 'deadline_across_month'],
    text: block(`
      Sr. Delgado, buenas tardes.

      Usted nos pidió 1.520 $ por los dieciséis días. No llegamos a esa cifra, pero la gerencia aprobó 1,2k dólares de
      buena voluntad. Necesitamos su respuesta a más tardar el 3 de marzo para tramitar el cheque.

      Saludos,
      Irma Salazar
      Oficina hispana, Fiesta Chevrolet
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 1200,
      deadline: '2025-03-03',
      notes: '"1,2k" con coma decimal es 1200; los 1.520 $ son lo pedido',
    },
  },
  {
    id: 'd-es-03',
    voice: 'spanish_office',
    received_at: '2025-03-22',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish', 'denial_naming_money'],
    text: block(`
      Estimada Verónica:

      Lamentamos mucho las molestias, pero no podemos pagarle los 1.320 $ que solicita. La reparación de su Tucson se
      hizo bajo garantía y el retraso se debió al fabricante de la pieza. Le sugerimos comunicarse directamente con
      Hyundai Motor America.

      Un saludo cordial,
      Sol Hyundai - Atención en español
    `),
    truth: { language: 'es', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-es-04',
    voice: 'spanish_office',
    received_at: '2025-04-25',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'deadline_before_meeting', 'deadline_across_month'],
    text: block(`
      Hola Lucía:

      El gerente general quiere hablar con usted en persona sobre su reclamación. Le proponemos el martes 6 de mayo a
      las 11:00 en nuestras oficinas. Antes de esa fecha, por favor envíenos por correo las facturas del coche de
      alquiler para que pueda revisarlas.

      Gracias,
      Rosa
    `),
    truth: {
      language: 'es',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2025-05-05',
      notes: '"antes de esa fecha": el día anterior a la reunión del martes 6 de mayo',
    },
  },
  {
    id: 'd-es-05',
    voice: 'spanish_office',
    received_at: '2025-06-02',
    claim: D_CLAIMS.delgado,
    kinds: ['spanish', 'out_of_office'],
    text: block(`
      Respuesta automática: Estaré fuera de la oficina hasta el lunes 16 de junio, con acceso limitado al correo. Para
      asuntos urgentes llame al (956) 555-0164 o escriba a servicio@fiestachevy.example.

      Irma Salazar
    `),
    truth: { language: 'es', intent: 'other', offered_amount: null, deadline: null, notes: 'la fecha de regreso no es un plazo' },
  },
  {
    id: 'd-es-06',
    voice: 'spanish_office',
    received_at: '2025-07-11',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish', 'waived_payments', 'european_number_format', 'conditional_on_release', 'relative_weekday', 'deadline_other'],
    text: block(`
      Estimada Sra. Castillo:

      Como gesto de buena voluntad, el concesionario pagará por usted dos mensualidades de su préstamo de 389,50 $ cada
      una. Para hacerlo necesitamos que firme el documento de renuncia adjunto y nos lo devuelva a más tardar el
      viernes.

      Quedamos a sus órdenes,
      Departamento de Finanzas - Sol Hyundai
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 779,
      deadline: '2025-07-18',
      notes: 'dos pagos de 389,50 $; el primer viernes después del viernes 11 de julio',
    },
  },
  {
    id: 'd-es-07',
    voice: 'spanish_office',
    received_at: '2025-08-29',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'one_line_top_post', 'quoted_original'],
    text:
      'Lucía, le confirmo que le reembolsaremos 480 $ por los días sin vehículo. Saludos, Rosa\n\n' +
      'El mié, 27 ago 2025 a las 18:12, Lucía Morales <lmorales@example.com> escribió:\n' +
      gt(`
        Hello, I'm writing in English so the service manager can read it too. My Rogue was at your dealership for 21
        days in July. I am requesting $1,260 (21 days at $60/day) for the rental I had to pay. Please let me know by
        Friday.
      `),
    truth: { language: 'es', intent: 'offer', offered_amount: 480, deadline: null, notes: 'the English and the ask are in the quoted mail' },
  },
  {
    id: 'd-es-08',
    voice: 'spanish_office',
    received_at: '2025-09-30',
    claim: D_CLAIMS.delgado,
    kinds: ['spanish', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Sr. Delgado:

      Para poder estudiar su caso necesitamos copia de las órdenes de reparación, el contrato de alquiler y los recibos
      de pago. Envíelos dentro de 15 días a esta misma dirección. Todavía no se ha tomado ninguna decisión.

      Oficina hispana
    `),
    truth: {
      language: 'es',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2025-10-15',
      notes: '15 días naturales tras el 30 de septiembre',
    },
  },
  {
    id: 'd-es-09',
    voice: 'spanish_office',
    received_at: '2025-10-24',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish', 'case_number', 'deadline_end_of_next_week'],
    text: block(`
      Estimada clienta:

      Hemos recibido su solicitud. Su caso quedó registrado con el número HMA-ES-55120. Un especialista lo revisará y
      le daremos una respuesta a finales de la próxima semana.

      Hyundai Motor America - Atención al Cliente en Español
    `),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2025-10-31', notes: 'el viernes de la semana siguiente' },
  },
  {
    id: 'd-es-10',
    voice: 'spanish_office',
    received_at: '2025-11-15',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'final_position', 'deadline_across_month'],
    text: block(`
      Lucía:

      Hemos vuelto a revisar todo con Nissan. Nuestra posición final es de 600 dólares (seiscientos), pagaderos con
      cheque. La oferta está vigente por 30 días.

      Rosa Iglesias
      Autos del Valle Nissan | 1850 E. Main St., Ste. 4 | El Centro, CA 92243 | (760) 555-0131
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 600, deadline: '2025-12-15', notes: '30 días naturales tras el 15 de noviembre' },
  },
  {
    id: 'd-es-11',
    voice: 'spanish_office',
    received_at: '2025-12-22',
    claim: D_CLAIMS.delgado,
    kinds: ['spanish', 'credit', 'distractor_amounts', 'deadline_across_month'],
    text: block(`
      Estimado Sr. Delgado:

      Le ofrecemos un crédito de servicio de 350 $ en su cuenta, válido para cualquier trabajo en nuestro taller. El
      deducible de 100 $ que pagó por la reparación no es reembolsable. Le pedimos que nos confirme si acepta a más
      tardar el 9 de enero.

      Felices fiestas,
      Fiesta Chevrolet
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 350,
      deadline: '2026-01-09',
      notes: 'el deducible no es la oferta; el 9 de enero del año siguiente',
    },
  },
  {
    id: 'd-es-12',
    voice: 'spanish_office',
    received_at: '2026-01-23',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish', 'forwarded_chain', 'quoted_original', 'relative_weekday', 'deadline_other'],
    text:
      block(`
        Verónica, le reenvío lo que nos contestó Hyundai. Lo estamos revisando con la gerencia y le respondemos el
        miércoles.
      `) +
      '\n\n---------- Mensaje reenviado ---------\n' +
      block(`
        De: Greg Tanaka <gtanaka@hma.example>
        Fecha: jueves, 22 ene 2026
        Asunto: RE: Castillo

        -----Mensaje original-----
        The region will consider sharing the cost if the dealer contributes. Please send me the dealer's proposal by
        January 30.
      `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-01-28',
      notes: 'el 30 de enero está en el correo reenviado; el miércoles siguiente al viernes 23 de enero',
    },
  },
  {
    id: 'd-es-13',
    voice: 'spanish_office',
    received_at: '2026-03-06',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'table_layout', 'percentage_of_bill', 'european_number_format'],
    text: block(`
      Sra. Morales, este es el resumen de lo aprobado:

        Concepto                        Importe
        Factura de alquiler (21 días)   1.036,80 $
        Porcentaje cubierto             50 %
        Reembolso                       518,40 $

      El reembolso se hará por transferencia.
      Rosa
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 518.4, deadline: null, notes: 'la mitad de la factura de 1.036,80 $' },
  },
  {
    id: 'd-es-14',
    voice: 'spanish_office',
    received_at: '2026-04-30',
    claim: D_CLAIMS.delgado,
    kinds: ['spanish', 'offer_without_value', 'signature_noise'],
    text: block(`
      Sr. Delgado:

      Entendemos su frustración y queremos compensarle de alguna manera por el tiempo sin su Tahoe. Nos gustaría hablar
      con usted sobre un gesto de buena voluntad que le parezca justo.

      Irma Salazar
      Fiesta Chevrolet - Oficina hispana
      3300 W. Expressway 83, Edificio B, McAllen, TX 78501
      Tel. (956) 555-0164 | Cel. (956) 555-0177 | Fax (956) 555-0165
      Horario: lunes a viernes de 9:00 a 18:00
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: null, deadline: null, notes: 'a gesture is offered with no value' },
  },
  {
    id: 'd-es-15',
    voice: 'spanish_office',
    received_at: '2026-07-17',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish', 'multiple_offers_revised', 'deadline_other'],
    text: block(`
      Verónica:

      La semana pasada le ofrecimos 500 $. Después de hablar con Hyundai podemos mejorar la oferta: ahora son 750 $ en
      total, en lugar de los 500. Tiene hasta fin de mes para aceptarla.

      Saludos cordiales,
      Sol Hyundai
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 750,
      deadline: '2026-07-31',
      notes: 'la oferta revisada sustituye a la anterior; el último día de julio',
    },
  },
  {
    id: 'd-es-16',
    voice: 'spanish_office',
    received_at: '2026-05-31',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'html_remnants', 'ticket_acknowledgement'],
    text: block(`
      <div>Estimada cliente:</div><div>&nbsp;</div><div>Hemos recibido su solicitud (ticket n.º 30417). Un asesor la
      revisará y se pondrá en contacto con usted.</div><div>&nbsp;</div><div>Por favor, no responda a este
      mensaje.</div><br>[cid:image002.jpg@01DB1F0A.5C2E3D10]
    `),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'd-es-17',
    voice: 'spanish_office',
    received_at: '2026-10-16',
    claim: D_CLAIMS.morales,
    kinds: ['spanish', 'quoted_original', 'amount_in_words', 'deadline_business_days'],
    text:
      block(`
        Estimada Sra. Morales:

        Tras revisar de nuevo su caso con Nissan, le ofrecemos mil cien dólares por los días sin vehículo. Le rogamos
        que nos confirme su aceptación dentro de cinco días hábiles.

        Atentamente,
        Rosa Iglesias
      `) +
      '\n\n-----Mensaje original-----\n' +
      block(`
        De: Lucía Morales
        Enviado: martes, 13 de octubre de 2026 10:05
        Para: Autos del Valle Nissan
        Asunto: Reclamación

        Les escribo otra vez por los 21 días que mi Rogue estuvo en el taller. Pido 1.260 $ (21 días a 60 $).
      `),
    truth: { language: 'es', intent: 'offer', offered_amount: 1100, deadline: '2026-10-23', notes: 'cinco días hábiles tras el viernes 16 de octubre' },
  },
];
