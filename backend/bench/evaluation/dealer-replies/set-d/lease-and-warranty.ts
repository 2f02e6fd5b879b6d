import type { WrittenReply } from '../types';
import { block, D_CLAIMS, gt } from './compose';

/** Set d: a captive finance or lease company, and a third-party extended-service-contract administrator. */
export const LEASE_AND_WARRANTY_REPLIES: WrittenReply[] = [
  {
    id: 'd-lw-01',
    voice: 'lease_company',
    received_at: '2025-01-03',
    claim: D_CLAIMS.brandt,
    kinds: ['waived_payments', 'relative_weekday', 'deadline_other'],
    text: block(`
      Dear Helga Brandt,

      VW Credit, Inc. has received a goodwill recommendation from Summit Volkswagen regarding your lease account ending
      in 4471. We are able to waive your January lease payment of $429.17. To apply the waiver before the payment
      drafts, please reply to confirm by Wednesday.

      VW Credit Customer Service
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 429.17, deadline: '2025-01-08', notes: 'the first Wednesday after Fri Jan 3' },
  },
  {
    id: 'd-lw-02',
    voice: 'lease_company',
    received_at: '2025-01-31',
    claim: D_CLAIMS.osei,
    kinds: ['denial_naming_money'],
    text: block(`
      Dear Ama Osei,

      We understand your EV9 was in for repair for eleven days. Under the terms of your lease agreement, monthly
      payments are owed whether or not the vehicle is in service, and Kia Finance America does not reduce or refund
      them for repair time. Your $619.88 payment remains due as scheduled. Questions about reimbursement for the repair
      period should go to the dealer or Kia Customer Care.

      Kia Finance America
    `),
    truth: { language: 'en', intent: 'denial', offered_amount: null, deadline: null },
  },
  {
    id: 'd-lw-03',
    voice: 'lease_company',
    received_at: '2025-03-07',
    claim: D_CLAIMS.whitaker,
    kinds: ['credit', 'distractor_amounts'],
    text: block(`
      Mr. Whitaker,

      Ford Credit will place a $300 loyalty credit on your account in recognition of the time your Lightning was out of
      service. It will apply automatically at lease end, for example against the $395 disposition fee, or toward your
      next Ford lease or purchase.

      Ford Credit Lease Services
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 300, deadline: null, notes: 'the $395 fee is what the credit may be used against' },
  },
  {
    id: 'd-lw-04',
    voice: 'lease_company',
    received_at: '2025-05-31',
    claim: D_CLAIMS.okafor,
    kinds: ['deadline_business_days', 'signature_noise'],
    text: block(`
      Dear Chidi Okafor,

      To review your request we'll need your Toyota Financial Services account number and a copy of the dealer's repair
      order showing the dates the Sienna was in the shop. Please send them within 10 business days.

      Toyota Financial Services
      P.O. Box 5855, Carol Stream, IL 60197-5855
      Phone 1-800-555-0108 | TTY 1-800-555-0109
      Mon-Fri 5 a.m.-6 p.m. PT, Sat 6 a.m.-2:30 p.m. PT
      NMLS #8028
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-06-13', notes: 'ten weekdays after Sat May 31' },
  },
  {
    id: 'd-lw-05',
    voice: 'lease_company',
    received_at: '2025-07-25',
    claim: D_CLAIMS.patel,
    kinds: ['distractor_amounts'],
    text: block(`
      Hello Nikhil,

      Honda Financial Services will refund the lease charges for the 15 days your CR-V was at Metro Honda. Your monthly
      payment is $468.30, so we're using a daily rate of $15.61; fifteen days of that is $234.15. The refund will be
      sent to the bank account on file.

      Honda Financial Services, Lease Accounts
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 234.15,
      deadline: null,
      notes: 'fifteen days at $15.61; the monthly payment and the daily rate are not the offer',
    },
  },
  {
    id: 'd-lw-06',
    voice: 'lease_company',
    received_at: '2025-09-05',
    claim: D_CLAIMS.castillo,
    kinds: ['spanish', 'waived_payments', 'european_number_format', 'deadline_other'],
    text: block(`
      Estimada Sra. Castillo:

      Hyundai Capital America le exonera del pago de arrendamiento de septiembre, por importe de 412,90 $, por los días
      que su Tucson estuvo en reparación. Para aplicarlo, confirme su aceptación a más tardar el 15.

      Hyundai Capital America - Servicio al Cliente
    `),
    truth: { language: 'es', intent: 'offer', offered_amount: 412.9, deadline: '2025-09-15', notes: 'el primer día 15 a partir del 5 de septiembre' },
  },
  {
    id: 'd-lw-07',
    voice: 'lease_company',
    received_at: '2025-11-07',
    claim: D_CLAIMS.lindqvist,
    kinds: ['ticket_acknowledgement', 'deadline_business_days'],
    text: block(`
      Inquiry #MBFS-7719204 - received

      Thank you for contacting Mercedes-Benz Financial Services. Your inquiry about your lease account has been received
      and assigned to the Customer Resolutions team. We'll respond within 7 business days.

      Please reference your inquiry number in any future correspondence.
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: '2025-11-18', notes: 'seven weekdays after Fri Nov 7' },
  },
  {
    id: 'd-lw-08',
    voice: 'lease_company',
    received_at: '2025-12-30',
    claim: D_CLAIMS.sullivan,
    kinds: ['waived_payments', 'conditional_on_release', 'deadline_across_month'],
    text: block(`
      Ms. Sullivan,

      Chrysler Capital is prepared to waive one monthly payment ($512.37) on your account as a goodwill accommodation.
      This is contingent on your signing the enclosed acknowledgment and release, which must reach us no later than
      the 5th. If we don't receive it, your January payment will draft as usual.

      Chrysler Capital Customer Relations
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 512.37, deadline: '2026-01-05', notes: 'the first 5th after Dec 30 is in January' },
  },
  {
    id: 'd-lw-09',
    voice: 'lease_company',
    received_at: '2026-02-28',
    claim: D_CLAIMS.fischer,
    kinds: ['out_of_office'],
    text: block(`
      Automatic reply: I am away from the office until March 9, 2026 and will respond to your message on my return. For
      account questions please call Audi Financial Services at 1-888-555-0126.

      Marianne Koch, Audi Financial Services
    `),
    truth: { language: 'en', intent: 'other', offered_amount: null, deadline: null },
  },
  {
    id: 'd-lw-10',
    voice: 'lease_company',
    received_at: '2026-06-19',
    claim: D_CLAIMS.moreau,
    kinds: ['amount_in_words', 'credit', 'deadline_end_of_next_week'],
    text: block(`
      Dear Claire,

      Toyota Financial Services would like to apply a one-time credit of two hundred ten dollars to your lease account
      for the days your RAV4 Prime was unavailable. If you'd rather have it as a check, tell us by the end of next week;
      otherwise it will post to your account.

      TFS Customer Care
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 210,
      deadline: '2026-06-26',
      notes: 'the owner is asked to act by the Friday of the following week',
    },
  },
  {
    id: 'd-lw-11',
    voice: 'warranty_administrator',
    received_at: '2025-04-04',
    claim: D_CLAIMS.delgado,
    kinds: ['denial_naming_money', 'distractor_amounts'],
    text: block(`
      RE: Contract SP-2021-0088412 / Claim 55190

      Dear Contract Holder,

      Your vehicle service contract includes rental reimbursement of up to $40 per day for a maximum of five days
      ($200) when the vehicle is down for a covered repair. The transfer case repair performed by Fiesta Chevrolet was
      excluded as a pre-existing condition, so no rental benefit is payable, and your request for $1,520 is denied.

      ShieldPoint Service Contracts, Claims Department
    `),
    truth: {
      language: 'en',
      intent: 'denial',
      offered_amount: null,
      deadline: null,
      notes: 'the benefit limits and the ask are named, nothing is offered',
    },
  },
  {
    id: 'd-lw-12',
    voice: 'warranty_administrator',
    received_at: '2025-06-20',
    claim: D_CLAIMS.nakamura,
    kinds: ['distractor_amounts', 'deadline_across_month'],
    text: block(`
      Hi Aiko,

      Good news on claim 88-20417. Your Apex Vehicle Protection plan pays rental at $35/day for up to 10 days, and we're
      approving the full benefit, $350. Because the parts delay wasn't your fault, our claims supervisor also approved
      two extra days as an exception, another $70.

      To get paid, upload your rental receipt to the portal within 30 days of this email.

      Apex Vehicle Protection - Claims
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 420,
      deadline: '2025-07-20',
      notes: 'the full benefit plus the two extra days; 30 calendar days after Jun 20',
    },
  },
  {
    id: 'd-lw-13',
    voice: 'warranty_administrator',
    received_at: '2025-08-16',
    claim: D_CLAIMS.sullivan,
    kinds: ['table_layout', 'distractor_amounts'],
    text: block(`
      CLAIM SETTLEMENT SUMMARY - Claim #HJ-662019

      Item                                        Amount
      Covered repair (paid to Harbor Jeep Ram)    $2,340.00
      Less deductible                              -$100.00
      Rental reimbursement (5 days x $45.00)        $225.00

      Amount payable to contract holder:            $225.00

      Payment will be mailed to the address on file.
      Guardian Auto Protection Administrators, Inc.
    `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 225,
      deadline: null,
      notes: 'only the rental reimbursement goes to the owner; the repair payment goes to the dealer',
    },
  },
  {
    id: 'd-lw-14',
    voice: 'warranty_administrator',
    received_at: '2025-10-10',
    claim: D_CLAIMS.okafor,
    kinds: ['case_number', 'deadline_other'],
    text: block(`
      Claim #ESC-4471902

      Mr. Okafor, we can't review the rental portion of your claim until we have the itemized rental invoice (not the
      deposit receipt) and the repair order showing the date the vehicle was released. Please email both by Oct. 24.

      Meridian Warranty Services
    `),
    truth: { language: 'en', intent: 'request_for_information', offered_amount: null, deadline: '2025-10-24' },
  },
  {
    id: 'd-lw-15',
    voice: 'warranty_administrator',
    received_at: '2025-12-05',
    claim: D_CLAIMS.patel,
    kinds: ['relative_weekday', 'deadline_other'],
    text: block(`
      Mr. Patel,

      An independent inspector will look at your CR-V at Metro Honda on Tuesday, 12/9, between 1 and 3 pm, and we'd
      like you there for part of it. Please call our claims line at 877-555-0150 by Monday to confirm you can attend.

      Apex Vehicle Protection
    `),
    truth: {
      language: 'en',
      intent: 'scheduling',
      offered_amount: null,
      deadline: '2025-12-08',
      notes: 'the inspection time is not a deadline; the call back is asked for by the first Monday after Fri Dec 5',
    },
  },
  {
    id: 'd-lw-16',
    voice: 'warranty_administrator',
    received_at: '2026-01-16',
    claim: D_CLAIMS.brandt,
    kinds: ['quoted_original'],
    text:
      block(`
        Ms. Brandt, your contract's rental benefit tops out at $290 per claim and we'll pay all of it. Check to follow.
        - Claims Desk, SecureDrive Protection
      `) +
      '\n\n' +
      block(`
        From: Helga Brandt <hbrandt@example.com>
        Sent: Tuesday, January 13, 2026 10:02 AM
        To: claims@securedrive.example
        Subject: Claim for rental - ID.4

        My ID.4 was out of service for 12 days. At $72.50 a day that's $870. My service contract includes rental
        coverage and I would like to claim it.
      `),
    truth: { language: 'en', intent: 'offer', offered_amount: 290, deadline: null, notes: 'the ask is in the quoted mail' },
  },
  {
    id: 'd-lw-17',
    voice: 'warranty_administrator',
    received_at: '2026-03-13',
    claim: D_CLAIMS.osei,
    kinds: ['multiple_offers_revised', 'deadline_business_days'],
    text: block(`
      Dear Ama Osei,

      Our letter of March 2 offered $150 under your plan's trip-interruption benefit. On appeal, the claims review
      board has increased the amount to $330, which replaces the earlier offer. Please accept it in the customer
      portal within 5 business days.

      Claims Review Board, Sentinel Service Contracts
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 330, deadline: '2026-03-20', notes: 'the revised $330 counts; five weekdays after Fri Mar 13' },
  },
  {
    id: 'd-lw-18',
    voice: 'warranty_administrator',
    received_at: '2026-04-24',
    claim: D_CLAIMS.whitaker,
    kinds: ['html_remnants', 'ticket_acknowledgement', 'case_number'],
    text: block(`
      <table><tr><td>Claim received&nbsp;&#8212; #WX-2026-04-8821</td></tr></table><br>Dear Owen Whitaker,<br><br>We
      have received your claim and supporting documents. An adjuster will be assigned and will contact you.<br><br>
      [cid:logo_shieldpoint.png]<br>ShieldPoint Service Contracts&nbsp;|&nbsp;PO Box 90210&nbsp;|&nbsp;Dallas TX 75390
    `),
    truth: { language: 'en', intent: 'acknowledgement', offered_amount: null, deadline: null },
  },
  {
    id: 'd-lw-19',
    voice: 'warranty_administrator',
    received_at: '2026-08-14',
    claim: D_CLAIMS.castillo,
    kinds: ['final_position', 'distractor_amounts'],
    text: block(`
      Ms. Castillo,

      We have reviewed your appeal. Your contract pays rental at a maximum of $40 per day for five days. We are paying
      that maximum, $200, and we cannot go beyond the contract terms toward the $1,320 you requested. This is the
      administrator's final position on claim 77-31022.

      Claims Appeals, Guardian Auto Protection
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: 200, deadline: null, notes: 'a final position that pays the contract maximum is an offer' },
  },
  {
    id: 'd-lw-20',
    voice: 'warranty_administrator',
    received_at: '2026-10-02',
    claim: D_CLAIMS.moreau,
    kinds: ['offer_without_value', 'signature_noise'],
    text: block(`
      Claire,

      Your plan doesn't include rental coverage, but given how long the part took we'd like to make a goodwill payment
      outside the contract. One of our adjusters will call you to agree on an amount.

      Dev Chaudhary, Senior Adjuster
      Meridian Warranty Services | 9200 Ward Pkwy, Ste 410 | Kansas City, MO 64114
      O: 816-555-0171 | C: 816-555-0172 | Claims fax: 816-555-0179
    `),
    truth: { language: 'en', intent: 'offer', offered_amount: null, deadline: null, notes: 'a payment is promised with no value' },
  },
  {
    id: 'd-lw-21',
    voice: 'lease_company',
    received_at: '2026-09-04',
    claim: D_CLAIMS.whitaker,
    kinds: ['quoted_original', 'waived_payments', 'distractor_amounts'],
    text:
      block(`
        Mr. Whitaker,

        We've reviewed your request with Capitol Ford. Ford Credit will waive your September lease payment of $689.40.
        Your October payment will draft as usual on the 12th.

        Ford Credit Lease Services
      `) +
      '\n\n' +
      'On Tue, Sep 1, 2026 at 8:47 PM Owen Whitaker <owen.w@example.org> wrote:\n' +
      gt(`
        My Lightning was out of service again for nine days in August. I'm asking that my lease payments reflect the
        days I couldn't use the truck: nine days at $120, $1,080.
      `),
    truth: {
      language: 'en',
      intent: 'offer',
      offered_amount: 689.4,
      deadline: null,
      notes: 'the October draft date is the lease schedule, not a deadline about the claim',
    },
  },
];
