import type { WrittenReply } from '../types';
import { block, E_CLAIMS } from './compose';

/** Set e: dealers' and makers' Spanish-speaking offices, answering owners who wrote in Spanish. */
export const SPANISH_OFFICE_REPLIES: WrittenReply[] = [
  {
    id: 'e-es-01',
    voice: 'spanish_office',
    received_at: '2026-01-08',
    claim: E_CLAIMS.quintero,
    kinds: ['spanish', 'quoted_original', 'amount_in_words', 'deadline_business_days'],
    text: block(`
      Estimada Sra. Quintero:

      Gracias por su paciencia. Revisamos las órdenes de reparación de su Tacoma junto con el jefe de taller y
      reconocemos que la segunda visita se alargó más de lo debido. Toyota Mesa Verde le ofrece quinientos cincuenta
      dólares por los días sin vehículo. Si está de acuerdo, responda a este correo dentro de diez días hábiles.

      Atentamente,
      Lorena Pizarro
      Atención a Clientes Hispanos, Toyota Mesa Verde

      El vie, 2 ene 2026 a las 19:40, Adela Quintero (<adela.quintero@example.com>) escribió:
      > Buenas tardes. Mi Tacoma estuvo 12 días en el taller. Solicito 1.056 $ (12 días a 88 $ por día).
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 550,
      deadline: '2026-01-22',
      notes: 'quinientos cincuenta = 550; diez días hábiles tras el jueves 8 de enero es el jueves 22',
    },
  },
  {
    id: 'e-es-02',
    voice: 'spanish_office',
    received_at: '2026-01-16',
    claim: E_CLAIMS.benavides,
    kinds: ['spanish', 'european_number_format', 'distractor_amounts', 'deadline_end_of_next_week'],
    text: block(`
      Sr. Benavides:

      No podemos cubrir los 1.000,00 $ que nos solicitó, porque tres de los dieciséis días la camioneta estuvo lista
      y nadie pasó a recogerla. Por los otros trece días, a su tarifa de 62,50 $, le ofrecemos 812,50 $. Le pedimos
      que nos confirme antes del fin de la próxima semana.

      Un saludo,
      Oficina en español, Nissan Puerta del Sol
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 812.5,
      deadline: '2026-01-23',
      notes: '812,50 con coma decimal; 1.000,00 es lo pedido y 62,50 la tarifa; viernes de la semana siguiente al viernes 16 de enero',
    },
  },
  {
    id: 'e-es-03',
    voice: 'spanish_office',
    received_at: '2026-02-04',
    claim: E_CLAIMS.arrieta,
    kinds: ['spanish', 'quoted_original', 'denial_naming_money'],
    text: block(`
      Estimada Graciela:

      Lamentamos las molestias, pero no nos es posible pagarle los 990 $ que solicita. La reparación de la Palisade se
      hizo con cargo a su póliza de servicio extendido, de la que usted pagó únicamente el deducible de 100 $, y le
      ofrecimos un auto de cortesía desde el primer día.

      Reciba un cordial saludo,
      Departamento de Servicio al Cliente, Hyundai Bahía

      -----Mensaje original-----
      De: Graciela Arrieta <g.arrieta@example.com>
      Enviado el: 1 de feb. de 2026 20:15
      Para: Hyundai Bahía
      Asunto: Solicitud de compensación - Palisade

      Solicito 990 $ por los 11 días que mi Palisade estuvo en el taller.
    `),
    truth: {
      language: 'es',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'rechazo que menciona lo pedido y el deducible',
    },
  },
  {
    id: 'e-es-04',
    voice: 'spanish_office',
    received_at: '2026-02-12',
    claim: E_CLAIMS.zamora,
    kinds: ['spanish', 'waived_payments', 'european_number_format', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Sr. Efraín Zamora:

      Tras revisar su caso, Kia Sierra Madre cubrirá dos de sus mensualidades de 436,20 $ directamente con Kia Finance.
      Para hacerlo necesitamos su autorización por escrito a más tardar el 2 de marzo.

      Quedamos a sus órdenes.
      Patricia Lugo
      Gerente de Relaciones con Clientes
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 872.4,
      deadline: '2026-03-02',
      notes: 'dos mensualidades de 436,20 = 872,40; fecha sin año, la primera tras el 12 de febrero',
    },
  },
  {
    id: 'e-es-05',
    voice: 'spanish_office',
    received_at: '2026-02-17',
    claim: E_CLAIMS.barragan,
    kinds: ['spanish', 'quoted_original'],
    text: block(`
      Buenos días, Sra. Barragán:

      Para poder revisar su solicitud necesitamos que nos envíe una copia de la factura del auto de renta, su
      identificación oficial y el número de serie (VIN) de su Trax. Todavía no se ha tomado ninguna decisión; en
      cuanto tengamos los documentos la pasaremos al gerente.

      Saludos cordiales,
      Chevrolet Tierra Santa - Atención al Cliente

      El sáb, 14 feb 2026 a las 11:02, Consuelo Barragán (<consuelo.barragan@example.com>) escribió:
      > Hola, estuve 13 días sin mi Trax. Pido 754 $ (13 x 58 $). Gracias.
    `),
    truth: {
      language: 'es',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: null,
      notes: 'pide documentos antes de decidir; sin fecha',
    },
  },
  {
    id: 'e-es-06',
    voice: 'spanish_office',
    received_at: '2026-02-27',
    claim: E_CLAIMS.olvera,
    kinds: ['spanish'],
    text: block(`
      Sra. Olvera, buenas tardes:

      El gerente de servicio quiere revisar con usted la historia de su Ranger antes de hablar de cantidades. ¿Puede
      venir el martes 3 de marzo a las 10:00? Si ese día no le queda, díganos qué día de la semana le acomoda. Traiga
      por favor los recibos de taxi que mencionó.

      Atte.
      Mónica Valdés
      Ford Valle Grande
    `),
    truth: {
      language: 'es',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'propone una cita; traer los recibos no cambia la intención; la hora de la cita no es un plazo',
    },
  },
  {
    id: 'e-es-07',
    voice: 'spanish_office',
    received_at: '2026-03-05',
    claim: E_CLAIMS.quintero,
    kinds: ['spanish', 'credit', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Estimada Adela:

      Además de lo que ya se le pagó, la gerencia autorizó un crédito de servicio de 300 dólares para su Tacoma, que
      puede usar en mantenimiento, llantas o accesorios. La oferta es válida por 30 días; solo responda a este correo
      para activarla.

      Lorena Pizarro
      Toyota Mesa Verde
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 300,
      deadline: '2026-04-04',
      notes: '30 días naturales tras el jueves 5 de marzo: sábado 4 de abril',
    },
  },
  {
    id: 'e-es-08',
    voice: 'spanish_office',
    received_at: '2026-03-13',
    claim: E_CLAIMS.benavides,
    kinds: ['spanish', 'out_of_office', 'signature_noise'],
    text: block(`
      Respuesta automática:

      Gracias por su mensaje. Estaré fuera de la oficina hasta el lunes 23 de marzo, sin acceso al correo. Para
      asuntos urgentes de servicio comuníquese al (915) 555-0162 o escriba a servicio@puertadelsolnissan.example.

      Nissan Puerta del Sol | 7800 Gateway Blvd E, El Paso, TX 79915 | Tel. (915) 555-0160
    `),
    truth: { language: 'es', intent: 'other', offered_amount: null, deadline: null, notes: 'fuera de la oficina; la fecha de regreso no es un plazo' },
  },
  {
    id: 'e-es-09',
    voice: 'spanish_office',
    received_at: '2026-03-19',
    claim: E_CLAIMS.arrieta,
    kinds: ['spanish', 'quoted_original', 'percentage_of_bill', 'european_number_format'],
    text: block(`
      Graciela:

      El gerente general revisó su segunda carta. Aunque la reparación mayor la pagó la póliza, la alineación que le
      cobramos después no debió hacerse. Le reembolsaremos el 40 % de la factura de 1.235,50 $ de esa visita.

      Saludos,
      Servicio al Cliente, Hyundai Bahía

      El lun, 16 mar 2026 a las 9:05, Graciela Arrieta (<g.arrieta@example.com>) escribió:
      > Les adjunto la factura de 1.235,50 $ que pagué en la segunda visita.
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 494.2,
      deadline: null,
      notes: '40 % de 1.235,50 = 494,20',
    },
  },
  {
    id: 'e-es-10',
    voice: 'spanish_office',
    received_at: '2026-03-26',
    claim: E_CLAIMS.zamora,
    kinds: ['spanish', 'quoted_original', 'conditional_on_release', 'deadline_across_month'],
    text: block(`
      Sr. Zamora:

      Por la tercera visita de su Carnival le ofrecemos 700 $. Para emitir el cheque necesitamos que firme la carta de
      finiquito adjunta y nos la devuelva a más tardar el día 10.

      Patricia Lugo
      Kia Sierra Madre

      -----Mensaje original-----
      De: Efraín Zamora <efrain.zamora@example.com>
      Enviado el: 23 de mar. de 2026 18:47
      Para: Kia Sierra Madre
      Asunto: Otra vez en el taller

      Mi Carnival volvió a fallar. Van 21 días en total. Sigo pidiendo 1.407 $.
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 700,
      deadline: '2026-04-10',
      notes: 'oferta sujeta al finiquito; el primer día 10 desde el 26 de marzo es el 10 de abril',
    },
  },
  {
    id: 'e-es-11',
    voice: 'spanish_office',
    received_at: '2026-04-02',
    claim: E_CLAIMS.barragan,
    kinds: ['spanish', 'final_position', 'distractor_amounts'],
    text: block(`
      Sra. Barragán:

      Con los documentos que nos mandó, el gerente revisó el caso otra vez. No podemos pagar sus 58 $ diarios por los
      trece días, porque cinco de ellos la Trax ya estaba lista. Nuestra postura final es de 450 dólares. Si los acepta,
      le preparamos el cheque.

      Chevrolet Tierra Santa - Atención al Cliente
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 450,
      deadline: null,
      notes: 'postura final que sigue siendo oferta; la tarifa diaria no es la oferta',
    },
  },
  {
    id: 'e-es-12',
    voice: 'spanish_office',
    received_at: '2026-04-09',
    claim: E_CLAIMS.olvera,
    kinds: ['spanish', 'one_line_top_post', 'quoted_original', 'long', 'relative_weekday', 'deadline_other'],
    text: block(`
      Sra. Olvera: aprobado, le depositamos 600 dólares a más tardar el viernes. Saludos, Mónica

      El mar, 7 abr 2026 a las 21:33, Maricela Olvera (<maricela.olvera@example.com>) escribió:
      > Mónica:
      >
      > Gracias por recibirme el martes pasado con el gerente de servicio. Como le expliqué, mi Ranger entró el 12 de
      > febrero por el ruido en la transmisión, me la entregaron el 17, volvió a fallar el 19 y me la regresaron hasta el
      > 2 de marzo. En total fueron 15 días sin camioneta y sin auto de cortesía, porque me dijeron que no había.
      >
      > Yo trabajo de enfermera en turnos de noche y tuve que pagar taxis: los recibos suman 486 $. Mi solicitud original
      > era de 1.095 $ (15 días a 73 $), pero si ustedes me cubren al menos los taxis y algo más por las molestias, yo lo
      > doy por terminado.
      >
      > Quedo pendiente.
      > Maricela Olvera
      >
      > El vie, 27 feb 2026 a las 16:10, Mónica Valdés (<mvaldes@fordvallegrande.example>) escribió:
      >> Sra. Olvera, buenas tardes: El gerente de servicio quiere revisar con usted la historia de su Ranger...
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 600,
      deadline: '2026-04-10',
      notes: 'la línea nueva aprueba 600; el concesionario paga a más tardar el primer viernes tras el jueves 9 de abril',
    },
  },
  {
    id: 'e-es-13',
    voice: 'spanish_office',
    received_at: '2026-04-16',
    claim: E_CLAIMS.quintero,
    kinds: ['spanish', 'case_number', 'deadline_business_days'],
    text: block(`
      Estimada Sra. Adela Quintero:

      Gracias por comunicarse con el Centro de Experiencia del Cliente de Toyota. Su caso quedó registrado con el número
      2604-118297. Un representante se comunicará con usted dentro de 3 días hábiles para dar seguimiento.

      Por favor conserve este número para futuras consultas.

      Toyota Motor North America - Atención en Español
    `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-04-21',
      notes: 'número de caso; tres días hábiles tras el jueves 16 de abril es el martes 21',
    },
  },
  {
    id: 'e-es-14',
    voice: 'spanish_office',
    received_at: '2026-04-24',
    claim: E_CLAIMS.benavides,
    kinds: ['spanish', 'multiple_offers_revised', 'conditional_on_release', 'deadline_before_meeting'],
    text: block(`
      Sr. Benavides:

      La semana pasada le habíamos ofrecido 500 $ por la segunda visita. El gerente general lo revisó y lo subió a
      750 $, que sustituyen la cantidad anterior. Tiene usted cita el jueves 30 de abril para la campaña de seguridad;
      si acepta, firme la carta de conformidad antes de esa fecha y le entregamos el cheque ese mismo día.

      Oficina en español, Nissan Puerta del Sol
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 750,
      deadline: '2026-04-29',
      notes: 'los 750 sustituyen a los 500; "antes de esa fecha" es el día anterior a la cita del jueves 30 de abril',
    },
  },
  {
    id: 'e-es-15',
    voice: 'spanish_office',
    received_at: '2026-05-01',
    claim: E_CLAIMS.arrieta,
    kinds: ['spanish', 'forwarded_chain', 'quoted_original'],
    text: block(`
      Estimada Graciela:

      Como usted pidió, reenviamos su carta a Hyundai Motor America (copia abajo) para que la revisen ellos también. Su
      asesor regional se pondrá en contacto con usted directamente.

      Servicio al Cliente, Hyundai Bahía

      -----Mensaje original-----
      De: Servicio al Cliente Hyundai Bahía <clientes@hyundaibahia.example>
      Enviado el: 30 de abr. de 2026 17:20
      Para: Hyundai Motor America Consumer Affairs
      Asunto: RV: Solicitud de compensación - Palisade - G. Arrieta

      Reenviamos la solicitud de la clienta: 11 días, 990 $. El concesionario ya le ofreció el 40 % de una factura.
    `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'reenviado a quien decide; las cifras están en el mensaje reenviado',
    },
  },
  {
    id: 'e-es-16',
    voice: 'spanish_office',
    received_at: '2026-05-11',
    claim: E_CLAIMS.zamora,
    kinds: ['spanish', 'amount_shorthand', 'typos'],
    text: block(`
      q tal sr Zamora, ya hable con el gerente x lo de su carnival. le podemos dar 1k dlls por los dias q estuvo
      aqui la ultima ves. digame si si para hacer el cheque

      Beto, taller Kia Sierra Madre
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 1000,
      deadline: null,
      notes: '"1k dlls" = 1000 dólares',
    },
  },
  {
    id: 'e-es-17',
    voice: 'spanish_office',
    received_at: '2026-05-19',
    claim: E_CLAIMS.barragan,
    kinds: ['spanish', 'html_remnants', 'signature_noise'],
    text: block(`
      <p>Estimada Sra. Barragán:</p>
      <p>Recibimos su correo y ya lo turnamos al gerente de servicio, que es quien revisa este tipo de solicitudes.</p>
      <p>Saludos cordiales,<br>
      <b>Atención al Cliente</b><br>
      Chevrolet Tierra Santa<br>
      Av. Juárez 1420, Col. Centro, C.P. 32000<br>
      Tel. 656 555 0114 &nbsp;|&nbsp; WhatsApp 656 555 0199 &nbsp;|&nbsp; Lun. a vie. 9:00&ndash;19:00</p>
    `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'acuse de recibo y turnado; teléfonos y código postal en la firma',
    },
  },
  {
    id: 'e-es-18',
    voice: 'spanish_office',
    received_at: '2026-05-22',
    claim: E_CLAIMS.olvera,
    kinds: ['spanish', 'long', 'distractor_amounts', 'deadline_other', 'deadline_across_month'],
    text: block(`
      Estimada Sra. Olvera:

      Le escribimos por la nueva visita de su Ranger, porque queremos explicarle con detalle cómo llegamos a nuestra
      propuesta.

      La camioneta ingresó el 4 de mayo por una fuga de aceite en la transmisión. El técnico confirmó la falla ese
      mismo día y Ford autorizó la reparación bajo garantía el 6 de mayo. El empaque llegó el 8, pero la prueba de
      manejo mostró una segunda fuga en el enfriador, y esa pieza tardó cinco días más. La reparación completa, de
      2.874,10 $, la pagó Ford en su totalidad.

      Sabemos que usted no tuvo auto de cortesía. De los quince días que nos menciona, siete fueron fin de semana o
      días en que la camioneta ya estaba lista y no pudo recogerla. Por los otros ocho días le pagaremos su tarifa de
      73 $ diarios, es decir, 584 $.

      Si está de acuerdo, confírmelo dentro de 15 días.

      Atentamente,
      Mónica Valdés
      Ford Valle Grande
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 584,
      deadline: '2026-06-06',
      notes: 'ocho días a 73 = 584; la factura de garantía y la tarifa no son la oferta; 15 días naturales tras el 22 de mayo',
    },
  },
  {
    id: 'e-es-19',
    voice: 'spanish_office',
    received_at: '2026-05-29',
    claim: E_CLAIMS.quintero,
    kinds: ['spanish', 'quoted_original', 'amount_in_words', 'distractor_amounts', 'deadline_across_month'],
    text: block(`
      Sra. Quintero:

      Entendemos que usted sigue pidiendo los mil cincuenta y seis dólares completos por la tercera visita. No llegamos
      a esa cifra, pero le ofrecemos ochocientos dólares. Necesitamos su respuesta a más tardar el 5.

      Lorena Pizarro
      Toyota Mesa Verde

      El mié, 27 may 2026 a las 20:02, Adela Quintero (<adela.quintero@example.com>) escribió:
      > Otra vez 12 días sin la Tacoma. Pido de nuevo 1.056 $.
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 800,
      deadline: '2026-06-05',
      notes: 'mil cincuenta y seis es lo pedido; la oferta es ochocientos; el primer día 5 tras el 29 de mayo es el 5 de junio',
    },
  },
  {
    id: 'e-es-20',
    voice: 'spanish_office',
    received_at: '2026-06-05',
    claim: E_CLAIMS.benavides,
    kinds: ['spanish', 'table_layout', 'european_number_format'],
    text: block(`
      Sr. Benavides:

      Este es el desglose de lo que le ofrecemos por la tercera visita:

        Concepto                     Importe
        Auto de renta (recibo)       412,00 $
        Gasolina del auto de renta    38,75 $
        Total ofrecido               450,75 $

      Quedamos atentos a su respuesta.
      Oficina en español, Nissan Puerta del Sol
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: 450.75,
      deadline: null,
      notes: 'el total de la tabla, 412,00 + 38,75, con coma decimal',
    },
  },
  {
    id: 'e-es-21',
    voice: 'spanish_office',
    received_at: '2026-06-09',
    claim: E_CLAIMS.arrieta,
    kinds: ['spanish', 'quoted_original', 'offer_without_value'],
    text: block(`
      Estimada Graciela:

      Después de hablar con Hyundai, Hyundai Bahía le cubrirá el costo total del auto de renta que usó durante la
      última visita. Solo necesitamos que nos haga llegar la factura de la arrendadora para emitir el pago.

      Servicio al Cliente, Hyundai Bahía

      -----Mensaje original-----
      De: Graciela Arrieta <g.arrieta@example.com>
      Enviado el: 6 de jun. de 2026 10:30
      Para: Hyundai Bahía
      Asunto: Palisade - cuarta visita

      Tuve que rentar un auto otra vez. ¿Quién me va a pagar esto?
    `),
    truth: {
      language: 'es',
      intent: 'offer',
      offered_amount: null,
      deadline: null,
      notes: 'cubrirá la renta, pero sin cifra; pedir la factura acompaña la oferta',
    },
  },
  {
    id: 'e-es-22',
    voice: 'spanish_office',
    received_at: '2026-06-19',
    claim: E_CLAIMS.zamora,
    kinds: ['spanish', 'ticket_acknowledgement', 'deadline_end_of_next_week'],
    text: block(`
      Sr. Zamora:

      Su solicitud fue registrada con el folio KSM-20931 y asignada al área de Relaciones con Clientes. Le daremos
      respuesta a más tardar al final de la próxima semana.

      Folio: KSM-20931 | Estado: Abierto | Sucursal: Kia Sierra Madre

      Relaciones con Clientes
    `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2026-06-26',
      notes: 'folio de seguimiento; viernes de la semana siguiente al viernes 19 de junio',
    },
  },
];
