import { CLAIMS } from '../claims';
import { dedent, quoteGt, quoteOutlook, quotedClaim } from '../quoting';
import type { WrittenReply } from '../types';

/** Set a: messages no person typed: out-of-office replies, ticket systems, appointment robots. */
export const AUTOMATED_REPLIES: WrittenReply[] = [
  {
    id: 'a-au-01',
    voice: 'automated',
    received_at: '2025-03-08',
    claim: CLAIMS.whitfield,
    kinds: ['out_of_office', 'signature_noise'],
    text: dedent(`
      Automatic reply: Goodwill request - 2022 Ford Explorer downtime

      Thank you for your email. I am out of the office until Monday, March 17, with limited access to email. For
      urgent service matters please contact our service desk at (651) 555-0112 ext. 0, or Kim Dorsey at
      kdorsey@lakesideford.example.

      Mike Albrecht
      Service Manager | Lakeside Ford | 1900 Lakeshore Dr, White Bear Lake, MN 55110
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-02',
    voice: 'automated',
    received_at: '2024-07-04',
    claim: CLAIMS.okafor,
    kinds: ['out_of_office'],
    text: dedent(`
      Happy Independence Day! Metro Toyota of Dearborn is closed today, July 4th. Our sales and service departments
      reopen Friday, July 5 at 7:00 AM. Your message has been saved and will be answered in the order received.

      This is an automated message. Please do not reply.
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-03',
    voice: 'automated',
    received_at: '2023-12-22',
    claim: CLAIMS.brennan,
    kinds: ['case_number', 'deadline_business_days', 'quoted_original'],
    text:
      dedent(`
        [Ticket #448213] We received your request

        Hello Patrick Brennan,

        Thank you for contacting Sunset Chevrolet. A ticket has been created for your request and our team will
        respond within 2 business days.

        Ticket: #448213
        Subject: Downtime claim - 2021 Chevrolet Silverado 1500
        Status: Open
        Priority: Normal

        You can reply to this email to add information to your ticket.

        --
        Sunset Chevrolet Support · Powered by HelpDesk
      `) + quotedClaim('gt', CLAIMS.brennan, '2023-12-22', { wording: 1, ago: 0, time: '6:55 AM' }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2023-12-26' },
  },
  {
    id: 'a-au-04',
    voice: 'automated',
    received_at: '2025-04-18',
    claim: CLAIMS.nguyen,
    kinds: ['out_of_office', 'quoted_original'],
    text:
      dedent(`
        I'm on vacation from April 18 through April 27 and will respond to your message when I return. If you need
        immediate help, please call Pacific Honda Service at 503-555-0170.

        Carla
      `) + quotedClaim('outlook', CLAIMS.nguyen, '2025-04-18', { wording: 2, ago: 0, time: '8:30 AM' }),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-05',
    voice: 'automated',
    received_at: '2024-11-29',
    claim: CLAIMS.schultz,
    kinds: ['quoted_original'],
    text:
      dedent(`
        This mailbox is not monitored. Messages sent to this address are not read.

        To reach Riverside Volkswagen, please use the contact form at riversidevw.example/contact or call
        (614) 555-0119.
      `) + quotedClaim('gt', CLAIMS.schultz, '2024-11-29', { wording: 4, ago: 0, time: '11:47 AM' }),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-06',
    voice: 'automated',
    received_at: '2023-04-10',
    claim: CLAIMS.tran,
    kinds: [],
    text: dedent(`
      APPOINTMENT CONFIRMATION

      Valley Hyundai Service
      Customer: MINH TRAN
      Vehicle: 2023 HYUNDAI IONIQ 5
      Date/Time: Friday, 04/14/2023 7:30 AM
      Advisor: KELLY S.
      Services: CUSTOMER STATES GOODWILL INSPECTION PER MGR; CHECK CHARGING CONCERN

      To reschedule, reply R. To cancel, reply C. Msg & data rates may apply.
    `),
    truth: { language: 'en', intent: 'scheduling', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-07',
    voice: 'automated',
    received_at: '2025-09-02',
    claim: CLAIMS.pruitt,
    kinds: ['out_of_office', 'quoted_original'],
    text:
      'Out of office. Back Tuesday 9/9. For service questions contact Brenda at ext 231.' +
      quoteGt('Mark, any update on my claim? It has been two weeks.\nWendell', CLAIMS.pruitt, { sent: '2025-09-02', time: '7:15 AM' }),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-08',
    voice: 'automated',
    received_at: '2026-02-14',
    claim: CLAIMS.abbott,
    kinds: ['case_number', 'deadline_business_days'],
    text: dedent(`
      Case 00918273: We have received your request

      Dear Gerald,

      This message confirms that Pinecrest Chrysler has received your request. A customer relations representative will
      respond within 7 business days.

      Case number: 00918273
      Opened: 02/14/2026 10:42 AM
      Category: Goodwill / Compensation

      Please do not change the subject line when replying.
      ref:_00D5e0AbCd._5005e0XyZ:ref
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2026-02-24' },
  },
  {
    id: 'a-au-09',
    voice: 'automated',
    received_at: '2024-05-27',
    claim: CLAIMS.oconnell,
    kinds: ['out_of_office'],
    text: dedent(`
      Harbor BMW is closed today in observance of Memorial Day. We will reopen Tuesday, May 28 at 7:00 AM.
      Thank you for your patience.
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-10',
    voice: 'automated',
    received_at: '2023-09-01',
    claim: CLAIMS.yamamoto,
    kinds: ['case_number', 'quoted_original'],
    text:
      dedent(`
        Thank you for contacting Nissan Consumer Affairs.

        Your reference number is 23090117752. A Consumer Affairs representative will review your message. Please keep
        this number for your records.

        This is an automated response.
      `) + quotedClaim('outlook', CLAIMS.yamamoto, '2023-09-01', { wording: 1, ago: 0, time: '3:12 PM' }),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-11',
    voice: 'automated',
    received_at: '2025-12-24',
    claim: CLAIMS.chen,
    kinds: ['out_of_office', 'quoted_original', 'long'],
    text:
      dedent(`
        Hello, and thank you for your message.

        Our team is out for the holidays from December 24 through January 2. Messages received during this time will
        be answered in the order they were received after we return. For roadside assistance, use the app or call
        1-877-555-0125.

        Happy holidays!
      `) +
      quoteOutlook(
        dedent(`
          Hi,

          I am following up again on the loaner days. My offer to settle at $1,500 instead of the $2,200 in my statement
          still stands until December 31. Please let me know.

          Grace Chen
        `) +
          quoteGt(
            dedent(`
              Grace, we're still reviewing with our regional team. Thanks for your patience.
              Westlake Service
            `) + quotedClaim('gt', CLAIMS.chen, '2025-12-24', { wording: 2, ago: 33 }),
            CLAIMS.chen,
            { sent: '2025-12-01', time: '4:40 PM', from: 'Westlake Service', email: 'service-westlake@tesla.example' },
          ),
        CLAIMS.chen,
        { sent: '2025-12-24', time: '6:02 AM', to: 'Westlake Service' },
      ),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'a-au-12',
    voice: 'automated',
    received_at: '2024-01-02',
    claim: CLAIMS.lindqvist,
    kinds: ['deadline_other'],
    text: dedent(`
      Your message has been received by Midtown Volvo Customer Care.

      A representative will respond by January 5. If your matter concerns a vehicle that is unsafe to drive, please call
      (312) 555-0188 right away.

      — Midtown Volvo Cars · 410 N Clark St · Chicago IL 60654
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2024-01-05' },
  },
];
