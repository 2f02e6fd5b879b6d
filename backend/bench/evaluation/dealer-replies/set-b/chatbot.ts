import { CLAIMS } from '../claims';
import { dedent, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set b: a customer-service chatbot or case portal writing by e-mail: status cards, buttons, canned text. */
export const CHATBOT_REPLIES: WrittenReply[] = [
  {
    id: 'b-cb-01',
    voice: 'chatbot',
    received_at: '2025-03-09',
    claim: CLAIMS.kaur,
    kinds: ['case_number', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        Hi Harpreet! 👋 I'm Max, Silver State Toyota's virtual assistant.

        I've opened case #SST-55102 for your goodwill request. A member of our Customer Care team will follow up within
        2 business days.

        Was this helpful?  [Yes]  [No]
      `) + quotedClaim('gt', CLAIMS.kaur, '2025-03-09', { wording: 3, ago: 0, time: '10:20 AM' }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-03-11' },
  },
  {
    id: 'b-cb-02',
    voice: 'chatbot',
    received_at: '2024-04-08',
    claim: CLAIMS.obrien,
    kinds: ['deadline_other'],
    text: dedent(`
      Granite Ford Customer Care

      A Customer Care advocate would like to talk with you about case GF-20931. Choose a time for your call:

        ( ) Tue, Apr 9 - 10:00 AM
        ( ) Tue, Apr 9 - 2:00 PM
        ( ) Wed, Apr 10 - 9:30 AM

      [Book my call]

      This booking link expires in 3 days.
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: '2024-04-11' },
  },
  {
    id: 'b-cb-03',
    voice: 'chatbot',
    received_at: '2023-08-06',
    claim: CLAIMS.johansson,
    kinds: ['quoted_original'],
    text:
      dedent(`
        Sorry, I didn't quite get that. 🤖

        I can help you with:
        • Booking a service appointment
        • Checking for open recalls
        • Our hours and directions

        Or type "agent" to be connected with a person during business hours (Mon–Sat, 8 AM – 6 PM PT).
      `) + quotedClaim('gt', CLAIMS.johansson, '2023-08-06', { wording: 3, ago: 0, time: '11:58 PM' }),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'b-cb-04',
    voice: 'chatbot',
    received_at: '2025-01-15',
    claim: CLAIMS.mbeki,
    kinds: ['credit', 'case_number'],
    text: dedent(`
      Update on your case GEN-88213

      Status:      Resolved
      Opened:      12/28/2024
      Resolution:  Goodwill approved - $350.00 service credit issued to your Genesis account
      Agent:       S. Han

      Reply to this message to reopen your case.
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 350, deadline: null },
  },
  {
    id: 'b-cb-05',
    voice: 'chatbot',
    received_at: '2024-11-23',
    claim: CLAIMS.nakamura,
    kinds: ['deadline_other'],
    text: dedent(`
      Action needed on your request #ES-4471

      To keep your request moving, please upload:
        ☐ Repair order(s)
        ☐ Photo ID
        ☐ Receipts for alternate transportation

      [Upload documents]

      Upload by 12/02/2024 to keep your request open. Requests with missing documents are closed automatically.
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2024-12-02' },
  },
  {
    id: 'b-cb-06',
    voice: 'chatbot',
    received_at: '2025-09-08',
    claim: CLAIMS.santos,
    kinds: ['spanish', 'case_number', 'deadline_business_days'],
    text: dedent(`
      ¡Hola, Beatriz! Soy Ana, la asistente virtual de Motores del Norte Chevrolet.

      Su caso n.º 7781 quedó registrado. Un asesor se pondrá en contacto con usted en un plazo de tres días hábiles.

      ¿Le puedo ayudar con algo más?  [Sí]  [No, gracias]
    `),
    truth: { language: 'es', intent: 'acknowledgement', offered_amount: null, deadline: '2025-09-11' },
  },
  {
    id: 'b-cb-07',
    voice: 'chatbot',
    received_at: '2024-02-18',
    claim: CLAIMS.ramirez,
    kinds: ['spanish', 'out_of_office', 'quoted_original'],
    text:
      dedent(`
        Gracias por escribir a Toyota Costa Azul.

        Nuestro horario de atención es de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 13:00. Su mensaje se ha
        recibido fuera de horario y será atendido el próximo día hábil.

        Este es un mensaje automático.
      `) + quotedClaim('gt-es', CLAIMS.ramirez, '2024-02-18', { ago: 0, time: '21:37' }),
    truth: { language: 'es', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'b-cb-08',
    voice: 'chatbot',
    received_at: '2025-12-26',
    claim: CLAIMS.obrien,
    kinds: ['denial_naming_money', 'case_number'],
    text: dedent(`
      Case GF-44120 - Closed

      Decision:   Not eligible
      Reason:     Goodwill for loss of use is not available for vehicles beyond 36,000 miles or 3 years in service.
      Requested:  $2,640.00
      Approved:   $0.00

      Questions about this decision? Call the Ford Customer Relationship Center at 1-800-392-3673.
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'b-cb-09',
    voice: 'chatbot',
    received_at: '2024-07-15',
    claim: CLAIMS.kaur,
    kinds: ['case_number'],
    text: dedent(`
      Your case SST-41877 has been updated.

      Status: IN REVIEW
      Last update: Your documents were received and passed to the Customer Care manager.

      You'll get another message when the status changes.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'b-cb-10',
    voice: 'chatbot',
    received_at: '2023-10-02',
    claim: CLAIMS.becker,
    kinds: ['other_language'],
    text: dedent(`
      Hallo! Ich bin der digitale Assistent von Westfield Audi. Ihre Anfrage wurde unter der Nummer WA-3309
      gespeichert. Ein Mitarbeiter meldet sich innerhalb von zwei Werktagen bei Ihnen.
    `),
    truth: { language: 'other', intent: null, offered_amount: null, deadline: null, notes: 'German' },
  },
];
