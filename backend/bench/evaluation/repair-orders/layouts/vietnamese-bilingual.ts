import type { Dealer } from '../data';
import { addDays, dollars, miles, money } from '../format';
import type { OrderLine } from '../order';
import { defineLayout, h, letterPages } from './layout';
import { newestDate, type NewestDateStyle } from './newest-format';

const vietnameseArea = (
  name: string,
  legalName: string,
  make: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  area: string,
  taxRate: number,
  laborRate: number,
): Dealer => ({
  name,
  legalName,
  make,
  street,
  city,
  state,
  zip,
  phone: `(${area}) 555-01${zip.slice(-2)}`,
  fax: `(${area}) 555-01${String((Number(zip.slice(-2)) + 11) % 100).padStart(2, '0')}`,
  taxRate,
  laborRate,
});

/** Franchised dealers in Vietnamese-American neighbourhoods (Little Saigon, Bellaire, East San Jose, Falls Church). */
export const VIETNAMESE_AREA_DEALERS: Dealer[] = [
  vietnameseArea('Bolsa Toyota', 'Bolsa Avenue Motors Inc.', 'Toyota', '9200 Bolsa Ave', 'Westminster', 'CA', '92683', '714', 0.0775, 189),
  vietnameseArea('Garden Grove Honda', 'GG Honda Partners LLC', 'Honda', '9670 Trask Ave', 'Garden Grove', 'CA', '92844', '714', 0.0775, 182),
  vietnameseArea('Bellaire Nissan', 'Bellaire Automotive Group LP', 'Nissan', '9750 Bellaire Blvd', 'Houston', 'TX', '77036', '713', 0.0825, 148),
  vietnameseArea('Tully Road Hyundai', 'Tully Road Motors LLC', 'Hyundai', '1880 Tully Rd', 'San Jose', 'CA', '95122', '408', 0.09375, 176),
  vietnameseArea('Seven Corners Kia', 'Seven Corners Imports Inc.', 'Kia', '6300 Arlington Blvd', 'Falls Church', 'VA', '22044', '703', 0.06, 158),
];

const PAY: Record<OrderLine['pay'], [string, string]> = {
  C: ['Khách trả', 'Customer pay'],
  W: ['Bảo hành', 'Warranty'],
  I: ['Nội bộ', 'Internal'],
  S: ['Hợp đồng dịch vụ', 'Service contract'],
};

/** A bilingual label written "Vietnamese|English". */
const parts = (label: string) => label.split('|') as [string, string];

/**
 * A franchised dealer's service invoice in a Vietnamese-American neighbourhood, printed in
 * Vietnamese and English: the dealer's name with "Chúng tôi nói tiếng Việt" under it; every field a
 * row of three cells, the Vietnamese label left of the value and the English one right of it; dates
 * written out in Vietnamese with the weekday ("Thứ Ba, ngày 4 tháng 3 năm 2025") or day first with
 * the form saying so ("ngày/tháng/năm · dd/mm/yyyy"), times on a 24-hour clock; the appointment,
 * the promise and the day the invoice was printed beside the two that count; one odometer reading,
 * in miles, and the next service due in miles and by date; each line's three Cs under bilingual
 * labels, the technicians' words in English; the maker's share apart from the customer's total.
 */
export const vietnameseBilingualLayout = defineLayout('vietnamese_bilingual', {
  order: { mode: 'mixed', dealers: VIETNAMESE_AREA_DEALERS },
  media: ['pdf_text', 'pdf_scan', 'png'],
  prints: ['complaint', 'cause', 'correction'],
  dates: { styles: ['ISO'], clock: '24h' },
  labels: {
    number: ['Số lệnh sửa chữa|Repair order no.', 'Số phiếu sửa chữa|R.O. #', 'Lệnh sửa chữa số|RO number'],
    dates: [
      ['Ngày nhận xe|Date received', 'Ngày sửa xong|Date completed'],
      ['Xe vào xưởng|Vehicle in', 'Xe sẵn sàng|Vehicle ready'],
      ['Ngày mở lệnh|RO opened', 'Ngày hoàn tất|Work completed'],
    ],
    mileage: ['Số dặm khi nhận xe|Mileage in', 'Đồng hồ công-tơ-mét (dặm)|Odometer (miles)', 'Số dặm đã chạy|Odometer reading'],
    threeCs: [
      ['Khách hàng phàn nàn|Complaint', 'Nguyên nhân|Cause', 'Cách sửa chữa|Correction'],
      ['Vấn đề khách báo|Customer concern', 'Kỹ thuật viên tìm thấy|Technician found', 'Đã sửa chữa|Repair performed'],
    ],
    total: ['Tổng cộng khách trả|Customer total', 'Số tiền phải trả|Amount due', 'Khách hàng thanh toán|Customer pays'],
  },
  render(facts, random, { labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const style = random.pick<NewestDateStyle>(['Thứ, ngày D tháng M năm YYYY', 'Thứ, ngày D tháng M năm YYYY', 'DD/MM/YYYY']);
    const date = (iso: string, time?: string) => `${newestDate(iso, style)}${time ? ` · ${time}` : ''}`;
    const { number, dates, mileage, threeCs, total } = labels;
    const row = (label: string, value: string, cls = '') => {
      const [vi, en] = parts(label);
      return `<tr class="${cls}"><th>${vi}</th><td>${value}</td><th class="en">${en}</th></tr>`;
    };
    const nextMiles = Math.ceil((facts.mileageIn + random.pick([5000, 7500, 10000])) / 500) * 500;
    const nextDate = addDays(facts.dateOut, random.pick([120, 180, 182]));
    const hint = style === 'DD/MM/YYYY' ? '<div class="hint">Ngày ghi theo ngày/tháng/năm · Dates are dd/mm/yyyy</div>' : '';
    const payVia = random.pick(['Visa', 'Mastercard', 'Tiền mặt / Cash', 'Zelle']);
    const lines = facts.lines
      .map((line) => {
        const [vi, en] = PAY[line.pay];
        const cs = (label: string, text: string) => {
          const [lv, le] = parts(label);
          return `<div class="c"><span class="cl">${lv} / ${le}:</span> ${h(text)}</div>`;
        };
        return `
        <div class="job">
          <div class="jh"><b>Công việc ${line.letter} / Job ${line.letter}</b><span>${h(line.description)}</span><span class="op">Mã ${line.opCode} · KTV ${line.tech} · ${line.hours.toFixed(1)} giờ/hrs</span><span class="pay ${line.pay}">${vi} / ${en}</span><span class="amt">${dollars(line.labor + line.partsTotal)}</span></div>
          ${cs(threeCs.complaint, line.complaint)}
          ${cs(threeCs.cause, line.cause)}
          ${cs(threeCs.correction, line.correction)}
          ${line.parts.map((part) => `<div class="pt">Phụ tùng / Part: ${part.quantity} × ${h(part.number)} ${h(part.description)} — ${dollars(part.amount)}</div>`).join('')}
        </div>`;
      })
      .join('');
    const sum = (vi: string, en: string, amount: string, cls = '') => `<tr class="${cls}"><th>${vi}<br><small>${en}</small></th><td>${amount}</td></tr>`;
    const [totalVi, totalEn] = parts(total);
    const page = `
      <div class="vn">
        <div class="hd">
          <div>
            <div class="dn">${h(dealer.name)}</div>
            <div class="sub">Đại lý ủy quyền ${h(vehicle.make)} · Dịch vụ &amp; Phụ tùng — Authorized ${h(vehicle.make)} Service &amp; Parts</div>
            <div class="ad">${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} ${dealer.zip} · ĐT / Tel ${dealer.phone}</div>
            <div class="viet">Chúng tôi nói tiếng Việt · Vietnamese spoken here</div>
          </div>
          <div class="tt">HÓA ĐƠN SỬA CHỮA<br><span>REPAIR ORDER INVOICE</span></div>
        </div>
        ${hint}
        <div class="two">
          <table class="f">
            ${row(number, `<b class="ro">${facts.roNumber}</b>`)}
            ${row('Số hóa đơn|Invoice no.', facts.invoiceNumber)}
            ${row('Số thẻ xe|Tag', facts.tagNumber)}
            ${row('Cố vấn dịch vụ|Service advisor', h(facts.advisor))}
            ${row('Ngày hẹn|Appointment', date(facts.appointmentDate))}
            ${row(dates.in, date(facts.dateIn, facts.timeIn), 'k')}
            ${row('Ngày hứa giao xe|Promised', date(facts.promisedDate, '17:00'))}
            ${row(dates.out, date(facts.dateOut, facts.timeOut), 'k')}
          </table>
          <table class="f">
            ${row('Khách hàng|Customer', h(customer.name))}
            ${row('Địa chỉ|Address', `${h(customer.street)}, ${h(customer.city)}, ${customer.state} ${customer.zip}`)}
            ${row('Điện thoại|Phone', customer.phone)}
            ${row('Xe|Vehicle', `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}`)}
            ${row('Số khung|VIN', vehicle.vin)}
            ${row('Màu|Color', vehicle.color)}
            ${row(mileage, `${miles(facts.mileageIn)} mi`, 'k')}
            ${row('Bảo trì kế tiếp|Next service due', `${miles(nextMiles)} mi · ${newestDate(nextDate, style)}`)}
          </table>
        </div>
        <h3>Công việc đã làm · Work performed</h3>
        ${lines}
        <div class="bot">
          <div class="note">
            <b>Ghi chú / Notes</b><br>
            Phụ tùng thay thế được bảo hành 12 tháng hoặc 12,000 dặm. Parts replaced carry a 12-month / 12,000-mile warranty.<br>
            Xe để quá 3 ngày sau khi báo sửa xong sẽ tính phí giữ xe $25/ngày. Storage of $25 per day applies 3 days after notice of completion.<br><br>
            ${totals.customerPay > 0 ? `Thanh toán / Paid: ${payVia} ${dollars(totals.customerPay)}` : 'Không tính tiền khách hàng · No charge to customer'}<br><br>
            Chữ ký khách hàng / Customer signature: ________________________<br>
            <span class="pr">In ngày / Printed ${date(facts.printedDate)}</span>
          </div>
          <table class="sum">
            ${sum('Tiền công', 'Labor', money(totals.labor))}
            ${sum('Phụ tùng', 'Parts', money(totals.parts))}
            ${sum('Vật tư xưởng', 'Shop supplies', money(totals.supplies))}
            ${sum('Thuế', `Sales tax ${(dealer.taxRate * 100).toFixed(3).replace(/\.?0+$/, '')}%`, money(totals.tax))}
            ${totals.warrantyPay > 0 ? sum('Hãng bảo hành trả', `Paid by ${h(vehicle.make)} warranty`, money(totals.warrantyPay), 'w') : ''}
            ${sum(totalVi, totalEn, dollars(totals.customerPay), 'g')}
          </table>
        </div>
      </div>`;
    const css = `
      .vn { font: 10.5px/1.35 'DejaVu Sans', sans-serif; color: #1c1c1c; padding: 26px 34px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px double #8b1e1e; padding-bottom: 6px; }
      .dn { font: bold 21px 'DejaVu Serif', serif; color: #8b1e1e; }
      .sub, .ad { font-size: 9.5px; }
      .viet { font-size: 10px; font-weight: bold; color: #8b1e1e; margin-top: 2px; }
      .tt { text-align: right; font: bold 16px 'DejaVu Sans', sans-serif; color: #8b1e1e; }
      .tt span { font-size: 11px; color: #333; letter-spacing: 1px; }
      .hint { font-size: 9px; font-style: italic; margin-top: 4px; }
      .two { display: flex; gap: 12px; margin-top: 6px; }
      .f { flex: 1; border-collapse: collapse; }
      .f th { font-size: 8.5px; font-weight: bold; text-align: left; color: #8b1e1e; padding: 2px 4px; border-bottom: 1px solid #e2caca; white-space: nowrap; }
      .f th.en { text-align: right; color: #555; font-weight: normal; font-style: italic; }
      .f td { padding: 2px 4px; border-bottom: 1px solid #e2caca; }
      .f tr.k td { font-weight: bold; }
      .ro { font-size: 13px; }
      h3 { font-size: 11px; margin: 10px 0 4px; color: #8b1e1e; border-bottom: 1px solid #8b1e1e; }
      .job { border-bottom: 1px dashed #bbb; padding: 4px 0; }
      .jh { display: flex; gap: 10px; align-items: baseline; }
      .jh .op { color: #666; font-size: 9px; }
      .jh .pay { margin-left: auto; font-size: 9px; border: 1px solid #8b1e1e; padding: 0 4px; border-radius: 3px; }
      .jh .pay.W { background: #8b1e1e; color: #fff; }
      .jh .amt { font-weight: bold; width: 80px; text-align: right; }
      .c { padding-left: 14px; }
      .cl { font-size: 9px; color: #8b1e1e; font-weight: bold; }
      .pt { padding-left: 14px; font-size: 9px; color: #555; }
      .bot { display: flex; gap: 16px; margin-top: 10px; }
      .note { flex: 1; font-size: 8.5px; color: #333; }
      .pr { color: #777; }
      .sum { border-collapse: collapse; width: 290px; }
      .sum th { text-align: left; font-size: 9.5px; padding: 2px 6px; border-bottom: 1px solid #e2caca; }
      .sum th small { font-weight: normal; color: #666; font-size: 8.5px; }
      .sum td { text-align: right; padding: 2px 6px; border-bottom: 1px solid #e2caca; }
      .sum tr.w td, .sum tr.w th { color: #666; font-style: italic; }
      .sum tr.g th, .sum tr.g td { font-size: 12.5px; border-top: 2px solid #8b1e1e; background: #f8eeee; }`;
    return letterPages(css, page);
  },
});
