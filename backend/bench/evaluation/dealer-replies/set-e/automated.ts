import type { WrittenReply } from '../types';
import { block, E_CLAIMS } from './compose';

/** Set e: mail no person wrote: ticket systems, goodwill portals, signing services, auto-replies. */
export const AUTOMATED_REPLIES: WrittenReply[] = [
  {
    id: 'e-au-01',
    voice: 'automated',
    received_at: '2025-01-07',
    claim: E_CLAIMS.holloway,
    kinds: ['ticket_acknowledgement', 'deadline_business_days'],
    text: block(`
      Request received: "Expedition - 10 days in service"

      Hello Bridget,

      Thanks for contacting Three Rivers Ford. Your request (#TRF-20417) has been received and is in our queue. A
      member of our customer care team will get back to you within 2 business days.

      You can add information to this request by replying to this email.

      Three Rivers Ford Customer Care
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-01-09',
      notes: 'ticket acknowledgement; two weekdays after Tue Jan 7',
    },
  },
  {
    id: 'e-au-02',
    voice: 'automated',
    received_at: '2025-01-15',
    claim: E_CLAIMS.achterberg,
    kinds: ['out_of_office', 'quoted_original'],
    text: block(`
      Automatic reply: EX30 - fourteen days without a car

      I am currently out of the office with no access to email, returning Tuesday, January 21. Your message will be
      answered after my return.

      Hanna Lindgren-Moss
      Guest Relations, Cascade Volvo Cars

      ________________________________
      From: Pieter Achterberg <p.achterberg@example.nl>
      Sent: Wednesday, January 15, 2025 7:58 AM
      To: Hanna Lindgren-Moss
      Subject: EX30 - fourteen days without a car

      Hello Hanna, I am requesting $1,295 (14 days at $92.50) for the time my EX30 was out of service. Please reply
      within 14 days.
    `),
    truth: {
      language: 'en',
      intent: 'other',
      offered_amount: null,
      deadline: null,
      notes: "out-of-office with the original below it; the owner's 14 days and the return date are not deadlines",
    },
  },
  {
    id: 'e-au-03',
    voice: 'automated',
    received_at: '2025-01-24',
    claim: E_CLAIMS.mwangi,
    kinds: ['case_number', 'deadline_business_days'],
    text: block(`
      ***This is an automated response. Please do not reply to this email.***

      Thank you for contacting American Honda Automobile Customer Service.

      Case Number: 1-8812093
      Vehicle: 2024 Honda Prologue
      Subject: Dealer service experience

      We have received your inquiry and will respond within 5 business days. Please reference your case number in any
      future contact with us.
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-01-31',
      notes: 'case-number auto-acknowledgement; five weekdays after Fri Jan 24 is Fri Jan 31',
    },
  },
  {
    id: 'e-au-04',
    voice: 'automated',
    received_at: '2025-02-04',
    claim: E_CLAIMS.fairbanks,
    kinds: ['credit', 'table_layout', 'deadline_other'],
    text: block(`
      Bluegrass Chevrolet Buick - Goodwill Request Update

      Request ID        GW-44821
      Customer          Curtis Fairbanks
      Vehicle           2023 Chevrolet Colorado
      Amount requested  $1,292.00
      Status            APPROVED
      Approved amount   $325.00 (service credit)

      To accept, sign in to your owner portal and select Accept within 7 days. Requests not accepted in that time are
      closed automatically.

      This message was sent by an automated system.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 325,
      deadline: '2025-02-11',
      notes: 'the approved credit is the offer, the requested amount is the ask; 7 calendar days after Tue Feb 4',
    },
  },
  {
    id: 'e-au-05',
    voice: 'automated',
    received_at: '2025-02-13',
    claim: E_CLAIMS.szabo,
    kinds: [],
    text: block(`
      How did we do, Ildikó?

      Thank you for choosing Red Rock Mazda for your recent service visit. Please take two minutes to rate your
      experience with your service advisor. Your feedback helps us improve.

      [ Take the survey ]

      You are receiving this email because you recently had your vehicle serviced at Red Rock Mazda.
      Unsubscribe | Privacy policy
    `),
    truth: {
      language: 'en',
      intent: 'other',
      offered_amount: null,
      deadline: null,
      notes: 'a survey invitation sent automatically; it says nothing about the claim',
    },
  },
  {
    id: 'e-au-06',
    voice: 'automated',
    received_at: '2025-02-21',
    claim: E_CLAIMS.pemberton,
    kinds: ['html_remnants', 'ticket_acknowledgement', 'quoted_original'],
    text: block(`
      ##- Please type your reply above this line -##
      <div style="font-family:Arial">Your request <b>#60218</b> has been received and is being reviewed by the Magnolia
      Lexus guest services team.</div><br>
      <div style="color:#777">To add comments, reply to this email.</div>
      <hr>
      <div>Hugh Pemberton (Magnolia Lexus) wrote:</div>

      On Thu, Feb 20, 2025 at 6:41 PM Hugh Pemberton <hpemberton@example.com> wrote:
      > I'm requesting $1,280 for the eight days my TX 350 was out of service (8 days x $160).
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'help-desk acknowledgement in leftover HTML; the ask is in the quoted original',
    },
  },
  {
    id: 'e-au-07',
    voice: 'automated',
    received_at: '2025-03-04',
    claim: E_CLAIMS.zamora,
    kinds: ['spanish', 'case_number', 'deadline_business_days'],
    text: block(`
      Este es un mensaje automático, por favor no responda.

      Hemos recibido su solicitud. Número de caso: KA-MX-551208.
      Un asesor de Kia Sierra Madre le responderá en un plazo de 5 días hábiles.

      Gracias por su preferencia.
    `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-03-11',
      notes: 'acuse automático con número de caso; cinco días hábiles tras el martes 4 de marzo',
    },
  },
  {
    id: 'e-au-08',
    voice: 'automated',
    received_at: '2025-03-12',
    claim: E_CLAIMS.halvorsen,
    kinds: ['denial_naming_money', 'table_layout'],
    text: block(`
      Audi Customer Experience - Goodwill Decision Notice

      Case                 AUD-2025-03-88174
      Requested amount     $1,295.00
      Decision             DECLINED
      Approved amount      $0.00
      Reason code          14 - Repair completed within standard warranty timeframe

      If you believe this decision was made in error, you may contact Audi Customer Experience.

      This notice was generated automatically.
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'declined; "$0.00 approved" is not an offer, the requested amount is the ask',
    },
  },
  {
    id: 'e-au-09',
    voice: 'automated',
    received_at: '2025-03-20',
    claim: E_CLAIMS.wrona,
    kinds: ['out_of_office', 'signature_noise'],
    text: block(`
      Thank you for your email. I am away at a factory training through Monday, March 24 and will reply when I return.

      Gus Lindahl
      Service Manager
      Iron Range GMC
      1120 Hwy 53 N | Virginia, MN 55792
      Service: 218-555-0143 | Parts: 218-555-0147 | Fax: 218-555-0149
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null, notes: 'automatic out-of-office' },
  },
  {
    id: 'e-au-10',
    voice: 'automated',
    received_at: '2025-03-28',
    claim: E_CLAIMS.eze,
    kinds: ['ticket_acknowledgement', 'deadline_end_of_next_week', 'deadline_across_month'],
    text: block(`
      [Sandhills Auto Group] Ticket SAG-39012 opened

      Your message to Customer Relations has been logged. Because of high volume, our team expects to respond by the
      end of next week. You do not need to send your request again.

      Priority: Normal
      Assigned to: Customer Relations queue
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-04-04',
      notes: 'received Fri Mar 28; Friday of the following week is Apr 4',
    },
  },
  {
    id: 'e-au-11',
    voice: 'automated',
    received_at: '2025-04-08',
    claim: E_CLAIMS.tillman,
    kinds: [],
    text: block(`
      Read: Downtime claim - 2024 Ram 1500 Rebel

      Your message

        To: Nate Pruneda
        Subject: Downtime claim - 2024 Ram 1500 Rebel
        Sent: 4/7/2025 8:02 PM

      was read on 4/8/2025 9:14 AM.
    `),
    truth: {
      language: 'en',
      intent: 'other',
      offered_amount: null,
      deadline: null,
      notes: "a read receipt; the dates are when the owner's mail was sent and read",
    },
  },
  {
    id: 'e-au-12',
    voice: 'automated',
    received_at: '2025-04-16',
    claim: E_CLAIMS.strand,
    kinds: [],
    text: block(`
      Appointment confirmed

      Hi Hollis, your appointment at Twin Pines Mitsubishi is confirmed:

        Tuesday, April 22, 2025 at 8:00 AM
        Reason: Goodwill review with service manager
        Advisor: Alicia Brandvold

      Please bring your repair orders and rental receipts. Need to change it? Reply R to reschedule.
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: null,
      notes: 'an appointment confirmation; the appointment time is not a deadline',
    },
  },
  {
    id: 'e-au-13',
    voice: 'automated',
    received_at: '2025-04-25',
    claim: E_CLAIMS.varga,
    kinds: ['deadline_other', 'deadline_across_month'],
    text: block(`
      Action required: documents needed for case GMA-2025-10442

      Dear Celeste Varga,

      To continue reviewing your request, Genesis Customer Care needs the following documents:
        1. Repair order(s) for the visit in question
        2. Receipts for any transportation expenses you are claiming

      Please upload them at the link below within 10 days. If we do not receive them, your case will be closed.

      This is an automated message from Genesis Customer Care.
    `),
    truth: {
      language: 'en',
      intent: 'request_for_information',
      offered_amount: null,
      deadline: '2025-05-05',
      notes: '10 calendar days after Fri Apr 25 is Mon May 5',
    },
  },
  {
    id: 'e-au-14',
    voice: 'automated',
    received_at: '2025-05-02',
    claim: E_CLAIMS.achebe,
    kinds: ['quoted_original', 'long'],
    text: block(`
      This mailbox is not monitored. To reach Foothill Cadillac customer care, please use the contact form on our
      website.

      On Thu, May 1, 2025 at 10:17 PM Desmond Achebe <desmond.achebe@example.com> wrote:
      > To the management of Foothill Cadillac,
      >
      > I am writing to request compensation for the nine days my 2024 Cadillac Lyriq spent in your service
      > department between April 14 and April 23. The vehicle was brought in for a battery module fault that left it
      > unable to charge. I was told on the first day that the part would arrive within 48 hours. It arrived on the
      > sixth day, and the car was ready three days after that.
      >
      > No loaner was available at any point. I rented a comparable vehicle for the full nine days at $155 per day,
      > which is the figure I am using for my request: $1,395. The rental agreement and receipts are attached, along
      > with the repair order.
      >
      > I would appreciate a reply within 14 days. I have been a Cadillac owner for eleven years and I would like
      > to continue to be one.
      >
      > Sincerely,
      > Desmond Achebe
    `),
    truth: {
      language: 'en',
      intent: 'other',
      offered_amount: null,
      deadline: null,
      notes: "a no-reply bounce with the claim quoted below; the 14 days are the owner's",
    },
  },
  {
    id: 'e-au-15',
    voice: 'automated',
    received_at: '2025-05-13',
    claim: E_CLAIMS.tamburro,
    kinds: ['conditional_on_release', 'deadline_other', 'signature_noise'],
    text: block(`
      Maple Grove Nissan sent you a document to review and sign.

      Document: Goodwill Settlement and Release - Payment of $300.00 upon execution
      Sender: Bobby Ocampo, Maple Grove Nissan
      Message from sender: "June - here's the release we talked about. Once it's signed we'll cut the check."

      REVIEW DOCUMENT

      Please sign by May 20, 2025. After that date the document will expire.

      Do not share this email. Powered by an electronic signature service.
      Questions about the document? Contact the sender at bocampo@maplegrovenissan.example or 651-555-0135.
      Maple Grove Nissan, 11500 Main St N, Maple Grove, MN 55369
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 300,
      deadline: '2025-05-20',
      notes: 'a signing request for a $300 payment conditional on the release; sign by May 20',
    },
  },
  {
    id: 'e-au-16',
    voice: 'automated',
    received_at: '2025-05-20',
    claim: E_CLAIMS.olvera,
    kinds: ['spanish', 'out_of_office'],
    text: block(`
      Respuesta automática

      Gracias por escribir a Ford Valle Grande. Nuestras oficinas administrativas permanecerán cerradas del sábado 24
      al lunes 26 de mayo. Responderemos su mensaje a partir del martes 27 en el orden en que fue recibido.
    `),
    truth: {
      language: 'es',
      intent: 'other',
      offered_amount: null,
      deadline: null,
      notes: 'aviso automático de oficina cerrada; no dice nada de la solicitud',
    },
  },
  {
    id: 'e-au-17',
    voice: 'automated',
    received_at: '2025-05-30',
    claim: E_CLAIMS.rao,
    kinds: ['ticket_acknowledgement', 'deadline_business_days', 'deadline_across_month'],
    text: block(`
      Hi Sunita,

      We've received your message and created ticket 7741-OTM. Our customer relations team answers requests in the
      order they arrive, usually within 3 business days.

      Ticket status: Open
      Old Town MINI | customer.relations@oldtownmini.example
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-06-04',
      notes: 'three weekdays after Fri May 30 is Wed Jun 4',
    },
  },
  {
    id: 'e-au-18',
    voice: 'automated',
    received_at: '2025-06-06',
    claim: E_CLAIMS.kruger,
    kinds: ['forwarded_chain', 'quoted_original'],
    text: block(`
      Your email has been routed to the appropriate department: Customer Relations. A copy is included below for your
      records.

      ---------- Forwarded message ---------
      From: Tobias Krüger <tkrueger@example.de>
      Date: Thu, Jun 5, 2025 at 9:40 PM
      Subject: ID. Buzz - 12 days
      To: info@elmstreetvw.example

      I'd like $1,464 for the twelve days without my ID. Buzz (12 x $122). Please reply within 10 business days.
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: "routed to the right department; the ask and the 10 business days are the owner's, in the forwarded mail",
    },
  },
  {
    id: 'e-au-19',
    voice: 'automated',
    received_at: '2025-06-13',
    claim: E_CLAIMS.benavides,
    kinds: ['spanish', 'ticket_acknowledgement', 'deadline_other'],
    text: block(`
      Nissan Puerta del Sol - Atención a Clientes

      Su solicitud #NPS-7731 fue recibida. Le daremos respuesta a más tardar el 20 de junio.

      Mensaje generado automáticamente. No responda a este correo.
    `),
    truth: {
      language: 'es',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: '2025-06-20',
      notes: 'acuse con fecha sin año: el 20 de junio siguiente al 13 de junio',
    },
  },
  {
    id: 'e-au-20',
    voice: 'automated',
    received_at: '2025-06-24',
    claim: E_CLAIMS.mwangi,
    kinds: ['credit', 'relative_weekday', 'deadline_other'],
    text: block(`
      Lone Star Honda: Good news! Your goodwill request was approved for a $250 service credit. Reply YES by Fri to
      accept. Msg&data rates may apply. Reply STOP to opt out.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 250,
      deadline: '2025-06-27',
      notes: 'a text-message notice; the first Friday after Tue Jun 24',
    },
  },
  {
    id: 'e-au-21',
    voice: 'automated',
    received_at: '2025-06-30',
    claim: E_CLAIMS.oyelaran,
    kinds: ['one_line_top_post', 'quoted_original'],
    text: block(`
      Thanks! We got your message and a member of the Prairie Wind Kia team will be in touch soon.

      On Sun, Jun 29, 2025 at 11:06 AM Tolu Oyelaran <tolu.oyelaran@example.com> wrote:
      > Hello,
      >
      > My 2025 K5 was at your service department for 15 days this month. I'm requesting $1,035 (15 days at $69) for
      > the time without it, and I'd appreciate an answer by Friday.
      >
      > Tolu Oyelaran
    `),
    truth: {
      language: 'en',
      intent: 'acknowledgement',
      offered_amount: null,
      deadline: null,
      notes: 'an automatic one-line acknowledgement; "soon" is no date; the Friday is the owner\'s',
    },
  },
];
