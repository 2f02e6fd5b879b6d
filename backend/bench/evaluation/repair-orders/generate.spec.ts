import { PDFDocument } from 'pdf-lib';
import { formatDate, miles, money } from './format';
import { combinations, generateRepairOrders, planRepairOrders, type RepairOrderPlan } from './generate';
import { LAYOUTS } from './layouts';
import { newestDate } from './layouts/newest-format';
import { clockPunch, frenchMoney } from './layouts/recent-format';
import { VIETNAMESE_AREA_DEALERS } from './layouts/vietnamese-bilingual';
import {
  REPAIR_ORDER_LAYOUTS,
  REPAIR_ORDER_LAYOUTS_BLIND,
  REPAIR_ORDER_LAYOUTS_FRESH,
  REPAIR_ORDER_LAYOUTS_HELD_OUT,
  REPAIR_ORDER_LAYOUTS_LATER,
  REPAIR_ORDER_LAYOUTS_NEWEST,
  REPAIR_ORDER_LAYOUTS_RECENT,
  REPAIR_ORDER_LAYOUTS_SEALED,
  REPAIR_ORDER_LAYOUTS_UNSEEN,
  REPAIR_ORDER_MEDIA,
  type RepairOrderCase,
  type RepairOrderLayout,
} from './types';

const ALL_PAIRS = combinations(
  REPAIR_ORDER_LAYOUTS.map((name) => LAYOUTS[name]),
  REPAIR_ORDER_MEDIA,
);
/** Layouts of more than one page (made as PDFs only). */
const PAGES: Partial<Record<RepairOrderLayout, number>> = {
  two_page: 2,
  luxury_cover: 2,
  rv_coach: 2,
  cloud_dms: 2,
  customer_copy: 2,
  account_statement: 2,
  roadside_tow: 2,
  lemon_law_exhibit: 2,
};
/** Layouts that print their amounts other than "1,234.56" (the Québec invoice's "1 234,56 $"). */
const MONEY_AS_PRINTED: Partial<Record<RepairOrderLayout, (amount: number) => string>> = { quebec_dealer: frenchMoney };
const MAGIC: Record<RepairOrderCase['mimeType'], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Every field of the truth is printed on the document, and the truth keeps to the conventions. */
function expectPrintedTruth({ layout, truth, document, facts }: RepairOrderPlan) {
  const html = document.pages.join('\n');
  const text = html.replace(/&amp;/g, '&').replace(/&#39;|&quot;/g, "'");
  // Mileage may be printed "12,040" or "12 040".
  const digits = html.replace(/(\d)[, ](?=\d{3}(?!\d))/g, '$1');
  expect(text.toLowerCase()).toContain(truth.dealer_name.toLowerCase());
  expect(html).toContain(truth.ro_number);
  expect(html).toContain((MONEY_AS_PRINTED[layout] ?? money)(truth.total));
  expect(digits).toMatch(new RegExp(`(?<!\\d)${truth.mileage_in}(?!\\d)`));
  if (truth.mileage_out !== null) expect(digits).toMatch(new RegExp(`(?<!\\d)${truth.mileage_out}(?!\\d)`));
  expect(truth.date_out >= truth.date_in).toBe(true);
  expect(Math.round(truth.total * 100)).toBeCloseTo(truth.total * 100, 6);
  if (truth.mileage_out !== null) expect(truth.mileage_out).toBeGreaterThanOrEqual(truth.mileage_in);
  for (const field of ['complaint', 'cause', 'correction'] as const) {
    expect(truth[field] === null).toBe(!LAYOUTS[layout].prints[field]);
    if (truth[field] !== null) expect(text.toLowerCase()).toContain(truth[field].toLowerCase());
  }
  expect(facts.roNumber).not.toBe(facts.invoiceNumber);
}

async function expectFilesOfTheirType(cases: RepairOrderCase[]) {
  for (const item of cases) {
    expect(item.bytes.length).toBeGreaterThan(5_000);
    expect([...item.bytes.subarray(0, MAGIC[item.mimeType].length)]).toEqual(MAGIC[item.mimeType]);
    if (item.mimeType === 'application/pdf') {
      const pages = (await PDFDocument.load(item.bytes)).getPageCount();
      expect(pages).toBe(PAGES[item.layout] ?? 1);
    }
  }
}

describe('generated repair orders', () => {
  it('give the same truths for the same seed and other truths for another', () => {
    const plan = (seed: number) => planRepairOrders({ seed, count: ALL_PAIRS.length }).map(({ id, layout, medium, truth }) => ({ id, layout, medium, truth }));
    expect(plan(42)).toEqual(plan(42));
    expect(plan(43).map((item) => item.truth)).not.toEqual(plan(42).map((item) => item.truth));
  });

  it('cover every layout in every medium it is made in', () => {
    const plans = planRepairOrders({ seed: 1, count: ALL_PAIRS.length });
    const seen = new Set(plans.map((item) => `${item.layout}/${item.medium}`));
    for (const layout of REPAIR_ORDER_LAYOUTS) for (const medium of LAYOUTS[layout].media) expect(seen).toContain(`${layout}/${medium}`);
    expect(seen.size).toBe(ALL_PAIRS.length);
    expect(REPAIR_ORDER_LAYOUTS.length).toBeGreaterThanOrEqual(10);
    expect(LAYOUTS.two_page.media).toEqual(['pdf_text', 'pdf_scan']);
  });

  it('print what their truth says', () => {
    for (const plan of planRepairOrders({ seed: 9, count: 3 * ALL_PAIRS.length })) {
      expectPrintedTruth(plan);
      if (plan.layout === 'warranty') expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
    }
  });

  it('render each layout once, every medium at least twice, as non-empty files of their type', async () => {
    const cases = await generateRepairOrders({ seed: 5, count: REPAIR_ORDER_LAYOUTS.length });
    expect(new Set(cases.map((item) => item.layout)).size).toBe(REPAIR_ORDER_LAYOUTS.length);
    for (const medium of REPAIR_ORDER_MEDIA) expect(cases.filter((item) => item.medium === medium).length).toBeGreaterThanOrEqual(2);
    await expectFilesOfTheirType(cases);
    const [again] = await generateRepairOrders({ seed: 5, count: 1 });
    expect(again.bytes.equals(cases[0].bytes)).toBe(true);
  }, 180_000);
});

/** Each later set: written after the ones before it, generated only when asked for, with the checks of its own kinds. */
const LATER_SETS: { name: string; layouts: readonly RepairOrderLayout[]; before: readonly RepairOrderLayout[]; ownChecks: (plan: RepairOrderPlan) => void }[] =
  [
    { name: 'held-out', layouts: REPAIR_ORDER_LAYOUTS_HELD_OUT, before: REPAIR_ORDER_LAYOUTS, ownChecks: () => undefined },
    {
      name: 'unseen',
      layouts: REPAIR_ORDER_LAYOUTS_UNSEEN,
      before: [...REPAIR_ORDER_LAYOUTS, ...REPAIR_ORDER_LAYOUTS_HELD_OUT],
      ownChecks: (plan) => {
        if (plan.layout === 'recall_campaign') expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
        if (plan.layout === 'hand_written') expect(plan.truth.warranty_repair).toBe(false);
      },
    },
    {
      name: 'blind',
      layouts: REPAIR_ORDER_LAYOUTS_BLIND,
      before: [...REPAIR_ORDER_LAYOUTS, ...REPAIR_ORDER_LAYOUTS_HELD_OUT, ...REPAIR_ORDER_LAYOUTS_UNSEEN],
      ownChecks: (plan) => {
        if (plan.layout === 'mobile_mechanic') {
          expect(plan.truth.warranty_repair).toBe(false);
          expect(plan.truth.date_out).toBe(plan.truth.date_in);
        }
        if (plan.layout === 'goodwill_comeback') expect(plan.facts.totals.internalPay).toBeGreaterThan(0);
        // The branch code is part of the number as printed.
        if (plan.layout === 'heavy_truck') expect(plan.truth.ro_number).toMatch(new RegExp(`^[A-Z]{3}-${plan.facts.roNumber}$`));
        else expect(plan.truth.ro_number).toBe(plan.facts.roNumber);
      },
    },
    {
      name: 'sealed',
      layouts: REPAIR_ORDER_LAYOUTS_SEALED,
      before: [...REPAIR_ORDER_LAYOUTS, ...REPAIR_ORDER_LAYOUTS_HELD_OUT, ...REPAIR_ORDER_LAYOUTS_UNSEEN, ...REPAIR_ORDER_LAYOUTS_BLIND],
      ownChecks: (plan) => {
        const html = plan.document.pages.join('\n');
        const printed = (amount: number) => html.split(`$${money(amount)}`).length - 1;
        expect(plan.truth.ro_number).toBe(plan.facts.roNumber);
        if (plan.layout === 'japanese_dealer') expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
        if (plan.layout === 'paid_slip' || plan.layout === 'estimate_deposit') {
          expect(plan.truth.warranty_repair).toBe(false);
          expect(plan.truth.total).toBeGreaterThan(0);
        }
        // The card slip's amount is the order's total, printed a second time.
        if (plan.layout === 'paid_slip') expect(printed(plan.truth.total)).toBe(2);
        // The balance after the deposit and the approved estimate are other amounts than the total.
        if (plan.layout === 'estimate_deposit') {
          expect(printed(plan.truth.total)).toBe(1);
          const [, balance] = /BALANCE DUE<\/span><span>\$([\d,.]+)</.exec(html) ?? [];
          expect(balance).toBeDefined();
          expect(balance).not.toBe(money(plan.truth.total));
          const [, estimate] = /Estimate approved at drop-off \([^)]*\)<\/span><span>\$([\d,.]+)</.exec(html) ?? [];
          expect(estimate).toBeDefined();
          expect(estimate).not.toBe(money(plan.truth.total));
        }
        // Every date with its time and the dealer's zone, every reading with kilometres after it.
        if (plan.layout === 'cloud_dms') {
          expect(html).toMatch(/\d{1,2}:\d{2} [AP]M (?:[ECP][SD]T|M[SD]T)/);
          expect(html).toMatch(/ mi <span class="km">\([\d,]+ km\)/);
        }
        // The subject names the invoice, not the order.
        if (plan.layout === 'emailed_invoice') expect(html).toContain(`Your invoice ${plan.facts.invoiceNumber} from`);
      },
    },
    {
      name: 'fresh',
      layouts: REPAIR_ORDER_LAYOUTS_FRESH,
      before: [
        ...REPAIR_ORDER_LAYOUTS,
        ...REPAIR_ORDER_LAYOUTS_HELD_OUT,
        ...REPAIR_ORDER_LAYOUTS_UNSEEN,
        ...REPAIR_ORDER_LAYOUTS_BLIND,
        ...REPAIR_ORDER_LAYOUTS_SEALED,
      ],
      ownChecks: (plan) => {
        const html = plan.document.pages.join('\n');
        const { totals, lines } = plan.facts;
        expect(plan.truth.ro_number).toBe(plan.facts.roNumber);
        // Only the contract order has a deductible, and it is the customer's.
        if (plan.layout !== 'service_contract') expect([totals.deductible, totals.contractPay]).toEqual([0, 0]);
        // A service contract is not the maker's warranty: the administrator pays its lines less the deductible.
        if (plan.layout === 'service_contract') {
          expect(plan.truth.warranty_repair).toBe(false);
          expect(lines[0].pay).toBe('S');
          expect(totals.deductible).toBeGreaterThan(0);
          expect(plan.truth.total).toBeCloseTo(totals.labor + totals.parts + totals.supplies + totals.tax + totals.deductible, 2);
          const covered = lines.filter((line) => line.pay === 'S').reduce((sum, line) => sum + line.labor + line.partsTotal, 0);
          expect(totals.contractPay + totals.deductible).toBeCloseTo(covered, 2);
          expect(html).toContain(`-${money(totals.deductible)}`);
        }
        if (plan.layout === 'loaner_agreement') {
          expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
          expect(html).toContain('COURTESY VEHICLE AGREEMENT');
        }
        // The due bill's repair is the used-vehicle department's, never the maker's.
        if (plan.layout === 'due_bill') {
          expect(plan.truth.warranty_repair).toBe(false);
          expect(lines[0].pay).toBe('I');
          expect(totals.internalPay).toBeGreaterThan(0);
        }
        // The balance after the payment is $0.00, not the total.
        if (plan.layout === 'customer_copy') expect(html).toMatch(/BALANCE DUE<\/td><td>0\.00</);
        if (plan.layout === 'inspection_report') expect(html).toContain('Declined work, estimated');
        // Each signature is stamped in UTC by the signing service.
        if (plan.layout === 'tablet_esign') expect(html.match(/Signed \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/g)).toHaveLength(2);
      },
    },
    {
      name: 'later',
      layouts: REPAIR_ORDER_LAYOUTS_LATER,
      before: [
        ...REPAIR_ORDER_LAYOUTS,
        ...REPAIR_ORDER_LAYOUTS_HELD_OUT,
        ...REPAIR_ORDER_LAYOUTS_UNSEEN,
        ...REPAIR_ORDER_LAYOUTS_BLIND,
        ...REPAIR_ORDER_LAYOUTS_SEALED,
        ...REPAIR_ORDER_LAYOUTS_FRESH,
      ],
      ownChecks: (plan) => {
        const html = plan.document.pages.join('\n');
        const { totals, lines } = plan.facts;
        const printed = (text: string) => html.split(text).length - 1;
        expect(plan.truth.ro_number).toBe(plan.facts.roNumber);
        expect([totals.deductible, totals.contractPay]).toEqual([0, 0]);
        // The statement's amount due takes in the account's other orders: the visit's total is its own row and its invoice copy.
        if (plan.layout === 'account_statement') {
          expect(plan.truth.warranty_repair).toBe(false);
          expect(printed(`RO ${plan.facts.roNumber} / INV`)).toBe(1);
          expect(printed(money(plan.truth.total))).toBeGreaterThanOrEqual(2);
          const [, due] = /AMOUNT DUE<\/th><td>\$([\d,.]+)</.exec(html) ?? [];
          expect(due).toBeDefined();
          expect(due).not.toBe(money(plan.truth.total));
        }
        // Every claim is the maker's; the customer's $0.00 is printed beside the order's block.
        if (plan.layout === 'warranty_claim') {
          expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
          expect(lines.every((line) => line.pay === 'W')).toBe(true);
          expect(html).toContain('$0.00');
          expect(html).toContain('TOTAL CREDITED TO DEALER ACCOUNT');
        }
        // Day first ("dd/mm/aaaa") or the month in Spanish, and the island's sales tax.
        if (plan.layout === 'puerto_rico_dealer') {
          const [year, month, day] = plan.truth.date_in.split('-');
          expect(html).toMatch(new RegExp(`${day}/${month}/${year}|${Number(day)}-[a-z]{3}-${year}`));
          expect(html).toContain('IVU 11.5%');
          expect(plan.facts.dealer.state).toBe('PR');
        }
        if (plan.layout === 'handheld_ticket') expect(html).toContain('SVC DELIVERY TKT');
        // The letter counts both the day in and the day out.
        if (plan.layout === 'downtime_letter') {
          const days = Math.round((Date.parse(plan.truth.date_out) - Date.parse(plan.truth.date_in)) / 86_400_000) + 1;
          expect(html).toContain(`out of service for ${days} calendar day`);
        }
        // Warranty and internal lines on the receipt, and a total across all payers that is not the customer's.
        if (plan.layout === 'cashier_receipt') {
          expect(plan.truth.warranty_repair).toBe(true);
          expect(lines.map((line) => line.pay)).toEqual(['W', 'C', 'I']);
          expect(html).toContain(`RO TOTAL ALL PAYERS</td><td>${money(totals.customerPay + totals.warrantyPay + totals.internalPay)}<`);
        }
      },
    },
    {
      name: 'recent',
      layouts: REPAIR_ORDER_LAYOUTS_RECENT,
      before: [
        ...REPAIR_ORDER_LAYOUTS,
        ...REPAIR_ORDER_LAYOUTS_HELD_OUT,
        ...REPAIR_ORDER_LAYOUTS_UNSEEN,
        ...REPAIR_ORDER_LAYOUTS_BLIND,
        ...REPAIR_ORDER_LAYOUTS_SEALED,
        ...REPAIR_ORDER_LAYOUTS_FRESH,
        ...REPAIR_ORDER_LAYOUTS_LATER,
      ],
      ownChecks: (plan) => {
        const html = plan.document.pages.join('\n');
        const { totals, lines } = plan.facts;
        const printed = (text: string) => html.split(text).length - 1;
        const number = (text: string | undefined) => Number((text ?? 'NaN').replace(/,/g, ''));
        expect(plan.truth.ro_number).toBe(plan.facts.roNumber);
        expect([totals.deductible, totals.contractPay]).toEqual([0, 0]);
        // Wholly in French: amounts with a decimal comma and the dollar sign after, never the American way;
        // the two sales taxes; dates day first, year first or with the month in French.
        if (plan.layout === 'quebec_dealer') {
          expect(plan.facts.dealer.state).toBe('QC');
          expect(html).toContain(`${frenchMoney(plan.truth.total)} $`);
          expect(html).not.toContain(money(plan.truth.total));
          expect(html).toContain('TPS (5 %)');
          expect(html).toContain('TVQ (9,975 %)');
          const [year, month, day] = plan.truth.date_in.split('-');
          expect(html).toMatch(new RegExp(`${day}/${month}/${year}|${year}-${month}-${day}|(?:1er|${Number(day)}) [a-zéû]+ ${year}`));
        }
        // The tow company's invoice comes first, with its own numbers and charges and the call perhaps the
        // evening before; the car reached the dealer the day the order opened. Nobody charges the owner.
        if (plan.layout === 'roadside_tow') {
          const [tow] = plan.document.pages;
          expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
          expect(lines.every((line) => line.pay === 'W')).toBe(true);
          expect(tow).toContain('TOWING INVOICE');
          expect(tow).not.toContain(plan.facts.roNumber);
          expect(tow).toContain(`DELIVERED TO DESTINATION</td><td>${formatDate(plan.truth.date_in, 'MM/DD/YYYY')} `);
          expect(tow).toContain('MEMBER PAID</td><td>0.00');
        }
        // The fleet's cap, its last odometer on file and the vehicle's in-service date are other figures than the order's.
        if (plan.layout === 'fleet_authorization') {
          const [, cap] = /NOT TO EXCEED, INCLUDING FEES AND TAX<\/td><td>\$([\d,.]+)</.exec(html) ?? [];
          expect(number(cap)).toBeGreaterThan(plan.truth.total);
          const [, onFile] = /LAST ODOMETER ON FILE<\/th><td>([\d,]+) /.exec(html) ?? [];
          expect(number(onFile)).toBeLessThan(plan.truth.mileage_in);
          expect(html).toContain('IN-SERVICE DATE');
          expect(html).toContain(`${plan.facts.roNumber}</b><br>INVOICE ${plan.facts.invoiceNumber}`);
        }
        // The day the work was finished is only in the time clock's punch; the typed dates are the order's, the promise and the invoice.
        if (plan.layout === 'carbon_triplicate') {
          expect(plan.truth.warranty_repair).toBe(true);
          expect(lines.map((line) => line.pay)).toEqual(['W', 'C', 'I']);
          expect(printed(clockPunch(plan.truth.date_in, plan.facts.timeIn))).toBe(1);
          expect(printed(clockPunch(plan.truth.date_out, plan.facts.timeOut))).toBe(1);
          if (![plan.facts.dateIn, plan.facts.promisedDate, plan.facts.invoicedDate].includes(plan.truth.date_out))
            for (const style of ['M/D/YY', 'MM/DD/YYYY', 'DDMONYY'] as const) expect(html).not.toContain(formatDate(plan.truth.date_out, style));
          expect(html).toContain('PINK - CUSTOMER COPY');
        }
        // The miles in once, in the check-in message; the total twice (ready, paid); the estimate before tax and fees another amount.
        if (plan.layout === 'text_thread') {
          expect(printed(`Mileage in: ${miles(plan.truth.mileage_in)} mi`)).toBe(1);
          if (plan.truth.total > 0) expect(printed(`$${money(plan.truth.total)}`)).toBe(2);
          const [, estimate] = /Estimate \$([\d,.]+) plus tax/.exec(html) ?? [];
          if (estimate) expect(estimate).not.toBe(money(plan.truth.total));
        }
        // The valet's odometer at pickup is below the order's miles in, at delivery above its miles out.
        if (plan.layout === 'valet_pickup') {
          const [, pickup] = /Odometer at pickup<\/span><b>([\d,]+) mi/.exec(html) ?? [];
          const [, delivery] = /Odometer at delivery<\/span><b>([\d,]+) mi/.exec(html) ?? [];
          expect(number(pickup)).toBeLessThan(plan.truth.mileage_in);
          expect(number(delivery)).toBeGreaterThan(plan.truth.mileage_out ?? Infinity);
        }
      },
    },
    {
      name: 'newest',
      layouts: REPAIR_ORDER_LAYOUTS_NEWEST,
      before: [
        ...REPAIR_ORDER_LAYOUTS,
        ...REPAIR_ORDER_LAYOUTS_HELD_OUT,
        ...REPAIR_ORDER_LAYOUTS_UNSEEN,
        ...REPAIR_ORDER_LAYOUTS_BLIND,
        ...REPAIR_ORDER_LAYOUTS_SEALED,
        ...REPAIR_ORDER_LAYOUTS_FRESH,
        ...REPAIR_ORDER_LAYOUTS_LATER,
        ...REPAIR_ORDER_LAYOUTS_RECENT,
      ],
      ownChecks: (plan) => {
        const html = plan.document.pages.join('\n');
        const { totals, lines } = plan.facts;
        const printed = (text: string) => html.split(text).length - 1;
        const number = (text: string | undefined) => Number((text ?? 'NaN').replace(/,/g, ''));
        expect(plan.truth.ro_number).toBe(plan.facts.roNumber);
        expect([totals.deductible, totals.contractPay]).toEqual([0, 0]);
        // The maker's production: a Bates number on each page, one after the other; the exhibit sticker and the
        // redactions on the first; the totals, the customer's $0.00 among them, only on the second.
        if (plan.layout === 'lemon_law_exhibit') {
          const [front, back] = plan.document.pages;
          expect([plan.truth.total, plan.truth.warranty_repair]).toEqual([0, true]);
          expect(lines.every((line) => line.pay === 'W')).toBe(true);
          const bates = (page: string) => Number(/<div class="bates">[A-Z]+-[A-Z]+-(\d{6})<\/div>/.exec(page)?.[1] ?? NaN);
          expect(bates(back)).toBe(bates(front) + 1);
          expect(front).toContain("PLAINTIFF'S");
          expect(front.split('>REDACTED<').length - 1).toBe(2);
          expect(front).not.toContain('<h3>INVOICE SUMMARY</h3>');
          expect(front).not.toContain('class="due"');
          expect(back).toContain('<h3>INVOICE SUMMARY</h3>');
          expect(back).toContain('<b>$0.00</b>');
          const [, month, day, year] = /Date: (\d{2})\/(\d{2})\/(\d{2})</.exec(front) ?? [];
          expect(`20${year}-${month}-${day}` > plan.truth.date_out).toBe(true);
          for (const page of [front, back]) expect(page).toContain(plan.facts.roNumber);
        }
        // Every row repeats the order's header; the customer's total is a SUMIF over the pay types, the gross across them another figure.
        if (plan.layout === 'spreadsheet_export') {
          expect(plan.truth.warranty_repair).toBe(true);
          expect(lines.map((line) => line.pay)).toEqual(['W', 'C', 'I']);
          expect(printed(`>${plan.facts.roNumber}</td>`)).toBe(lines.length + 2);
          expect(html).toContain('=SUMIF(H4:H8,&quot;C&quot;,O4:O8)');
          const [, gross] = /RO GROSS \(ALL PAY TYPES\)<\/td><td class="n"><span class="acc"><span>\$<\/span><span>([\d,.]+)</.exec(html) ?? [];
          expect(number(gross)).toBeGreaterThan(plan.truth.total);
        }
        // Written out in Vietnamese, or day first with the form saying so; the next service's miles above the reading.
        if (plan.layout === 'vietnamese_bilingual') {
          expect(VIETNAMESE_AREA_DEALERS.map((dealer) => dealer.name)).toContain(plan.truth.dealer_name);
          expect(html).toContain('Chúng tôi nói tiếng Việt');
          const written = newestDate(plan.truth.date_in, 'Thứ, ngày D tháng M năm YYYY');
          const dayFirst = newestDate(plan.truth.date_in, 'DD/MM/YYYY');
          expect(html.includes(written) || (html.includes(dayFirst) && html.includes('dd/mm/yyyy'))).toBe(true);
          const [, next] = /<th>Bảo trì kế tiếp<\/th><td>([\d,]+) mi · /.exec(html) ?? [];
          expect(number(next)).toBeGreaterThan(plan.truth.mileage_in);
        }
        // The marketplace's own booking number and the round miles the owner typed; the shop's order and invoice numbers both.
        if (plan.layout === 'booking_marketplace') {
          expect(html).toMatch(/Booking # \d{3}-\d{7}-\d{7}/);
          const [, entered] = /Current mileage \(approx\.\)<\/span><span>([\d,]+) mi/.exec(html) ?? [];
          expect(number(entered)).toBeLessThan(plan.truth.mileage_in);
          expect(number(entered) % 500).toBe(0);
          expect(html).toContain(`<span>Shop invoice #</span><span>${plan.facts.invoiceNumber}</span>`);
          expect(html).toContain(`Booked on ${formatDate(plan.facts.appointmentDate, 'Month D, YYYY')}`);
        }
        // Every screen row 132 characters; dates packed with the field's mask; the last order's miles below the reading.
        if (plan.layout === 'terminal_inquiry') {
          const rows = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].flatMap(([, text]) => text.split('\n'));
          for (const row of rows) expect(row.replace(/&amp;/g, '&').replace(/&quot;/g, '"').length).toBe(132);
          expect(html).toContain(`(MMDDYY): ${newestDate(plan.truth.date_in, 'MMDDYY')} `);
          expect(html).toContain(`(MMDDYY): ${newestDate(plan.truth.date_out, 'MMDDYY')} `);
          const [, lastMiles] = /LAST RO MI: (\d+) /.exec(html) ?? [];
          expect(number(lastMiles)).toBeLessThan(plan.truth.mileage_in);
        }
        // The owner's ink: the margin's dates without a year, the pick-up on or after the day out, the next oil change past the reading.
        if (plan.layout === 'annotated_copy') {
          expect(plan.truth.warranty_repair).toBe(false);
          expect(plan.truth.total).toBeGreaterThan(0);
          expect(printed('class="hw"')).toBeGreaterThanOrEqual(6);
          const [, month, day] = /picked up (\d{1,2})\/(\d{1,2})</.exec(html) ?? [];
          const year = Number(plan.truth.date_out.slice(0, 4));
          const daysAfter = [year, year + 1]
            .map((y) => (Date.parse(`${y}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`) - Date.parse(plan.truth.date_out)) / 86_400_000)
            .find((days) => days >= 0 && days <= 2);
          expect(daysAfter).toBeDefined();
          const [, oil] = /@ ([\d,]+)</.exec(html) ?? [];
          expect(number(oil)).toBeGreaterThan(plan.truth.mileage_out ?? Infinity);
          expect(html).toContain('class="sticky"');
        }
      },
    },
  ];

describe.each(LATER_SETS)('$name repair orders', ({ layouts, before, ownChecks }) => {
  const pairs = combinations(
    layouts.map((name) => LAYOUTS[name]),
    REPAIR_ORDER_MEDIA,
  );

  it('are made only when asked for, apart from every set written before', () => {
    expect(layouts.length).toBe(6);
    expect(new Set(layouts).size).toBe(6);
    expect(layouts.filter((name) => before.includes(name))).toEqual([]);
    expect(planRepairOrders({ seed: 3, count: 3 * ALL_PAIRS.length }).some((plan) => layouts.includes(plan.layout))).toBe(false);
    expect(new Set(planRepairOrders({ seed: 3, count: pairs.length, layouts }).map((plan) => plan.layout))).toEqual(new Set(layouts));
  });

  it('cover every layout in every medium it is made in and print what their truth says', () => {
    const plans = planRepairOrders({ seed: 9, count: 4 * pairs.length, layouts });
    const seen = new Set(plans.map((item) => `${item.layout}/${item.medium}`));
    for (const layout of layouts) for (const medium of LAYOUTS[layout].media) expect(seen).toContain(`${layout}/${medium}`);
    for (const plan of plans) {
      expectPrintedTruth(plan);
      ownChecks(plan);
    }
    const printing = (field: 'complaint' | 'mileageOut') => layouts.filter((name) => LAYOUTS[name].prints[field]).length;
    expect(printing('complaint')).toBeGreaterThanOrEqual(2);
    expect(printing('mileageOut')).toBeGreaterThanOrEqual(2);
  });

  it('render in every medium each supports, as non-empty files of their type', async () => {
    const cases = await generateRepairOrders({ seed: 5, count: pairs.length, layouts });
    expect(new Set(cases.map((item) => `${item.layout}/${item.medium}`)).size).toBe(pairs.length);
    await expectFilesOfTheirType(cases);
  }, 300_000);
});

it('keep the multi-page and the printed-mileage-out layouts their media and kinds', () => {
  expect(LAYOUTS.luxury_cover.media).toEqual(['pdf_text', 'pdf_scan']);
  expect(LAYOUTS.rv_coach.media).toEqual(['pdf_text', 'pdf_scan']);
  expect(REPAIR_ORDER_LAYOUTS_BLIND.filter((name) => !LAYOUTS[name].prints.mileageOut).length).toBeGreaterThanOrEqual(2);
  expect(LAYOUTS.cloud_dms.media).toEqual(['pdf_text', 'pdf_scan']);
  expect(new Set(REPAIR_ORDER_LAYOUTS_SEALED.flatMap((name) => LAYOUTS[name].media))).toEqual(new Set(REPAIR_ORDER_MEDIA));
  expect(REPAIR_ORDER_LAYOUTS_SEALED.filter((name) => LAYOUTS[name].order.mode === 'warranty').length).toBeGreaterThanOrEqual(1);
  expect(LAYOUTS.customer_copy.media).toEqual(['pdf_text', 'pdf_scan']);
  expect(new Set(REPAIR_ORDER_LAYOUTS_FRESH.flatMap((name) => LAYOUTS[name].media))).toEqual(new Set(REPAIR_ORDER_MEDIA));
  expect(REPAIR_ORDER_LAYOUTS_FRESH.filter((name) => LAYOUTS[name].order.mode === 'warranty').length).toBeGreaterThanOrEqual(1);
  expect(LAYOUTS.account_statement.media).toEqual(['pdf_text', 'pdf_scan']);
  expect(new Set(REPAIR_ORDER_LAYOUTS_LATER.flatMap((name) => LAYOUTS[name].media))).toEqual(new Set(REPAIR_ORDER_MEDIA));
  expect(REPAIR_ORDER_LAYOUTS_LATER.filter((name) => LAYOUTS[name].order.mode === 'warranty').length).toBeGreaterThanOrEqual(1);
  expect(LAYOUTS.roadside_tow.media).toEqual(['pdf_text', 'pdf_scan']);
  expect(new Set(REPAIR_ORDER_LAYOUTS_RECENT.flatMap((name) => LAYOUTS[name].media))).toEqual(new Set(REPAIR_ORDER_MEDIA));
  expect(REPAIR_ORDER_LAYOUTS_RECENT.filter((name) => LAYOUTS[name].order.mode === 'warranty').length).toBeGreaterThanOrEqual(1);
  expect(LAYOUTS.lemon_law_exhibit.media).toEqual(['pdf_scan', 'pdf_text']);
  expect(new Set(REPAIR_ORDER_LAYOUTS_NEWEST.flatMap((name) => LAYOUTS[name].media))).toEqual(new Set(REPAIR_ORDER_MEDIA));
  expect(REPAIR_ORDER_LAYOUTS_NEWEST.filter((name) => LAYOUTS[name].order.mode === 'warranty').length).toBeGreaterThanOrEqual(1);
});
