import { addDays, dollars, miles } from '../format';
import { defineLayout, h, letterPages } from './layout';
import { shiftTime } from './recent-format';

const VALETS = ['Andre P.', 'Kayla M.', 'Luis R.', 'Hannah W.', 'Omar S.', 'Greg T.'];
const FUEL = ['1/4', '3/8', '1/2', '5/8', '3/4', '7/8', 'Full'];
const NOTES = [
  'Light scratch, rear bumper',
  'Curb rash, right front wheel',
  'Chip in windshield, passenger side',
  'No existing damage noted',
  'Small dent, driver rear door',
];

/** A signer's scribble: a few loops and a tail, the same for the same stream. */
const scribble = (points: number[]) =>
  `<svg viewBox="0 0 200 46" width="170" height="40"><path d="M6 ${28 + points[0]} C 24 ${4 + points[1]}, 36 ${44 - points[2]}, 52 ${22 + points[3]} S 84 ${6 + points[0]}, 98 ${30 - points[1]} C 118 ${44 - points[2]}, 136 ${8 + points[3]}, 160 ${26 + points[0]} S 184 ${14 + points[1]}, 196 ${22}" fill="none" stroke="#1b2a7a" stroke-width="2"/></svg>`;

/**
 * The record a dealer's pickup-and-delivery valet service emails once the car is back in the
 * owner's driveway: the pickup from the owner's address (its window, the time the valet took the
 * car, the odometer and fuel then, the walk-around photos and the owner's signature), the visit at
 * the dealership (the order's number, when it was checked in and completed and the miles then,
 * each line's concern and work, warranty lines covered, the total charged to the card on file),
 * and the delivery back (often the next morning, with its own odometer reading a valet's drive
 * past the order's). Four odometer readings and four dates, two of each the order's.
 */
export const valetPickupLayout = defineLayout('valet_pickup', {
  order: { mode: 'mixed' },
  media: ['pdf_text', 'png', 'photo_jpeg'],
  prints: ['complaint', 'correction', 'mileageOut'],
  dates: { styles: ['Wkd, Mon D, YYYY', 'M/D/YYYY', 'Month D, YYYY'], clock: 'ampm', between: ' · ' },
  labels: {
    number: ['Repair order', 'RO #', 'Service order #'],
    dates: [
      ['Checked in at service', 'Work completed'],
      ['Service check-in', 'Service complete'],
      ['RO opened', 'RO completed'],
    ],
    mileage: [
      ['Mileage in', 'Mileage out'],
      ['Odometer at check-in', 'Odometer at completion'],
    ],
    threeCs: [
      ['Concern', 'Work performed'],
      ['You told us', 'What we did'],
      ['Reported', 'Repair'],
    ],
    total: ['Amount charged', 'Total paid', 'Your total'],
  },
  render(facts, random, { date, time, labels }) {
    const { dealer, vehicle, customer, totals } = facts;
    const { number, dates, mileage, threeCs, total } = labels;
    const trip = random.int(4, 22);
    const driveMinutes = Math.round(trip * 1.8) + random.int(4, 12);
    const pickupAt = shiftTime(facts.timeIn, -driveMinutes);
    const windowStart = `${pickupAt.slice(0, 2)}:00`;
    const nextMorning = random.chance(0.5) || facts.timeOut >= '16:30';
    const deliveredOn = nextMorning ? addDays(facts.dateOut, 1) : facts.dateOut;
    const deliveredAt = nextMorning
      ? `${String(random.int(8, 11)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`
      : shiftTime(facts.timeOut, driveMinutes + random.int(30, 90));
    const pickupMiles = facts.mileageIn - trip;
    const deliveryMiles = facts.mileageOut + trip + random.int(0, 1);
    const [driverOut, driverBack] = [random.pick(VALETS), random.pick(VALETS)];
    const [fuelOut, fuelBack] = [random.pick(FUEL), random.pick(FUEL)];
    const tripId = `PD-${random.int(10_000, 99_999)}`;
    const plate = `${random.int(1, 9)}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 999)}`;
    const card = random.pick(['Visa', 'Mastercard', 'Amex']);
    const last4 = random.int(1000, 9999);
    const window = (start: string) => `${time(start)} – ${time(shiftTime(start, 60))}`;
    const signature = () => scribble([random.int(0, 8), random.int(0, 8), random.int(0, 8), random.int(0, 8)]);
    const photos = ['Front', 'Driver side', 'Rear', 'Passenger side']
      .map((side) => `<div class="ph"><div class="img" style="background-position:${random.int(0, 100)}% ${random.int(0, 100)}%"></div>${side}</div>`)
      .join('');
    const kv = (label: string, value: string) => `<div class="kv"><span>${label}</span><b>${value}</b></div>`;
    const lines = facts.lines
      .map(
        (line) => `
        <div class="ln">
          <div class="lh"><b>${h(line.description)}</b><span>${line.pay === 'W' ? `Covered by ${h(vehicle.make)} warranty` : dollars(line.labor + line.partsTotal)}</span></div>
          <div><span class="k">${threeCs.complaint}:</span> ${h(line.complaint)}</div>
          <div><span class="k">${threeCs.correction}:</span> ${h(line.correction)}</div>
        </div>`,
      )
      .join('');
    const page = `
      <div class="vp">
        <div class="hd">
          <div><div class="dn">${h(dealer.name)}</div><div class="sub">Service Valet · Pickup &amp; Delivery Record</div></div>
          <div class="id">Trip ${tripId}<br><small>${h(dealer.street)}, ${h(dealer.city)}, ${dealer.state} · ${dealer.phone}</small></div>
        </div>
        <div class="who">
          <div>${kv('Owner', h(customer.name))}${kv('Address', `${h(customer.street)}, ${h(customer.city)}, ${customer.state} ${customer.zip}`)}${kv('Phone', customer.phone)}</div>
          <div>${kv('Vehicle', `${vehicle.year} ${h(vehicle.make)} ${h(vehicle.model)}, ${vehicle.color.toLowerCase()}`)}${kv('VIN', vehicle.vin)}${kv('Plate', plate)}</div>
        </div>
        <div class="leg">
          <div class="lt"><span class="dot">1</span> Pickup from owner</div>
          <div class="cols">
            <div>${kv('Scheduled window', `${date(facts.dateIn)}, ${window(windowStart)}`)}${kv('Picked up', date(facts.dateIn, pickupAt))}${kv('Valet', driverOut)}${kv('Odometer at pickup', `${miles(pickupMiles)} mi`)}${kv('Fuel at pickup', fuelOut)}${kv('Walk-around', random.pick(NOTES))}</div>
            <div class="phs">${photos}</div>
          </div>
          <div class="sig">${signature()}<span>Owner signature at pickup</span></div>
        </div>
        <div class="leg ro">
          <div class="lt"><span class="dot">2</span> At ${h(dealer.name)} service</div>
          <div class="cols">
            <div>${kv(number, `<span class="big">${facts.roNumber}</span>`)}${kv(dates.in, date(facts.dateIn, facts.timeIn))}${kv(mileage.in, `${miles(facts.mileageIn)} mi`)}</div>
            <div>${kv('Advisor', h(facts.advisor))}${kv(dates.out, date(facts.dateOut, facts.timeOut))}${kv(mileage.out, `${miles(facts.mileageOut)} mi`)}</div>
          </div>
          ${lines}
          <div class="tot">
            <div>${kv('Labor', dollars(totals.labor))}${kv('Parts', dollars(totals.parts))}${kv('Shop fees', dollars(totals.supplies))}${kv('Tax', dollars(totals.tax))}</div>
            <div>${totals.warrantyPay > 0 ? kv(`Paid by ${h(vehicle.make)} warranty`, dollars(totals.warrantyPay)) : ''}${kv('Valet service', 'Complimentary')}<div class="g"><span>${total}</span><b>${dollars(totals.customerPay)}</b></div>${totals.customerPay > 0 ? `<div class="pay">${card} ending ${last4}, charged ${date(facts.invoicedDate)}</div>` : ''}</div>
          </div>
        </div>
        <div class="leg">
          <div class="lt"><span class="dot">3</span> Delivery to owner</div>
          <div class="cols">
            <div>${kv('Scheduled window', `${date(deliveredOn)}, ${window(shiftTime(deliveredAt, -random.int(10, 40)))}`)}${kv('Delivered', date(deliveredOn, deliveredAt))}${kv('Valet', driverBack)}</div>
            <div>${kv('Odometer at delivery', `${miles(deliveryMiles)} mi`)}${kv('Fuel at delivery', fuelBack)}${kv('Received by', h(customer.name))}</div>
          </div>
          <div class="sig">${signature()}<span>Owner signature at delivery</span></div>
        </div>
        <div class="foot">Valet miles (about ${trip} mi each way) are driven by our staff and are not part of your repair. Record emailed ${date(addDays(deliveredOn, random.int(0, 1)))}.</div>
      </div>`;
    const css = `
      .vp { font: 11px/1.4 'DejaVu Sans', sans-serif; color: #1d232b; padding: 26px 36px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #0b6e4f; padding-bottom: 8px; }
      .dn { font: bold 21px 'DejaVu Sans', sans-serif; color: #0b6e4f; }
      .sub { font-size: 12px; color: #555; }
      .id { text-align: right; font-weight: bold; }
      .id small { font-weight: normal; color: #666; font-size: 9px; }
      .who { display: flex; gap: 24px; margin: 8px 0; }
      .who > div { flex: 1; }
      .kv { display: flex; justify-content: space-between; gap: 10px; border-bottom: 1px solid #eef0f2; padding: 2px 0; }
      .kv span { color: #667; }
      .kv b { font-weight: 600; text-align: right; }
      .kv .big { font-size: 14px; color: #1d232b; }
      .leg { border: 1px solid #d8dde3; border-radius: 8px; padding: 6px 12px 8px; margin-top: 8px; }
      .leg.ro { background: #f4faf7; border-color: #9fd3bf; }
      .lt { font-weight: bold; font-size: 12.5px; margin-bottom: 4px; }
      .dot { display: inline-block; width: 18px; height: 18px; border-radius: 50%; background: #0b6e4f; color: #fff; text-align: center; font-size: 11px; line-height: 18px; margin-right: 4px; }
      .cols { display: flex; gap: 24px; }
      .cols > div { flex: 1; }
      .phs { display: flex; gap: 6px; font-size: 9px; color: #667; }
      .ph { flex: 1; text-align: center; }
      .ph .img { height: 56px; border-radius: 4px; background: linear-gradient(160deg, #9aa5b1, #5f6b78 60%, #3c444d); background-size: 200% 200%; margin-bottom: 2px; }
      .sig { display: flex; align-items: flex-end; gap: 10px; font-size: 9px; color: #667; }
      .ln { border-top: 1px dashed #b9d9cb; padding: 4px 0; }
      .lh { display: flex; justify-content: space-between; }
      .k { color: #667; }
      .tot { display: flex; gap: 24px; border-top: 1px solid #9fd3bf; padding-top: 4px; }
      .tot > div { flex: 1; }
      .g { display: flex; justify-content: space-between; font-size: 14px; font-weight: bold; padding: 3px 0; }
      .pay { font-size: 9.5px; color: #667; text-align: right; }
      .foot { margin-top: 10px; font-size: 9px; color: #777; }`;
    return letterPages(css, page);
  },
});
