import { defectKey, defectSuggestions } from './defects';

describe(defectKey.name, () => {
  it('ignores case and spacing', () => {
    expect(defectKey(' Transmission  SLIP ')).toBe(defectKey('transmission slip'));
    expect(defectKey('Check engine light')).toBe(defectKey('checkengine light'));
    expect(defectKey('Brakes')).not.toBe(defectKey('Brake'));
    expect(defectKey(null)).toBe('');
  });
});

describe(defectSuggestions.name, () => {
  it('offers each named defect once, in its first spelling, the most repeated first', () => {
    const visits = [
      { defect: 'rattle', date_in: '2024-05-01' },
      { defect: 'Transmission slip', date_in: '2024-02-01' },
      { defect: null, date_in: '2024-03-01' },
      { defect: 'TRANSMISSION SLIP', date_in: '2024-04-01' },
      { defect: '   ', date_in: '2024-04-02' },
    ];
    expect(defectSuggestions(visits)).toEqual(['Transmission slip', 'rattle']);
  });
});
