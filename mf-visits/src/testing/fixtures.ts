import type { Dealer, Vehicle, Visit } from '@dct/contracts';

const stamps = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 7,
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: null,
    vin: '1HGCV1F30MA123456',
    purchase_date: null,
    monthly_payment: null,
    msrp: null,
    license_plate: null,
    purchase_price: null,
    notes: null,
    purchase_type: null,
    segment: null,
    registration_state: null,
    delivery_date: null,
    delivery_mileage: null,
    condition: 'new',
    downtime_days: 0,
    visit_count: 0,
    ...stamps,
    ...overrides,
  };
}

export function aDealer(overrides: Partial<Dealer> = {}): Dealer {
  return {
    id: 3,
    name: 'Metro Honda',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: '555-0100',
    email: null,
    website: null,
    lat: null,
    lng: null,
    makes: [],
    services: [],
    owned: false,
    ...stamps,
    ...overrides,
  };
}

export function aVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: 1,
    vehicle_id: 7,
    dealer_id: 3,
    date_in: '2025-01-05',
    date_out: '2025-01-19',
    primary_issue: 'Transmission slipping',
    status: 'completed',
    loaner_flag: false,
    loaner_provided: false,
    loaner_model: null,
    defect: null,
    warranty_repair: true,
    safety_defect: false,
    loaner_notes: null,
    issue_notes: null,
    notes: null,
    valuation_method: null,
    mileage_in: null,
    mileage_out: null,
    vehicle_label: '2021 Honda Accord',
    dealer_name: 'Metro Honda',
    days: 14,
    ...stamps,
    ...overrides,
  };
}
