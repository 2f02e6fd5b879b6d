import type { Claim, Vehicle, Visit } from '@dct/contracts';
import { paletteItems } from './palette-items';

const vehicles = [
  { id: 1, year: 2022, make: 'Toyota', model: 'Camry', trim: 'XSE', vin: '4T1G11AK5NU123456' },
  { id: 2, year: 2021, make: 'Kia', model: 'Niro', trim: null, vin: 'KNDCM3LD5M5654321' },
] as Vehicle[];
const visits = [
  {
    id: 11,
    primary_issue: 'Transmission slipping',
    dealer_name: 'Metro Honda',
    vehicle_label: '2022 Toyota Camry',
    status: 'completed',
    issue_notes: 'secret words',
  },
  { id: 12, primary_issue: 'Brake noise', dealer_name: 'Sunrise Kia', vehicle_label: '2021 Kia Niro', status: 'in_progress', issue_notes: null },
] as Visit[];
const claims = [
  { id: 21, status: 'Draft', dealer_name: 'Metro Honda', vehicle_label: '2022 Toyota Camry', ask_amount: 1260 },
  { id: 22, status: 'Sent', dealer_name: 'Sunrise Kia', vehicle_label: '2021 Kia Niro', ask_amount: 90 },
] as Claim[];
const data = { vehicles, visits, claims };

const titles = (query: string) => paletteItems(query, data).map((item) => `${item.group}: ${item.title}`);

describe(paletteItems.name, () => {
  it('lists the places and actions when nothing is typed', () => {
    expect(titles('')).toEqual([
      'Go to: Dashboard',
      'Go to: Vehicles',
      'Go to: Visits',
      'Go to: Claims',
      'Go to: Vehicle Management',
      'Go to: Contact',
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
    expect(titles('metro')).toEqual(['Visits: Transmission slipping', 'Claims: Claim #21 · $1,260.00']);
    expect(titles('brake')).toEqual(['Visits: Brake noise']);
    expect(titles('niro').filter((title) => !title.startsWith('Vehicles'))).toEqual(['Visits: Brake noise']);
    expect(titles('#22')).toEqual(['Claims: Claim #22 · $90.00']);
    expect(titles('draft')).toEqual(['Claims: Claim #21 · $1,260.00']);
    expect(titles('secret')).toEqual([]);
  });

  it('opens each record where it lives', () => {
    const commands = paletteItems('metro', data).map((item) => item.command);
    expect(commands).toEqual([
      { kind: 'navigate', to: '/visits/11' },
      { kind: 'navigate', to: '/claims/21' },
    ]);
    expect(paletteItems('camry xse', data)[0].command).toEqual({ kind: 'navigate', to: '/vehicles/1/edit' });
    expect(paletteItems('file', data).map((item) => item.command)).toEqual([{ kind: 'quick-action', action: 'File Claim' }]);
  });
});
