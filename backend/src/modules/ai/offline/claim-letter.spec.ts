import { draftClaimLetter } from './claim-letter';
import type { LetterInput } from '../providers/ai-provider';

const input: LetterInput = {
  vehicle_label: '2022 Honda Accord',
  vin_last6: 'A12345',
  dealer_name: 'Riverside Honda',
  service_manager: 'Mike Alvarez',
  dates: { date_in: '2025-11-03', date_out: '2025-11-17' },
  days: 14,
  daily_value: 14.17,
  total: 198.38,
  tone: 'polite',
  owner_name: 'Jordan Lee',
};

describe('draftClaimLetter', () => {
  it('writes every field of the request into a polite letter', () => {
    const letter = draftClaimLetter(input, '2025-11-20');
    expect(letter.tone).toBe('polite');
    expect(letter.subject).toBe('Request for goodwill compensation: 2022 Honda Accord (VIN ending A12345), 14 days out of service');
    for (const text of ['Dear Mike Alvarez,', 'Riverside Honda', 'Nov 3, 2025', 'Nov 17, 2025', '14 days', '$14.17 a day', '$198.38', 'Jordan Lee']) {
      expect(letter.text_body).toContain(text);
    }
    expect(letter.text_body).not.toMatch(/\{\{|undefined|null|&amp;|&#x27;/);
  });

  it('writes a firm letter with a deadline, to the service team when no manager is named, for a car still at the dealer', () => {
    const letter = draftClaimLetter(
      { ...input, tone: 'firm', service_manager: null, dealer_name: "O'Neil & Sons", dates: { date_in: '2025-11-03', date_out: null } },
      '2025-11-20',
    );
    expect(letter.tone).toBe('firm');
    expect(letter.subject).toContain('$198.38');
    expect(letter.text_body).toContain("Dear O'Neil & Sons service manager,");
    expect(letter.text_body).toContain('has not yet been returned');
    expect(letter.text_body).toContain('within 14 days, by Dec 4, 2025');
  });
});
