import type { Claim, Dealer, Vehicle, Visit } from '@dct/contracts';
import { PLACES, paletteItems, recordNumberQuery } from './palette-items';

const vehicles = [
  { id: 1, year: 2022, make: 'Toyota', model: 'Camry', trim: 'XSE', vin: '4T1G11AK5NU123456', license_plate: '7ABC 123' },
  { id: 2, year: 2021, make: 'Kia', model: 'Niro', trim: null, vin: 'KNDCM3LD5M5654321', license_plate: null },
] as Vehicle[];
const visits = [
  {
    id: 11,
    dealer_id: 31,
    primary_issue: 'Transmission slipping',
    dealer_name: 'Metro Honda',
    vehicle_label: '2022 Toyota Camry',
    status: 'completed',
    issue_notes: 'secret words',
  },
  { id: 12, dealer_id: 32, primary_issue: 'Brake noise', dealer_name: 'Sunrise Kia', vehicle_label: '2021 Kia Niro', status: 'in_progress', issue_notes: null },
] as Visit[];
const claims = [
  { id: 21, status: 'Draft', dealer_name: 'Metro Honda', vehicle_label: '2022 Toyota Camry', ask_amount: 1260 },
  { id: 22, status: 'Sent', dealer_name: 'Sunrise Kia', vehicle_label: '2021 Kia Niro', ask_amount: 90 },
] as Claim[];
const dealers = [
  { id: 30, name: 'Metro Toyota', city: 'Springfield', state: 'IL' },
  { id: 31, name: 'Metro Honda', city: 'Chicago', state: 'IL' },
  { id: 32, name: 'Sunrise Kia', city: 'Austin', state: 'TX' },
] as Dealer[];
const data = { vehicles, visits, claims, dealers };

const titles = (query: string) => paletteItems(query, data).map((item) => `${item.group}: ${item.title}`);

describe(paletteItems.name, () => {
  it('lists the places and actions when nothing is typed', () => {
    expect(titles('')).toEqual([
      'Go to: Dashboard',
      'Go to: Vehicles',
      'Go to: Visits',
      'Go to: Claims',
      'Go to: New service visit',
      'Go to: New claim',
      'Go to: Vehicle Management',
      'Go to: Find dealerships',
      'Go to: Notifications',
      'Go to: Trash',
      'Go to: Settings',
      'Go to: Contact',
      'Go to: About',
      'Go to: Terms of Service',
      'Go to: Privacy Policy',
      'Go to: Sign out',
      'Actions: Add Vehicle',
      'Actions: New Visit',
      'Actions: File Claim',
      'Actions: Keyboard shortcuts',
    ]);
  });

  it('finds vehicles by year, make, model, trim and VIN, every word counting', () => {
    expect(titles('xse')).toEqual(['Vehicles: 2022 Toyota Camry XSE']);
    expect(titles('654321')).toEqual(['Vehicles: 2021 Kia Niro']);
    expect(titles('2022 camry').filter((title) => title.startsWith('Vehicles'))).toEqual(['Vehicles: 2022 Toyota Camry XSE']);
  });

  it('finds visits by issue, dealer and vehicle, and claims by number, status and dealer', () => {
    expect(titles('metro')).toEqual(['Visits: Transmission slipping', 'Claims: Claim #21 · $1,260.00', 'Dealers: Metro Honda', 'Dealers: Metro Toyota']);
    expect(titles('brake')).toEqual(['Visits: Brake noise']);
    expect(titles('niro').filter((title) => !title.startsWith('Vehicles'))).toEqual(['Visits: Brake noise']);
    expect(titles('#22')).toEqual(['Claims: Claim #22 · $90.00']);
    expect(titles('#12')).toEqual(['Visits: Brake noise']);
    expect(titles('draft')).toEqual(['Claims: Claim #21 · $1,260.00']);
    expect(titles('secret')).toEqual([]);
  });

  it('opens each record where it lives', () => {
    const commands = paletteItems('metro', data).map((item) => item.command);
    expect(commands).toEqual([
      { kind: 'navigate', to: '/visits/11' },
      { kind: 'navigate', to: '/claims/21' },
      { kind: 'navigate', to: '/visits?q=Metro%20Honda' },
      { kind: 'navigate', to: '/visits?q=Metro%20Toyota' },
    ]);
    expect(paletteItems('camry xse', data)[0].command).toEqual({ kind: 'navigate', to: '/vehicles/1' });
    expect(paletteItems('file', data).map((item) => item.command)).toEqual([
      { kind: 'navigate', to: '/claims/new' },
      { kind: 'quick-action', action: 'File Claim' },
    ]);
  });

  it('finds one record by its kind and number: "claim 12", "visit 3", "#12"', () => {
    expect(titles('claim 21')).toEqual(['Claims: Claim #21 · $1,260.00']);
    expect(titles('Claim #22')).toEqual(['Claims: Claim #22 · $90.00']);
    expect(titles('visit 12')).toEqual(['Visits: Brake noise']);
    expect(titles('visit#11')).toEqual(['Visits: Transmission slipping']);
    expect(titles('vehicle 2')).toEqual(['Vehicles: 2021 Kia Niro']);
    // "claim 1" is claim 1 only, not every claim whose number starts with 1; none, nothing.
    expect(titles('claim 2')).toEqual([]);
    expect(titles('visit 21')).toEqual([]);
  });

  it('reads a record number query in its spellings, and nothing else as one', () => {
    expect(recordNumberQuery('claim 12')).toEqual({ kind: 'claim', id: 12 });
    expect(recordNumberQuery('  CLAIMS #12 ')).toEqual({ kind: 'claim', id: 12 });
    expect(recordNumberQuery('cl12')).toEqual({ kind: 'claim', id: 12 });
    expect(recordNumberQuery('visit 3')).toEqual({ kind: 'visit', id: 3 });
    expect(recordNumberQuery('vis #3')).toEqual({ kind: 'visit', id: 3 });
    expect(recordNumberQuery('vehicle 7')).toEqual({ kind: 'vehicle', id: 7 });
    expect(recordNumberQuery('#12')).toBeUndefined();
    expect(recordNumberQuery('claim twelve')).toBeUndefined();
    expect(recordNumberQuery('claimant 12')).toBeUndefined();
    expect(recordNumberQuery('visit 3 brakes')).toBeUndefined();
  });

  it('finds a vehicle by its licence plate, written with or without spaces and dashes, and by part of its VIN', () => {
    expect(titles('7abc 123').filter((title) => title.startsWith('Vehicles'))).toEqual(['Vehicles: 2022 Toyota Camry XSE']);
    expect(titles('7ABC-123')).toEqual(['Vehicles: 2022 Toyota Camry XSE']);
    expect(titles('7abc123')).toEqual(['Vehicles: 2022 Toyota Camry XSE']);
    expect(titles('11ak5')).toEqual(['Vehicles: 2022 Toyota Camry XSE']);
    expect(paletteItems('7abc', data)[0].detail).toBe('Plate 7ABC 123 · VIN 4T1G11AK5NU123456');
  });

  it('finds dealers by name and town, those the owner went to first, saying how many visits', () => {
    expect(titles('sunrise')).toContain('Dealers: Sunrise Kia');
    expect(paletteItems('springfield', data).map((item) => [item.title, item.detail])).toEqual([['Metro Toyota', 'Springfield, IL · 0 visits']]);
    expect(
      paletteItems('IL', data)
        .filter((item) => item.group === 'Dealers')
        .map((item) => item.detail),
    ).toEqual(['Chicago, IL · 1 visit', 'Springfield, IL · 0 visits']);
  });

  it('finds every page and each Settings section, by name or by the words people use for them', () => {
    expect(titles('settings')).toEqual(['Go to: Settings']);
    expect(titles('notifications')).toEqual(['Go to: Notifications', 'Settings: Alerts']);
    expect(titles('account')).toEqual(['Go to: Settings', 'Settings: Change password', 'Settings: Export my data', 'Settings: Delete account']);
    expect(paletteItems('export', data).map((item) => item.command)).toEqual([{ kind: 'navigate', to: '/settings#export' }]);
    expect(paletteItems('password', data).map((item) => item.command)).toEqual([{ kind: 'navigate', to: '/settings#password' }]);
    for (const place of PLACES) expect(paletteItems(place.title, data).map((item) => item.title)).toContain(place.title);
  });
});
