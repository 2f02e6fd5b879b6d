import { cents, money } from '../format';
import { defineLayout, h, upper } from './layout';
import { accounting, newestDate, type NewestDateStyle } from './newest-format';

const COLUMNS = 'ABCDEFGHIJKLMNO'.split('');
/** Each column's width in pixels: the three text columns wide and wrapped. */
const WIDTHS = [72, 46, 130, 130, 80, 80, 34, 40, 58, 176, 146, 176, 70, 70, 84];

/**
 * A screenshot of a spreadsheet the dealer's office exported from its dealer system and emailed to
 * the owner (for a claim, or because the owner asked for the order in a file): the spreadsheet
 * program's window with its file name (the export's day packed into it), menus, the name box and
 * the formula bar, column letters and row numbers; a report title row with the dealer's name and a
 * row with the vehicle and the export's own timestamp; then one row per repair line in the
 * database's field names, the order's number, tag, open and close timestamps ("2025-03-04 08:12:00"
 * or "3/4/2025 8:12") and miles in and out repeated on every row, each line's pay type, three Cs in
 * wrapped cells and amounts; shop supplies and tax as rows of their own; then the totals by payer in
 * accounting format, the customer's cell selected with its SUMIF in the formula bar, and the sheet
 * tabs and status bar under the grid. A warranty, a customer and an internal line.
 */
export const spreadsheetExportLayout = defineLayout('spreadsheet_export', {
  order: { mode: 'split' },
  media: ['png', 'photo_jpeg'],
  prints: ['complaint', 'cause', 'correction', 'mileageOut'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    number: ['RO_NO', 'RO_NUMBER', 'RONUM'],
    dates: [
      ['OPEN_DT', 'CLOSE_DT'],
      ['RO_OPEN_DATE', 'RO_CLOSE_DATE'],
      ['DATE_IN', 'DATE_OUT'],
    ],
    mileage: [
      ['ODOM_IN', 'ODOM_OUT'],
      ['MILEAGE_IN', 'MILEAGE_OUT'],
    ],
    threeCs: [
      ['CONCERN', 'CAUSE', 'CORRECTION'],
      ['COMPLAINT_TXT', 'CAUSE_TXT', 'CORRECTION_TXT'],
      ['CUST_STATES', 'TECH_FOUND', 'TECH_CORRECTED'],
    ],
    total: ['CP TOTAL', 'CUSTOMER PAY', 'CUST PAY TOTAL'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<NewestDateStyle>(['YYYY-MM-DD hh:mm:ss', 'M/D/YYYY H:MM']);
    const stamp = (iso: string, time: string) => newestDate(iso, style, time);
    const { number, dates, mileage, threeCs, total } = labels;
    const exportedAt = `${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const slug = dealer.name.replace(/[^A-Za-z]+/g, '_').replace(/_+$/, '');
    const fileName = `${slug}_RO_LINES_${facts.printedDate.replace(/-/g, '')}.xlsx`;
    const user = facts.advisor.replace(/[^A-Z]/g, '').toLowerCase();
    const header = [
      number,
      'TAG_NO',
      dates.in,
      dates.out,
      mileage.in,
      mileage.out,
      'LINE',
      'PAY_TYPE',
      'OPCODE',
      threeCs.complaint,
      threeCs.cause,
      threeCs.correction,
      'LABOR_AMT',
      'PARTS_AMT',
      'LINE_TOTAL',
    ];
    const common = [
      facts.roNumber,
      facts.tagNumber,
      stamp(facts.dateIn, facts.timeIn),
      stamp(facts.dateOut, facts.timeOut),
      String(facts.mileageIn),
      String(facts.mileageOut),
    ];
    const body: string[][] = [
      ...facts.lines.map((line) => [
        ...common,
        line.letter,
        line.pay,
        line.opCode,
        h(line.complaint),
        h(line.cause),
        h(line.correction),
        money(line.labor),
        money(line.partsTotal),
        money(cents(line.labor + line.partsTotal)),
      ]),
      [...common, 'SUP', 'C', 'SHOPSUP', 'SHOP SUPPLIES', '', '', '0.00', money(totals.supplies), money(totals.supplies)],
      [
        ...common,
        'TAX',
        'C',
        'SLSTAX',
        `SALES TAX ${(dealer.taxRate * 100).toFixed(3).replace(/\.?0+$/, '')}%`,
        '',
        '',
        '0.00',
        money(totals.tax),
        money(totals.tax),
      ],
    ];
    const firstBody = 4;
    const lastBody = firstBody + body.length - 1;
    const summaryStart = lastBody + 2;
    const gross = cents(totals.customerPay + totals.warrantyPay + totals.internalPay);
    const summary: Array<[string, string, string]> = [
      [total, accounting(money(totals.customerPay)), `=SUMIF(H${firstBody}:H${lastBody},"C",O${firstBody}:O${lastBody})`],
      ['WP TOTAL', accounting(money(totals.warrantyPay)), ''],
      ['IP TOTAL', accounting(money(totals.internalPay)), ''],
      ['RO GROSS (ALL PAY TYPES)', accounting(money(gross)), ''],
    ];
    const selected = `O${summaryStart}`;
    const numeric = new Set([0, 4, 5, 12, 13, 14]);
    const cell = (value: string, index: number, extra = '') =>
      `<td class="${numeric.has(index) ? 'n' : ''}${index >= 9 && index <= 11 ? ' w' : ''}${extra}">${value}</td>`;
    const rows = [
      `<tr class="t"><th>1</th><td colspan="15" class="title">${upper(dealer.name)} — SERVICE RO LINE DETAIL</td></tr>`,
      `<tr><th>2</th><td colspan="15" class="sub">${vehicle.year} ${upper(vehicle.make)} ${upper(vehicle.model)} · VIN ${vehicle.vin} · CUST ${customer.number} ${upper(customer.name)} · Report SVC-RO-LINES run ${newestDate(facts.printedDate, style, exportedAt)} by ${user}</td></tr>`,
      `<tr class="hdr"><th>3</th>${header.map((name, index) => cell(name, index)).join('')}</tr>`,
      ...body.map((values, index) => `<tr><th>${firstBody + index}</th>${values.map((value, column) => cell(value, column)).join('')}</tr>`),
      `<tr><th>${lastBody + 1}</th>${COLUMNS.map(() => '<td></td>').join('')}</tr>`,
      ...summary.map(
        ([label, value], index) =>
          `<tr class="s"><th>${summaryStart + index}</th>${COLUMNS.slice(0, 11)
            .map(() => '<td></td>')
            .join('')}<td class="lab" colspan="3">${label}</td><td class="n${index === 0 ? ' sel' : ''}">${value}</td></tr>`,
      ),
      ...[0, 1].map((extra) => `<tr><th>${summaryStart + summary.length + extra}</th>${COLUMNS.map(() => '<td></td>').join('')}</tr>`),
    ].join('');
    const page = `
      <div class="xl">
        <div class="win"><span class="dots"><i></i><i></i><i></i></span><span class="fn">${h(fileName)}</span><span class="saved">Saved to this PC</span></div>
        <div class="menu">${['File', 'Home', 'Insert', 'Page Layout', 'Formulas', 'Data', 'Review', 'View', 'Help'].map((item, index) => `<span${index === 1 ? ' class="on"' : ''}>${item}</span>`).join('')}</div>
        <div class="tools"><span class="box">Calibri</span><span class="box s">11</span><b>B</b><i>I</i><u>U</u><span class="sep"></span><span class="box">Accounting</span><span>$ % ,</span><span class="sep"></span><span class="box">Wrap Text</span><span class="box">Merge &amp; Center</span></div>
        <div class="fx"><span class="name">${selected}</span><span class="fxs">ƒx</span><span class="formula">${h(summary[0][2])}</span></div>
        <table class="grid">
          <colgroup><col style="width:36px">${WIDTHS.map((width) => `<col style="width:${width}px">`).join('')}</colgroup>
          <tr class="cols"><th></th>${COLUMNS.map((letter) => `<th${letter === 'O' ? ' class="on"' : ''}>${letter}</th>`).join('')}</tr>
          ${rows}
        </table>
        <div class="tabs"><span class="nav">◀ ▶</span><span class="on">RO_LINES</span><span>PARTS</span><span>PAYMENTS</span><span>+</span></div>
        <div class="status"><span>Ready</span><span>Accessibility: Good to go</span><span class="r">Sum: ${money(totals.customerPay)} &nbsp;&nbsp; Count: 1 &nbsp;&nbsp; 100%</span></div>
      </div>`;
    const css = `
      .xl { font: 11px/1.25 'Liberation Sans', 'DejaVu Sans', sans-serif; color: #1f1f1f; background: #fff; width: 1440px; }
      .win { display: flex; align-items: center; gap: 14px; background: #1e6b41; color: #fff; padding: 6px 12px; font-size: 12px; }
      .dots i { display: inline-block; width: 10px; height: 10px; border-radius: 50%; background: #fff; opacity: .5; margin-right: 5px; }
      .fn { font-weight: bold; flex: 1; text-align: center; }
      .saved { font-size: 10px; opacity: .85; }
      .menu { display: flex; gap: 18px; background: #f3f3f3; padding: 5px 12px; font-size: 11.5px; border-bottom: 1px solid #d4d4d4; }
      .menu .on { color: #1e6b41; font-weight: bold; border-bottom: 2px solid #1e6b41; }
      .tools { display: flex; align-items: center; gap: 10px; padding: 5px 12px; background: #f9f9f9; border-bottom: 1px solid #d4d4d4; font-size: 11px; }
      .tools .box { border: 1px solid #c8c8c8; background: #fff; padding: 1px 8px; }
      .tools .s { padding: 1px 4px; }
      .tools .sep { width: 1px; height: 16px; background: #ccc; }
      .fx { display: flex; align-items: center; border-bottom: 1px solid #d4d4d4; font-size: 12px; }
      .fx .name { width: 90px; padding: 3px 8px; border-right: 1px solid #d4d4d4; }
      .fx .fxs { padding: 3px 10px; color: #777; font-style: italic; border-right: 1px solid #d4d4d4; }
      .fx .formula { padding: 3px 10px; font-family: 'Liberation Mono', 'DejaVu Sans Mono', monospace; font-size: 11.5px; }
      .grid { border-collapse: collapse; table-layout: fixed; width: ${36 + WIDTHS.reduce((sum, width) => sum + width, 0)}px; }
      .grid th { background: #f0f0f0; color: #555; font-weight: normal; border: 1px solid #d9d9d9; font-size: 10.5px; text-align: center; padding: 1px 0; }
      .grid .cols th.on { background: #d3e6dc; color: #1e6b41; font-weight: bold; }
      .grid td { border: 1px solid #e1e1e1; padding: 1px 3px; vertical-align: bottom; white-space: nowrap; overflow: hidden; height: 16px; }
      .grid td.n { text-align: right; }
      .grid td.w { white-space: normal; vertical-align: top; }
      .grid tr.hdr td { font-weight: bold; background: #ddebf7; vertical-align: bottom; white-space: normal; overflow-wrap: anywhere; font-size: 10px; }
      .grid td.title { font: bold 14px 'Liberation Sans', sans-serif; height: 22px; }
      .grid td.sub { color: #444; font-size: 10.5px; }
      .grid td.lab { font-weight: bold; text-align: right; }
      .grid td.sel { outline: 2px solid #1e6b41; outline-offset: -2px; font-weight: bold; }
      .acc { display: flex; justify-content: space-between; }
      .tabs { display: flex; gap: 2px; background: #f3f3f3; border-top: 1px solid #d4d4d4; padding: 3px 10px; font-size: 11px; margin-top: 2px; }
      .tabs span { padding: 2px 12px; color: #444; }
      .tabs .on { background: #fff; color: #1e6b41; font-weight: bold; border-bottom: 2px solid #1e6b41; }
      .tabs .nav { color: #999; }
      .status { display: flex; gap: 20px; background: #1e6b41; color: #fff; font-size: 10.5px; padding: 3px 12px; }
      .status .r { margin-left: auto; }`;
    return { css, pages: [page], width: 1440, height: null };
  },
});
