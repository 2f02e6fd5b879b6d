import { findDates } from './repair-order-dates';
import { findMoney, parseRepairOrderText } from './parse-repair-order-text';

const order = (dates: string, totals = 'Subtotal   $410.00\nTax (5%)   $20.50\nTotal   $430.50') => `Riverside Honda
1200 Auto Mall Pkwy
Springfield, IL 62704
(217) 555-0142
REPAIR ORDER
${dates}
Customer Concern: transmission slips when shifting
Replace torque converter        $380.00
Shop supplies                   $30.00
${totals}`;

describe('findDates', () => {
  it.each([
    ['11/10/2025', '2025-11-10'],
    ['2025-11-10', '2025-11-10'],
    ['Nov 10, 2025', '2025-11-10'],
    ['10-Nov-25', '2025-11-10'],
    ['November 10, 2025', '2025-11-10'],
    ['10 Nov 2025', '2025-11-10'],
    ['11/10/25', '2025-11-10'],
    ['Sept. 3rd, 2025', '2025-09-03'],
    ['2025/03/04', '2025-03-04'],
    ['25/10/2025', '2025-10-25'],
    ['03MAR25 09:58', '2025-03-03'],
    ['3/3/25 10:21', '2025-03-03'],
    ['03-Mar-25 7:08a', '2025-03-03'],
    ['March 3rd, 2025', '2025-03-03'],
    ['Mar-03-25 10:42', '2025-03-03'],
    ['12 de marzo de 2024', '2024-03-12'],
    ['12/abr/2024 10:38 AM', '2024-04-12'],
    ['05/ago/2023', '2023-08-05'],
    ['3 diciembre 2024', '2024-12-03'],
    ['12 mars 2024', '2024-03-12'],
    ['1 juin 2024', '2024-06-01'],
    ['Tuesday, March 12, 2024', '2024-03-12'],
  ])('reads %s as %s', (text, iso) => {
    expect(findDates(`Date In: ${text}`).map((date) => date.iso)).toEqual([iso]);
  });

  it('puts back digits OCR read as letters', () => {
    expect(findDates('Opened 1O/l2/2025')[0]?.iso).toBe('2025-10-12');
  });

  it('rejects dates that do not exist and numbers that are not dates', () => {
    expect(findDates('02/30/2025 13/13/2025 RO 20251110 Mileage 45,210 VIN 1HGCV1F30LA654321')).toEqual([]);
  });
});

describe('findMoney', () => {
  it('reads amounts with cents or a dollar sign, not mileage or phone numbers', () => {
    expect(findMoney('Replace pads $1,240.50 and 89.00 or $45').map((money) => money.amount)).toEqual([1240.5, 89, 45]);
    expect(findMoney('Mileage In: 45,210   (217) 555-0142   2025')).toEqual([]);
  });
});

describe(parseRepairOrderText.name, () => {
  it.each(['Date In', 'Opened', 'Arrived', 'Date Received', 'Date Opened', 'Received', 'Check-In'])('finds the date in beside "%s"', (label) => {
    expect(parseRepairOrderText(order(`${label}: 11/10/2025\nDate Out: 11/14/2025`)).date_in).toBe('2025-11-10');
  });

  it.each(['Date Out', 'Closed', 'Completed', 'Ready', 'Date Completed', 'Date Closed', 'Released'])('finds the date out beside "%s"', (label) => {
    expect(parseRepairOrderText(order(`Date In: 11/10/2025\n${label}: 11/14/2025`)).date_out).toBe('2025-11-14');
  });

  it.each([
    ['11/10/2025', '11/14/2025'],
    ['2025-11-10', '2025-11-14'],
    ['Nov 10, 2025', 'Nov 14, 2025'],
    ['10-Nov-25', '14-Nov-25'],
  ])('reads the date style %s', (dateIn, dateOut) => {
    const reading = parseRepairOrderText(order(`Date In: ${dateIn}\nDate Out: ${dateOut}`));
    expect([reading.date_in, reading.date_out]).toEqual(['2025-11-10', '2025-11-14']);
  });

  it('reads two columns on one line, each date with its own label', () => {
    const reading = parseRepairOrderText(order('VIN   1HGCV1F30LA654321      Customer   Dana Lee\nDate Out   Nov 14, 2025      Date In   Nov 10, 2025'));
    expect([reading.date_in, reading.date_out]).toEqual(['2025-11-10', '2025-11-14']);
  });

  it('reads a table whose labels sit above their values', () => {
    const reading = parseRepairOrderText(order('RO Number   Date In   Date Out\n   R161738   11/10/2025   11/14/2025'));
    expect([reading.date_in, reading.date_out]).toEqual(['2025-11-10', '2025-11-14']);
  });

  it('reads free text', () => {
    const reading = parseRepairOrderText(
      order(
        'Your 2021 Honda Accord arrived on 10-Nov-25 and was completed on 14-Nov-25. Repair order R319077.',
        'Subtotal 410.00.\nAmount Due: $430.50 (tax $20.50 included)',
      ),
    );
    expect(reading).toMatchObject({ date_in: '2025-11-10', date_out: '2025-11-14', total: 430.5 });
  });

  it('ignores dates beside other labels', () => {
    const reading = parseRepairOrderText(order('Invoice Date: 11/20/2025   Printed 11/21/2025\nOpened: 11/10/2025   Promised: 11/12/2025\nClosed: 11/14/2025'));
    expect([reading.date_in, reading.date_out]).toEqual(['2025-11-10', '2025-11-14']);
  });

  it('leaves the date out empty when the order is still open', () => {
    expect(parseRepairOrderText(order('Date In: 11/10/2025\nDate Out:')).date_out).toBeNull();
  });

  it.each(['Total', 'Amount Due', 'Balance Due', 'Grand Total', 'Total Due', 'Invoice Total'])('takes the amount due beside "%s", tax included', (label) => {
    const reading = parseRepairOrderText(
      order('Date In: 11/10/2025', `Labor Total: $300.00\nParts Total: $110.00\nSubtotal: $410.00\nTax: $20.50\n${label}: $430.50`),
    );
    expect(reading.total).toBe(430.5);
  });

  it('prefers the balance due to a plain total, but not the balance left after a deposit (the order still cost the total)', () => {
    expect(parseRepairOrderText(order('Date In: 11/10/2025', 'Total   $430.50\nBalance Due   $430.50')).total).toBe(430.5);
    expect(parseRepairOrderText(order('Date In: 11/10/2025', 'Total   $430.50\nDeposit   $100.00\nBalance Due   $330.50')).total).toBe(430.5);
  });

  it('finds the total when OCR read the labels and the amounts as separate blocks', () => {
    expect(parseRepairOrderText(order('Date In: 11/10/2025', 'Subtotal\nTax (5%)\nTotal\n$410.00\n$20.50\n$430.50')).total).toBe(430.5);
  });

  it('takes the dealer from the letterhead, not the address, phone or title', () => {
    expect(parseRepairOrderText(order('Date In: 11/10/2025')).dealer_name).toBe('Riverside Honda');
    expect(parseRepairOrderText(`SERVICE INVOICE\n${order('Date In: 11/10/2025')}`).dealer_name).toBe('Riverside Honda');
  });

  it('takes a labelled dealer first, and writes a name in capitals in title case', () => {
    expect(parseRepairOrderText(`REPAIR ORDER\nRO #: 1234\nDealer: Miller Toyota\n${order('Date In: 11/10/2025')}`).dealer_name).toBe('Miller Toyota');
    expect(parseRepairOrderText('RIVERA BUICK OF RIVERSIDE\n2008 MARKET ST\nDATE IN: 11/10/2025').dealer_name).toBe('Rivera Buick of Riverside');
  });

  it('joins a dealer name the letterhead wrapped onto a second line', () => {
    expect(
      parseRepairOrderText('Westfield Volkswagen Service           RO #: 20931\nCenter                          Date In: 11/10/2025\n2008 Market St')
        .dealer_name,
    ).toBe('Westfield Volkswagen Service Center');
  });

  it('takes the left cell of a two-column letterhead', () => {
    expect(parseRepairOrderText('Clearwater Acura                 RO #: RO195494\n8147 Market St            Date In: 30-Jun-24').dealer_name).toBe(
      'Clearwater Acura',
    );
  });

  it('reads the issue and the line items', () => {
    const reading = parseRepairOrderText(order('Date In: 11/10/2025'));
    expect(reading.issue_summary).toBe('Transmission slips when shifting');
    expect(reading.line_items).toEqual([
      { desc: 'Replace torque converter', amount: 380 },
      { desc: 'Shop supplies', amount: 30 },
    ]);
  });

  it('reads the issue from the line under its label', () => {
    expect(parseRepairOrderText('Complaint:\nA/C blows warm air after 10 minutes\nDate In: 11/10/2025').issue_summary).toBe(
      'A/C blows warm air after 10 minutes',
    );
  });

  it('is confident when every field is there and less so as fields go missing', () => {
    const full = parseRepairOrderText(order('Date In: 11/10/2025\nDate Out: 11/14/2025'));
    const noDateOut = parseRepairOrderText(order('Date In: 11/10/2025'));
    const bare = parseRepairOrderText('illegible page\nsmudge');
    expect(full.confidence).toBeGreaterThan(0.9);
    expect(noDateOut.confidence).toBeLessThan(full.confidence - 0.1);
    expect(bare.confidence).toBeLessThan(0.3);
    expect(bare).toMatchObject({ date_in: null, date_out: null, total: null, line_items: [] });
  });
});

describe('parseRepairOrderText: the order number, mileage, the three Cs and warranty pay', () => {
  const dms = `LAKESIDE FORD   REPAIR ORDER
1900 LAKESHORE DR   RO# 603387
PH (651) 555-0110 FAX (651) 555-0117   INV# 1395022 PAGE 1 OF 1
MILEAGE IN / OUT   OPENED   CLOSED   INVOICED
39,175 / 39,191   1/16/24 10:21   1/18/24 17:25   1/19/24
LINE A OPCODE 91RAD7   TECH# 167   TYPE C (CUSTOMER)   148.05 0.00
CONCERN: CUSTOMER STATES INFOTAINMENT SCREEN GOES BLACK
CAUSE: FOUND HEAD UNIT SOFTWARE FAULT
CORRECTION: UPDATED HEAD UNIT SOFTWARE
LABOR AMOUNT   148.05   WARRANTY 0.00
SALES TAX   1.27
TOTAL CUSTOMER PAY   149.32`;

  it('reads each value under its column header and beside its label, each with its own confidence', () => {
    const reading = parseRepairOrderText(dms);
    expect(reading).toMatchObject({
      ro_number: '603387',
      mileage_in: 39175,
      mileage_out: 39191,
      date_in: '2024-01-16',
      date_out: '2024-01-18',
      total: 149.32,
      complaint: 'CUSTOMER STATES INFOTAINMENT SCREEN GOES BLACK',
      cause: 'FOUND HEAD UNIT SOFTWARE FAULT',
      correction: 'UPDATED HEAD UNIT SOFTWARE',
      warranty_repair: false,
      questions: [],
    });
    for (const field of ['ro_number', 'mileage_in', 'mileage_out', 'date_in', 'date_out', 'total', 'complaint'] as const) {
      expect(reading.field_confidence[field]).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('reads a three-C value that runs onto the next line whole, and leaves it for the owner to check', () => {
    const reading = parseRepairOrderText(`CONCERN:      CUSTOMER STATES A/C BLOWS WARM AIR
CORRECTION:   REPLACED A/C CONDENSER, EVACUATED AND RECHARGED SYSTEM, VERIFIED VENT
              TEMPERATURE 41F
              LABOR 2.10 HRS   @ 152.00 = 319.20`);
    expect(reading.correction).toBe('REPLACED A/C CONDENSER, EVACUATED AND RECHARGED SYSTEM, VERIFIED VENT TEMPERATURE 41F');
    expect(reading.field_confidence.correction).toBeLessThan(0.9);
    // A labour line under the text is not part of it.
    expect(reading.complaint).toBe('CUSTOMER STATES A/C BLOWS WARM AIR');
    const labour = parseRepairOrderText(`CORRECTION:   REPLACED FRONT PADS AND ROTORS
              LABOR 1.50 HRS`);
    expect(labour.correction).toBe('REPLACED FRONT PADS AND ROTORS');
    expect(labour.field_confidence.correction).toBeGreaterThanOrEqual(0.9);
    // Run on under its label, the operation's line after it.
    const hanging = parseRepairOrderText(`   Correction: Replaced A/C condenser, evacuated and recharged system, verified vent
   temperature 41F
   Op 82AC12 · Tech 974 · 2.6 hr`);
    expect(hanging.correction).toBe('Replaced A/C condenser, evacuated and recharged system, verified vent temperature 41F');
    const operation = parseRepairOrderText(`   Correction: Replaced cabin air filter
   Op 82AC12 · Tech 974 · 2.6 hr`);
    expect(operation.correction).toBe('Replaced cabin air filter');
  });

  // The number under a boxed "R.O. No.", the invoice number only when there is no RO number; "Order No.", a numero sign,
  // "W.O. No." or "Service Order No." at the start of a cell, never "Purchase order"; an order number OCR broke into short
  // groups of digits joined, and no longer number with a second one.
  it.each([
    ['R.O. No.\nPacific Honda\n8800 SW Canyon Rd · (503) 555-0105   728657\nInvoice 6648036', '728657'],
    // OCR reads the O of a printed "R.O. No." as a zero now and then.
    ['Lakeside Ford   R.0. No.\n1900 Lakeshore Dr - (651) 555-0110   489416\nInvoice 3176198', '489416'],
    ['Riverside Volkswagen\nInvoice #   678591   VIN   3VWVD6JFXKT882572', '678591'],
    ['BAYVIEW GARAGE   REPAIR ORDER\n12 Dock St   ORDER NO. 551234', '551234'],
    ['BAYVIEW GARAGE   REPAIR ORDER\n12 Dock St   No. 661234', '661234'],
    ['BAYVIEW GARAGE\n12 Dock St   N°772345', '772345'],
    ['BAYVIEW GARAGE\n12 Dock St   W.O. No. 883456\nInvoice # 9912345', '883456'],
    ['Service Order No. 447788   Invoice 5512345', '447788'],
    ['Fleet account   Purchase order # 2024117\nInvoice # 9912345', '9912345'],
    ['License No. 7MD9861   Invoice # 9912345', '9912345'],
    ['BAYVIEW GARAGE   REPAIR ORDER\n12 Dock St   ORDER NO. 5 51 234', '551234'],
    ['RO# 603387 12 PAGE 1', '603387'],
    ['ORDER NO. 4 12\nInvoice # 9912345', '9912345'],
  ])('reads the RO number of %j as %s', (text, number) => {
    expect(parseRepairOrderText(text).ro_number).toBe(number);
  });

  it('reads a warranty order as a customer total of 0.00 beside the warranty amount', () => {
    const reading = parseRepairOrderText(`Northgate Subaru   W A R R A N T Y
Date in   01-Dec-23 7:08a   MILEAGE IN / OUT   30,114 / 30,135
Date out   02-Dec-23 4:15p
LINE A — LABOR OP 14BAT01 — TECH 991 — PAY TYPE: WARRANTY
Customer Pay   Warranty Pay   Internal
$0.00   $355.75   $0.00`);
    expect(reading).toMatchObject({ total: 0, warranty_repair: true, mileage_in: 30114, mileage_out: 30135, date_in: '2023-12-01', date_out: '2023-12-02' });
  });

  it('gives a same-day receipt one date for both, and reads mileage with "mi"', () => {
    const reading = parseRepairOrderText(`Sparky's Lube & Tune   2814 E Main St
Invoice # 514091
Date 02/17/2024 8:11 AM
Mileage: 9,017 mi
Invoice Total   $146.69
NEXT SERVICE DUE 14,017 mi
Paid by card $146.69 · Ready at 3:01 PM`);
    expect(reading).toMatchObject({ date_in: '2024-02-17', date_out: '2024-02-17', mileage_in: 9017, mileage_out: null, ro_number: '514091', total: 146.69 });
  });

  it('asks rather than picks when two labels of one kind hold different dates', () => {
    const reading = parseRepairOrderText(order('Date In: 11/10/2025\nDate Out: 11/14/2025', 'Vehicle received   11/12/2025\nTotal   $412.50'));
    expect(reading.date_in).toBeNull();
    expect(reading.field_confidence.date_in).toBe(0);
    expect(reading.date_out).toBe('2025-11-14');
    expect(reading.questions).toEqual([
      { field: 'date_in', question: 'Two possible dates in: Nov 10, 2025 and Nov 12, 2025', candidates: ['2025-11-10', '2025-11-12'] },
    ]);
  });

  it('takes a payment received for a date beside a payment, not the date the car came in', () => {
    const reading = parseRepairOrderText(order('Checked in   11/10/2025\nCompleted   11/14/2025', 'Payment received 11/03/2025   -$40.00\nTotal   $412.50'));
    expect(reading).toMatchObject({ date_in: '2025-11-10', date_out: '2025-11-14', questions: [] });
  });

  it('reads a date printed twice under labels of one kind once', () => {
    const reading = parseRepairOrderText(order('Date In: 11/10/2025\nDate Out: 11/14/2025', 'Vehicle received   11/10/2025\nTotal   $412.50'));
    expect(reading).toMatchObject({ date_in: '2025-11-10', date_out: '2025-11-14', questions: [] });
  });

  it('asks rather than picks when two totals compete, and says why in words', () => {
    const reading = parseRepairOrderText(order('Date In: 11/10/2025', 'Amount Due   $119.96\nBalance Due   $2,337.76'));
    expect(reading.total).toBeNull();
    expect(reading.field_confidence.total).toBe(0);
    expect(reading.questions).toEqual([{ field: 'total', question: 'Two possible totals: $119.96 and $2,337.76', candidates: [119.96, 2337.76] }]);
  });

  it('reads a work order laid out as column headers over their values, with its own words for the number, dates and total', () => {
    const reading = parseRepairOrderText(`Sunset Chevrolet
EV & Hybrid Service Center · 4410 W Sunset Blvd, Tacoma WA 98409

REPAIR ORDER                      ARRIVAL                            READY FOR PICKUP
237745                            Wed 08 Mar 2023 07:26              Thu 09 Mar 2023 18:05
ODOMETER IN                       ODOMETER OUT
28,325 mi                         28,343 mi
                                                                     Labor                 172.00
                                                                     Customer Portion     $462.06
   CONCERN                               Customer states vehicle will not start intermittently
   DIAGNOSIS                             Battery failed load test, terminal corroded
   REPAIR                                Replaced battery and cleaned terminals
   0.8 h labor · technician 816 · parts BXT-65-750 ×1
Advisor J. MORALES · Invoice 5586117 · Report generated Sat 11 Mar 2023.`);
    expect(reading).toMatchObject({
      ro_number: '237745',
      date_in: '2023-03-08',
      date_out: '2023-03-09',
      total: 462.06,
      mileage_in: 28325,
      mileage_out: 28343,
      cause: 'Battery failed load test, terminal corroded',
      correction: 'Replaced battery and cleaned terminals',
    });
  });

  it('takes "W/O #" as the order number over an invoice number, and no date from the sentence after a label', () => {
    const reading = parseRepairOrderText(`Capitol Jeep Ram                                   FLEET WORK ORDER
Fleet & Commercial Service · 6020 Capitol Blvd, Raleigh, NC 27616       Invoice No. 2173943
 W/O #                 321693
 ODO                   31,192                                       Amount Payable          $858.03
 ARRIVAL               2023-07-29 07:21
 COMPLETED             2023-07-30 13:13
Account statement — previous balance 356.44 received with thanks. Terms net 30 from 2023-07-30.`);
    expect(reading).toMatchObject({ ro_number: '321693', date_in: '2023-07-29', date_out: '2023-07-30', total: 858.03, mileage_in: 31192, questions: [] });
  });

  it('reads a shop ticket number where no repair-order number is printed, and holds an invoice number unsure beside a repair-order label it could not read', () => {
    expect(
      parseRepairOrderText(`Oakridge Express Service\n TICKET #          SERVICE DATE\n 397305            1-Aug-2024\n Pay This Amount   $655.89`),
    ).toMatchObject({
      ro_number: '397305',
      total: 655.89,
    });
    const unsure = parseRepairOrderText(`Lakeside Ford\nRepair Order:\nInvoice No. 88123\nDate In: 11/10/2025\nTotal   $430.50`);
    expect(unsure.ro_number).toBe('88123');
    expect(unsure.field_confidence.ro_number).toBeLessThan(0.9);
  });

  it('reads "MI IN" headers over their readings, spaced thousands with kilometres beside them, and a heading over its text', () => {
    const dms = parseRepairOrderText(`HARBOR BMW                                   R.O. NO.   252478
 OPENED                  CLOSED
 Dec-05-24 10:56         Dec-10-24 17:35
 MI IN                   MI OUT                   2023 BMW 330I · VIN WBA928ZC2PG346417
 31,804                  31,813
                                                  NET DUE      99.26`);
    expect(dms).toMatchObject({ mileage_in: 31804, mileage_out: 31813 });

    const european = parseRepairOrderText(`Granite Ford
Repair order no.     465391           Mileage in      41 940 mi (67 496 km)
Order opened         19 November 2025 Mileage out     41 943 mi (67 501 km)
 A CUSTOMER REQUEST                                    Warranty claim       1.8   273.60    13.50
   Customer states water on passenger floor after rain
     WORK CARRIED OUT
     Reconnected and secured drain tube, water tested OK, dried carpet
                                                   Grand Total (USD)          82.08`);
    expect(european).toMatchObject({
      mileage_in: 41940,
      mileage_out: 41943,
      complaint: 'Customer states water on passenger floor after rain',
      correction: 'Reconnected and secured drain tube, water tested OK, dried carpet',
      warranty_repair: true,
    });
    // Read from under a heading, so held for the owner to check.
    expect(european.field_confidence.complaint).toBeLessThan(0.9);
  });

  it("reads a total under its boxed label, not another label's amount beside it, and no whole dollars from a damaged figure", () => {
    const boxed = parseRepairOrderText(`Northgate Subaru
      1 Rear sway bar links                                     1.1      193.60     117.20      310.80
     Amount Due from Owner                                                  Labor                193.60
                                                                            Parts                117.20
           $339.89                                                          Sales tax             13.60`);
    expect(boxed.total).toBe(339.89);

    const damaged = parseRepairOrderText(`Northgate Subaru
     Owner Pays                                                             Labor                262.80
    $285 :97                                                                Sales tax              2.15`);
    expect(damaged.total === null || (damaged.field_confidence.total ?? 0) < 0.9).toBe(true);
    expect(damaged.total).not.toBe(285);
    expect(damaged.total).not.toBe(262.8);
  });

  it('takes no three-C label from a sentence that opens with its words, and reads labels after a slash or beside a side column', () => {
    const sentence = parseRepairOrderText(`MAPLE AUTO CARE
NOTES / CUSTOMER COMPLAINT
Customer states engine stalls at stop lights
Customer requests tire rotation`);
    expect(sentence.complaint).toBe('Customer states engine stalls at stop lights');
    expect(sentence.field_confidence.complaint).toBeLessThan(0.9);
    // OCR reads the heading's slash as a bar.
    const bar = parseRepairOrderText(`MAPLE AUTO CARE
NOTES | CUSTOMER COMPLAINT
Customer states engine stalls at stop lights`);
    expect(bar.complaint).toBe('Customer states engine stalls at stop lights');
    expect(parseRepairOrderText('Customer requests tire rotation and balance').complaint).toBeNull();

    const bilingual = parseRepairOrderText(`Queja / Complaint: Brakes squeal when stopping
Causa / Cause: Front pads worn to 2 mm`);
    expect(bilingual).toMatchObject({ complaint: 'Brakes squeal when stopping', cause: 'Front pads worn to 2 mm' });

    const sidebar = parseRepairOrderText(`Account            Brake service
14 Elm Road        What you told us: Grinding noise from the rear wheels`);
    expect(sidebar.complaint).toBe('Grinding noise from the rear wheels');
  });

  it('takes no date from the line under a label in running text, and reads "Completion" as the date out', () => {
    const prose = parseRepairOrderText(`Date In   03-02-2024
Keys and spare fob returned with vehicle. Road test performed by technician.
Account: previous balance 120.00 paid 02-20-2024 · balance forward 0.00
Balance Due   $88.10`);
    expect(prose.date_out).toBeNull();
    expect(prose.questions).toEqual([]);
    expect(prose.total).toBe(88.1);
    expect(parseRepairOrderText('Arrival   March 3, 2025 · 9:10 AM\nCompletion   March 5, 2025 · 4:20 PM')).toMatchObject({
      date_in: '2025-03-03',
      date_out: '2025-03-05',
    });
  });

  it('passes over a document title such as "Service ticket" and knows powersports makes in a letterhead', () => {
    expect(parseRepairOrderText('   SERVICE TICKET\nALPINE YAMAHA\n210 Ridge Rd · Bend, OR 97701').dealer_name).toBe('Alpine Yamaha');
  });

  it('reads "You paid" or "Total paid" as the total, and no repair line\'s own total', () => {
    expect(parseRepairOrderText('Subtotal   $210.00\nTax   $12.60\nYou paid   $222.60').total).toBe(222.6);
    expect(parseRepairOrderText('Subtotal   $0.00\nPaid by warranty   $410.20\nTotal paid   $0.00').total).toBe(0);
    const jobs = parseRepairOrderText(`Job 1 total (billed to manufacturer)   339.35
Job 2 total   84.10
Sales tax   5.04
Ticket   Total   $89.14`);
    expect(jobs.total).toBe(89.14);
    expect(jobs.questions).toEqual([]);
  });

  it('reads a speedometer reading as the mileage in, and a lone "DATE" box over its date as the date in, held for the owner to check', () => {
    const form = parseRepairOrderText(`NAME                 DATE          TIME REC.
Ana Ruiz             4/9/25        8:10a
MAKE        MODEL        SPEEDOMETER
Honda       Civic        61,204
PAID 4/14/25
DATE COMPLETED     TIME
4/10/25            3:05p`);
    expect(form).toMatchObject({ date_in: '2025-04-09', date_out: '2025-04-10', mileage_in: 61204 });
    expect(form.field_confidence.date_in).toBeLessThan(0.9);
  });

  it('reads "Tech findings" as the cause, and a warranty pay type at the end of a repair line or as a bilingual code', () => {
    const job = parseRepairOrderText(`Job 1 - Starter replacement            Op ST100 - Tech #12 - WARRANTY
Concern          Engine cranks slowly
Tech Findings    Starter draws 300 amps
Sales tax   0.00
Balance Due   $0.00`);
    expect(job).toMatchObject({ cause: 'Starter draws 300 amps', warranty_repair: true });
    expect(parseRepairOrderText('A   Brake service   B12   401   GAR/WAR   1.2   150.00').warranty_repair).toBe(true);
    expect(parseRepairOrderText('Warranty (no charge   412.50\nAmount Due   $0.00').warranty_repair).toBe(true);
    expect(parseRepairOrderText('Job 1 - Oil change   Op SV01 - Tech #12 - CUSTOMER PAY\nAmount Due   $60.00').warranty_repair).toBe(false);
  });

  it('reads an odometer label OCR read with a t for its d, and a reading whose thousands comma OCR read as a point', () => {
    const reading = parseRepairOrderText(`Open Date     Otometer In     Advisor
03-02-2024    48.315          K. LEE`);
    expect(reading.mileage_in).toBe(48315);
    expect(parseRepairOrderText('Odometer In   0.875').mileage_in).not.toBe(875);
  });

  it('takes no lone make from a vehicle row for the dealer', () => {
    const form = parseRepairOrderText(`   BRIGHTWATER EXPRESS SERVICE                     REPAIR ORDER
   41 Mill Rd · Dover, DE 19901
 YEAR        MAKE        MODEL
 2023        Toyota      Corolla`);
    expect(form.dealer_name).toBe('Brightwater Express Service');
  });

  it('reads mileage labels OCR glued to their "in" and "out"', () => {
    const reading = parseRepairOrderText(`Arrived      Completed     Odometerin     OdometerOut
02-20-2024   02-25-2024    64,115         64,121`);
    expect(reading).toMatchObject({ mileage_in: 64115, mileage_out: 64121 });
  });

  it("reads a client's or owner's concern as the complaint", () => {
    expect(parseRepairOrderText('  A Brake service\n     Client Concern: Brakes squeal when stopping').complaint).toBe('Brakes squeal when stopping');
    expect(parseRepairOrderText('Owner complaint:   Door lock sticks').complaint).toBe('Door lock sticks');
  });

  it("takes no repair line's pay type for a total when OCR read its dots as dashes and its Op as 0p", () => {
    const reading = parseRepairOrderText(` (5) 0p 01LOF   - Tech #938   - Customer pay        $117.30
 Sales tax   $5.47
 Total Customer Pay   $127.44`);
    expect(reading.total).toBe(127.44);
    expect(reading.questions).toEqual([]);
  });

  it("reads the name beside a make's logo, not the department line under it", () => {
    const reading = parseRepairOrderText(`   KIA                   Summit Kia
                         EV & Hybrid Service Center   - 90 Lake Rd, Reno NV 89501
REPAIR ORDER             ARRIVAL`);
    expect(reading.dealer_name).toBe('Summit Kia');
    expect(parseRepairOrderText('   M A Z D A      Harbor Mazda\n   Service Center   - 1 Bay St').dealer_name).toBe('Harbor Mazda');
  });

  it('reads the one mileage reading on the date-out row as the mileage in, with no reading out', () => {
    const reading = parseRepairOrderText(`Recibido / Received: 28/may/2023 10:37 AM
Terminado / Completed: 29/may/2023 5:58 PM      Odómetro / Odometer: 23,134      Cliente No. / Cust. No.: 762156`);
    expect(reading).toMatchObject({ date_in: '2023-05-28', date_out: '2023-05-29', mileage_in: 23134, mileage_out: null });
  });

  it('takes no balance left after a deposit or a payment for the total', () => {
    const deposit = parseRepairOrderText(`Work order total                                 $193.74
Less deposit received Friday, December 29, 2023    (100.00)
Balance paid at pickup                              $93.74`);
    expect(deposit.total).toBe(193.74);
    const card = parseRepairOrderText(`  Total                                                                                 $623.52
  Paid - card ending 5258                                                                  -623.52
  Balance                                                                                     0.00`);
    expect(card.total).toBe(623.52);
    expect(card.field_confidence.total).toBeGreaterThanOrEqual(0.9);
  });

  it('reads "R/O" and an order number under a bilingual heading, and nothing from a line about an earlier visit', () => {
    const comeback = parseRepairOrderText(`Northgate Subaru                                                        R/O 322346
  RETURN VISIT - COMEBACK OF R/O 629144, closed 10/19/23 at 49,182 mi · same concern, no charge for rework
 Customer             James Kowalczyk                     Opened               11/1/23 @ 8:55a
 Phone                (206) 555-0245                      Closed               11/2/23 @ 6:26p
 Vehicle              2022 Subaru Ascent, silver          Mileage in / out     50,243 / 50,249`);
    expect(comeback).toMatchObject({ ro_number: '322346', date_in: '2023-11-01', date_out: '2023-11-02', mileage_in: 50243, mileage_out: 50249 });
    expect(comeback.field_confidence.ro_number).toBeGreaterThanOrEqual(0.9);
    const bilingual = parseRepairOrderText(`                                                        Núm. de orden / Order #
SOL NISSAN DE HIALEAH
1550 W 49th St · Hialeah, FL 33012                                 317319
Servicio / Service (305) 555-0112                          Factura / Invoice 5968745 · Etiqueta / Tag T143`);
    expect(bilingual.ro_number).toBe('317319');
  });

  it('reads a shop order number with its branch code over an invoice number', () => {
    const reading = parseRepairOrderText(` SHOP ORDER              INVOICE NO.             CUSTOMER NO.
 YRK-350007              8014826                 187171`);
    expect(reading.ro_number).toBe('YRK-350007');
  });

  it('reads bare "In" and "Out" cells, a "Write-up" date and a service that is "complete"', () => {
    expect(parseRepairOrderText(' Phone   (206) 555-0245   In   11/1/23 @ 8:55a\n Vehicle   2022 Subaru Ascent   Out   11/2/23 @ 6:26p')).toMatchObject({
      date_in: '2023-11-01',
      date_out: '2023-11-02',
    });
    expect(parseRepairOrderText('Write-up   3/4/24 @ 9:10a\nFinished   3/5/24 @ 4:00p')).toMatchObject({ date_in: '2024-03-04', date_out: '2024-03-05' });
    expect(parseRepairOrderText('Vehicle received   Mar 4, 2024 · 9:10 AM\nService complete   Mar 5, 2024 · 4:00 PM').date_out).toBe('2024-03-05');
  });

  it('reads an e-mailed invoice: the sender as the dealer, the service date for both dates, and the odometer in running text', () => {
    const reading = parseRepairOrderText(`Inbox   Archive   Reply   Forward                                                  1 of 212
Invoice 700363 from RoadReady Mobile Mechanics - 2022 Ford F-150
From        RoadReady Mobile Mechanics <billing@roadreadymobilemechanics.com>
Date        Sun, Jul 30, 2023, 10:34 PM
Thanks for having RoadReady Mobile Mechanics out to 6763 Oak St on Saturday, July 29, 2023 to take
care of your 2022 Ford F-150. I got there at 7:04a and wrapped up at 1:15p. Your odometer showed
37431 miles.
  What you told me: Customer states infotainment screen goes black
  What I did: Updated head unit software
  Invoice no. 700363                                                    Service date July 29, 2023`);
    expect(reading).toMatchObject({
      dealer_name: 'RoadReady Mobile Mechanics',
      date_in: '2023-07-29',
      date_out: '2023-07-29',
      mileage_in: 37431,
      ro_number: '700363',
      complaint: 'Customer states infotainment screen goes black',
      correction: 'Updated head unit software',
    });
    expect(parseRepairOrderText('Thanks. I got there at 9:39a and wrapped up at 5:35p. Mileage at\nservice: 43,980.').mileage_in).toBe(43980);
  });

  it('reads three-C labels as owners and technicians write them', () => {
    const rv = parseRepairOrderText(`  Customer states: Customer states water dripping from ceiling
  Tech found: Roof sealant cracked around vent
  Repair made: Resealed vent and roof seams`);
    expect(rv).toMatchObject({
      complaint: 'Customer states water dripping from ceiling',
      cause: 'Roof sealant cracked around vent',
      correction: 'Resealed vent and roof seams',
    });
    const plain = parseRepairOrderText(`   Complaint Customer states grinding noise from front brakes
   Repair Replaced front pads and rotors, road tested`);
    expect(plain).toMatchObject({ complaint: 'Customer states grinding noise from front brakes', correction: 'Replaced front pads and rotors, road tested' });
    expect(parseRepairOrderText('  Your concern: Hybrid warning light on').complaint).toBe('Hybrid warning light on');
  });

  it('takes no vehicle line below the letterhead for the dealer, and knows RV and truck dealers', () => {
    const reading = parseRepairOrderText(`                                                      W.O. No.
Pine Ridge RV Center
2400 US-31 N, Traverse City, MI 49686 · Service (231) 555-0186              225627
  OWNER                                                     COACH
  Kevin Kowalczyk                                           2025 Thor Motor Coach Miramar 35.2
  5525 Ridgeview Dr                                         Coach serial TH379662
  Traverse City, MI 49690                                   Chassis Mercedes-Benz Sprinter 3500`);
    expect(reading.dealer_name).toBe('Pine Ridge RV Center');
    expect(parseRepairOrderText('KEYSTONE KENWORTH                         BRANCH YRK\n1801 Industrial Hwy').dealer_name).toBe('Keystone Kenworth');
  });

  it('reads a date its narrow cell wrapped onto the next line', () => {
    const reading =
      parseRepairOrderText(`Cita / Appointment: 8 de octubre de 2024     Fecha de entrada/ Date in: 10 de octubre de   Prometido/ Promised: 10 de octubre de
                                             2024 8:54 AM                                2024
Fecha de salida/ Date out: 11 de octubre de   Odometer: 26,730
2024 11:06 AM`);
    expect(reading).toMatchObject({ date_in: '2024-10-10', date_out: '2024-10-11' });
  });

  it('reads a work or service order number under a heading of its own, "W.O. No" without its point too', () => {
    const heading = `                                                                                                     Service Order
Gulf Coast Motorhomes
18150 US-19 N, Clearwater, FL 33764 - Service (727) 555-0164                                       791578`;
    expect(parseRepairOrderText(heading).ro_number).toBe('791578');
    expect(parseRepairOrderText(heading.replace('Service Order', 'W.0. No')).ro_number).toBe('791578');
  });

  it('takes no date from "write-up" in running text, nor from the sentence after a label that ends one', () => {
    const reading = parseRepairOrderText(`        Date In          Time           Date Out          Time
     02-16-2024         08:07         02-23-2024         13:08
Open campaigns checked at write-up. Owner notification letter dated 02-13-2024 presented.`);
    expect(reading).toMatchObject({ date_in: '2024-02-16', date_out: '2024-02-23' });
    // Only an unlabelled date, held for the owner to check.
    expect(
      parseRepairOrderText('Dates as above\nOpen campaigns checked at write-up, Owner letter dated 08SEP23 presented.').field_confidence.date_in,
    ).toBeLessThan(0.9);
  });

  it('reads an order written in Spanish only, and an order number after its branch digits', () => {
    const reading = parseRepairOrderText(`Orden No. 02-118734
Fecha de entrada: 12/abr/2024      Fecha de salida: 15/abr/2024
Millaje: 41,203`);
    expect(reading).toMatchObject({ ro_number: '02-118734', date_in: '2024-04-12', date_out: '2024-04-15', mileage_in: 41203 });
  });

  it('reads an "R/O" that OCR read as "rio" before its number, and no such word before anything else', () => {
    expect(parseRepairOrderText('Gateway Ram Trucks                                              rio 339796\nInvoice 9455364').ro_number).toBe('339796');
    expect(parseRepairOrderText('Rio Grande Chevrolet\n1200 Rio Grande Blvd\nInvoice 9455364').ro_number).toBe('9455364');
  });

  it('reads "ODOM IN" over a reading grouped by a space, "R/O NO." over its number, and no delivery miles for the mileage', () => {
    const reading = parseRepairOrderText(`                                                                        R/O NO.
PINE HILL HONDA                                                         418822
 VEHICLE                                    IN-SERVICE DATE             DELIVERY MILES
 2021 HONDA CIVIC                           MAR 02 2021                 12
 SERVICE ADVISOR      TAG                   ODOM IN                     ODOM OUT
 R. KIM (12)          T118                  48 215                      48 230`);
    expect(reading).toMatchObject({ ro_number: '418822', mileage_in: 48215, mileage_out: 48230 });
    expect(parseRepairOrderText('Stock 2231   DELIVERY MILES: 9\nMileage in: 31,200').mileage_in).toBe(31200);
  });

  it('takes the dealer from the subject a web mail prints over the page, not the subject itself', () => {
    const reading = parseRepairOrderText(`3/4/25, 9:12 AM                                      Mail - Your invoice 5512044 from Harbor Point Kia

   Your invoice 5512044 from Harbor Point Kia
            Harbor Point Kia Service <service@harborpointkia.example>
            Thank you for choosing Harbor Point Kia. Your invoice is below.
              Harbor Point Kia · 12 Bay Rd, Tampa, FL`);
    expect(reading.dealer_name).toBe('Harbor Point Kia');
  });

  it('reads bare "In" and "Out" cells with readings in miles, and a correction whose last word wrapped onto its own line', () => {
    const card = parseRepairOrderText(`       VISIT                                         MILEAGE
 Arrived      Wed 03/08/2023 7:26 AM PST              In             28,325 mi (45,585 km)
 Ready        Thu 03/09/2023 6:05 PM PST              Out            28,343 mi (45,614 km)`);
    expect(card).toMatchObject({ mileage_in: 28325, mileage_out: 28343 });
    const wrapped = parseRepairOrderText(`  What we did: Replaced A/C condenser, evacuated and recharged system, verified vent temperature
  41F`);
    expect(wrapped.correction).toBe('Replaced A/C condenser, evacuated and recharged system, verified vent temperature 41F');
    expect(wrapped.field_confidence.correction).toBeLessThan(0.9);
  });

  it('reads "Amount charged" as the total an e-mailed invoice asks', () => {
    const reading = parseRepairOrderText(`  Shop supplies                                   $4.45
  Tax                                             $5.23
  Amount charged                                $124.18`);
    expect(reading.total).toBe(124.18);
  });

  it('reads "29-Jul-23 07:21" as the 29th, a reading captioned alone over its value, and no odometer "at sale" for the mileage', () => {
    const contract = parseRepairOrderText(` OWNER                          VEHICLE                       RO OPENED
 LINDA SINGH                    2022 JEEP WRANGLER 4XE        29-Jul-23 07:21
                                ODOMETER AT CLAIM             RO CLOSED
                                31,192                        30-Jul-23
 CONTRACT PURCHASED     19-Nov-21       ODOMETER AT SALE       24,120`);
    expect(contract).toMatchObject({ date_in: '2023-07-29', date_out: '2023-07-30', mileage_in: 31192 });
    const captioned = parseRepairOrderText(['                  MILEAGE IN', '                  44,810'].join('\n'));
    expect(captioned.mileage_in).toBe(44810);
  });

  it('reads "SERVICE IN" / "SERVICE OUT" and "SVC ORDER #", and no date in from a signature\'s "received vehicle and completed work"', () => {
    const dueBill = parseRepairOrderText(`SVC ORDER #              317319         SERVICE IN    12-Apr-23 10:38           SERVICE OUT       13-Apr-23 16:19
RECEIVED VEHICLE AND COMPLETED WORK                                                                               1,042.85
X _____________________________ 4-13-23
INVOICE 5968745`);
    expect(dueBill).toMatchObject({ ro_number: '317319', date_in: '2023-04-12', date_out: '2023-04-13' });
  });

  it('reads a bare "Order" heading over the number at its line\'s end, before an invoice number below', () => {
    const tablet = parseRepairOrderText(`                                                                              Order
      Northgate Subaru                                                         322346
      11600 Northgate Way · Seattle, WA 98125                                  Tag T710
      Page 1 of 1 · Invoice 8054333 · Completed with SignPad`);
    expect(tablet.ro_number).toBe('322346');
  });

  it('takes no work-line column "TOTAL" nor a "total value of service" for the total, and reads "total customer charges", "due from customer"', () => {
    const copy = parseRepairOrderText(` LN   PAY   OPCODE     DESCRIPTION                         TECH     HRS       LABOR       PARTS       TOTAL
 A    C     06FBR      FRONT BRAKE PADS AND ROTORS          797    1.60      267.20      325.90     593.10
                                                                              SALES TAX                           23.01
                                                                              TOTAL VALUE OF SERVICE             637.49
                                                                              TOTAL CUSTOMER CHARGES          $637.49
                                                                              PAYMENT RECEIVED VISA 08/10/2025   -637.49
                                                                              BALANCE DUE                          0.00`);
    expect(copy.total).toBe(637.49);
    expect(copy.field_confidence.total).toBeGreaterThanOrEqual(0.9);
    const warrantyCopy =
      parseRepairOrderText(`                                                                              TOTAL VALUE OF SERVICE           310.80
                                                                              TOTAL CUSTOMER CHARGES          $0.00
                                                                              BALANCE DUE                        0.00`);
    expect(warrantyCopy.total).toBe(0);
    const dueBill = parseRepairOrderText(`                                                                    INTERNAL — USED VEHICLE ACCT 6420        1,042.85
                                                                    DUE FROM CUSTOMER                  $119.16`);
    expect(dueBill.total).toBe(119.16);
  });

  it('reads a health report\'s visit: "Total paid today" over a declined tyre job\'s "mount and balance", and REQUEST / RESULT', () => {
    const report = parseRepairOrderText(`Four tires, mount and balance                                  $1,190.95   Declined today
Declined work, estimated                                       $2,535.95
Today's visit                                                                Visit / RO 712024
Liftgate module                                                                       $621.25
REQUEST: Customer states power liftgate will not open from key fob
RESULT: Replaced liftgate control module and programmed, operation verified
Labor 248.20 · Parts 449.05 · Shop supplies 19.86 · Tax 40.33             Total paid today $757.44`);
    expect(report).toMatchObject({
      total: 757.44,
      complaint: 'Customer states power liftgate will not open from key fob',
      correction: 'Replaced liftgate control module and programmed, operation verified',
    });
  });

  it('reads a maker’s warranty claim copy: the dealer beside its code, packed dates, the customer’s $0.00, the cause of failure and warranty pay', () => {
    const claim = parseRepairOrderText(`MAZDA DEALER WARRANTY SYSTEM                Claim Inquiry · Dealer Copy                 WUSER07 · DLR 41220
 DEALER             41220 HILLTOP MAZDA, DENVER CO 80204                 RO NO                 552031
 RO OPEN DATE       20240311                RO CLOSE DATE       20240314     REPAIR ODOMETER (MI)     38,402
 CLAIM TYPE         W1 WARRANTY             SUBMITTED           20240315     CUSTOMER DEDUCTIBLE COLLECTED   $0.00
  CUSTOMER CONCERN      Customer states door lock actuator clicks
  CAUSE OF FAILURE      Actuator gear stripped
  REPAIR PERFORMED      Replaced actuator, verified lock operation
  LABOR             188.00 PARTS            96.40 HANDLING              9.64 CLAIM TOTAL                 294.04
  CLAIMS ON THIS RO: 1                      TOTAL CREDITED TO DEALER ACCOUNT                              $294.04`);
    expect(claim).toMatchObject({
      dealer_name: 'Hilltop Mazda',
      date_in: '2024-03-11',
      date_out: '2024-03-14',
      total: 0,
      ro_number: '552031',
      mileage_in: 38402,
      cause: 'Actuator gear stripped',
      warranty_repair: true,
    });
  });

  it('reads an account statement’s enclosed invoice: its own number across a gap, miles at pick-up, and the amount charged to the account', () => {
    const statement = parseRepairOrderText(` DATE       REFERENCE                    CHARGES      CREDITS   BALANCE
 03/01/24   BALANCE FORWARD                                          2,118.40
 03/09/24   RO 700112 / INV 9001234        412.50                 2,530.90
 03/20/24   RO 700415 / INV 9001877        266.18                 2,797.08
         CURRENT                31–60 DAYS                             AMOUNT DUE
        2,797.08                 0.00                                 $2,797.08
 RO / WORK ORDER     700415                                 ACCOUNT             C1120 GREEN LAWN LLC
 OPENED              03/19/24 8:02 AM                       CLOSED              03/20/24 3:40 PM
 MILES AT DROP-OFF   61,004                                 MILES AT PICK-UP    61,019
                                                                            SALES TAX                        14.18
                                                                            AMOUNT BILLED                  $266.18`);
    expect(statement).toMatchObject({ ro_number: '700415', mileage_in: 61004, mileage_out: 61019, total: 266.18 });
    expect(statement.field_confidence.ro_number).toBeGreaterThanOrEqual(0.9);
  });

  it('reads day-first dates where the form says "dd/mm/aaaa"', () => {
    const reading = parseRepairOrderText(`ORDEN DE REPARACIÓN (dd/mm/aaaa)
Fecha de Entrada   03/04/2025          Fecha de Salida   05/04/2025`);
    expect(reading).toMatchObject({ date_in: '2025-04-03', date_out: '2025-04-05' });
  });

  it('reads an order printed in Spanish: its number, dates, readings, three Cs, the customer’s total and the maker’s share', () => {
    const reading = parseRepairOrderText(`Autos del Caribe                                   O.R. Núm. 552190
Recibido   14/02/2025 8:10 a.m.      Terminado   17/02/2025 4:30 p.m.      (dd/mm/aaaa)
Millas al Entrar   31,210            Millas al Salir   31,236
A  FRENOS DELANTEROS                 Garantía        $410.00
Síntoma: Cliente indica ruido al frenar
Diagnóstico: Pastillas gastadas
Trabajo Realizado: Se reemplazaron pastillas y discos
Garantía (pagado por fábrica)         410.00
Total a Pagar                          $0.00`);
    expect(reading).toMatchObject({
      ro_number: '552190',
      date_in: '2025-02-14',
      date_out: '2025-02-17',
      mileage_in: 31210,
      mileage_out: 31236,
      complaint: 'Cliente indica ruido al frenar',
      cause: 'Pastillas gastadas',
      correction: 'Se reemplazaron pastillas y discos',
      total: 0,
      warranty_repair: true,
    });
  });

  it('reads a letter about the time out of service: readings in its prose, the charge to the owner, and no date from a similar earlier visit', () => {
    const letter = parseRepairOrderText(`Re: Confirmation of time out of service, R.O. 400212
The vehicle was checked in on Monday, March 3rd, 2025, with 18,402 miles on the odometer. It was completed
and ready to be collected on Friday, March 7th, 2025, with 18,415 miles on the odometer.
You told our advisor, K. LEE: “Customer states the rear wiper stops mid-sweep.” Our technician found the
cause and made this repair: Replaced the rear wiper motor, verified operation. The charge to you for this visit came to $212.40.
For your records, the vehicle was also seen for a similar concern on repair order 388120, opened January 9th, 2025.`);
    expect(letter).toMatchObject({
      date_in: '2025-03-03',
      date_out: '2025-03-07',
      mileage_in: 18402,
      mileage_out: 18415,
      total: 212.4,
      complaint: 'Customer states the rear wiper stops mid-sweep',
      correction: 'Replaced the rear wiper motor, verified operation',
    });
  });

  it('reads a cashier’s receipt: RO OPEN / RO CLOSE, MI/IN and MI/OUT, what is due from the customer, and a line coded W under a W-for-warranty legend', () => {
    const receipt = parseRepairOrderText(` REPAIR ORDER   210877                            RO OPEN   04/02/24 07:48           RO CLOSE   04/05/24 15:17
 CUSTOMER       D. OKAFOR                          MI/IN     12,044                   MI/OUT     12,051
LN PAY OPCODE   DESCRIPTION                        TECH    LABOR   PARTS    LINE   TOTAL WARR                     512.00
A W    22BRK    BRAKE ACTUATOR                     311   300.00   212.00   512.00   RO TOTAL ALL PAYERS            574.40
B C    09WIP    WIPER BLADES, PAIR                 921    20.00    38.00    58.00   SALES TAX                        4.40
                                                                                   DUE FROM CUST                  62.40
PAY CODES: W WARRANTY · C CUSTOMER · I INTERNAL.`);
    expect(receipt).toMatchObject({
      date_in: '2024-04-02',
      date_out: '2024-04-05',
      mileage_in: 12044,
      mileage_out: 12051,
      total: 62.4,
      warranty_repair: true,
    });
  });
  it('reads an order printed in French: its number, dates day first under "JJ/MM/AAAA", readings, three Cs, "Solde à payer" over the "Sous-total", and the maker’s share', () => {
    const reading = parseRepairOrderText(`Nissan Lévis                                                             Bon de travail n° 448120
 DATE D'ARRIVÉE (JJ/MM/AAAA)                    FIN DES TRAVAUX (JJ/MM/AAAA)
 04/03/2024 à 8 h 05                            06/03/2024 à 16 h 40
 MILLES ENTRÉE                                  MILLES SORTIE
 41 512 mi                                      41 530 mi
A FREINS AVANT    Garantie                                              1 212,40 $
   Demande du client : Bruit de frottement au freinage
   Constat du technicien : Plaquettes usées
   Travail effectué : Remplacé les plaquettes avant
                                                      Sous-total                 96,10 $
                                                      Solde à payer             110,49 $
                                                      Garantie — facturé au fabricant   1 212,40 $`);
    expect(reading).toMatchObject({
      ro_number: '448120',
      date_in: '2024-03-04',
      date_out: '2024-03-06',
      mileage_in: 41512,
      mileage_out: 41530,
      total: 110.49,
      complaint: 'Bruit de frottement au freinage',
      cause: 'Plaquettes usées',
      correction: 'Remplacé les plaquettes avant',
      warranty_repair: true,
    });
  });

  it('reads a valet’s record: the readings at check-in and completion over those at pick-up and delivery, and the work’s end over the hand-over', () => {
    const reading = parseRepairOrderText(`Lakeside Toyota                      Service Valet · Pickup & Delivery Record
  Picked up                            5/6/2024 · 7:10 AM
  Odometer at pickup                            12,300 mi
  RO #                                          551200
  RO opened                            5/6/2024 · 7:40 AM    RO completed                         5/7/2024 · 5:05 PM
  Odometer at check-in                          12,306 mi    Odometer at completion                        12,310 mi
  Total paid                                                  $212.06
  Delivered                         5/8/2024 · 10:07 AM     Odometer at delivery                          12,316 mi`);
    expect(reading).toMatchObject({ date_in: '2024-05-06', date_out: '2024-05-07', mileage_in: 12306, mileage_out: 12310, questions: [] });
  });

  it('reads the dealer’s order after a tow company’s invoice: the dealer’s letterhead on its page, and no visit date from the tow’s call times', () => {
    const reading = parseRepairOrderText(`BAYSIDE WRECKER SERVICE                                                TOWING INVOICE
 ACCOUNT     TOYOTA ROADSIDE ASSISTANCE         INVOICE # T55120
 CALL RECEIVED                    05/25/2024 18:17        TOTAL CHARGES          210.00
 RELEASED FROM YARD               05/26/2024 08:08        BALANCE DUE              0.00
       Page 1 of 2 · Thank you for choosing Bayside Wrecker Service

LAKESIDE TOYOTA                                                       WARRANTY REPAIR ORDER
                                                                      RO NO. 220451
 DATE IN                                DATE OUT
 26MAY24 08:55                          30MAY24 18:55
                                                                      CUSTOMER PAY TOTAL      $0.00`);
    expect(reading).toMatchObject({ dealer_name: 'Lakeside Toyota', date_in: '2024-05-26', date_out: '2024-05-30', ro_number: '220451', total: 0 });
  });

  it('reads the shop a fleet’s authorization names by its vendor code, and warranty lines billed to the maker', () => {
    const reading = parseRepairOrderText(`  FleetWise Management Inc.                                     REPAIR AUTHORIZATION
 VENDOR                 HILLTOP FORD (V120044)                  UNIT #   52
  HILLTOP FORD                                                       R/O NO. 330917
   A WATER PUMP                                              WTY     250.20   13.50
   WARRANTY LINES BILLED TO FORD: 263.70 (NOT INCLUDED ABOVE)
                                                     AMOUNT DUE FROM FLEET $89.97`);
    expect(reading).toMatchObject({ dealer_name: 'Hilltop Ford', ro_number: '330917', warranty_repair: true });
  });
  it('reads a time clock’s punch, the year first after its apostrophe', () => {
    const reading = parseRepairOrderText(`Lakeside Toyota                     REPAIR ORDER   No. 330124
TIME RECEIVED   '24 OCT 07 AM 8:12          TIME COMPLETED   '24 OCT 09 PM 4:40
Total   $212.50`);
    expect(reading).toMatchObject({ date_in: '2024-10-07', date_out: '2024-10-09' });
  });
});
