import { DealerMessages, typedZipCode } from './dealer';
import { dealerApiSchema, dealerFormSchema } from './schemas/dealer';

const emptyForm = { name: '', address: '', city: '', state: '', zip: '', phone: '', email: '' };
const firstMessages = (result: { success: boolean; error?: { issues: Array<{ path: Array<string | number>; message: string }> } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((issue) => [issue.path[0], issue.message]));

describe('dealerFormSchema', () => {
  it('takes what the add-dealer boxes hold: blank boxes are absent, the e-mail stored lower-case', () => {
    expect(dealerFormSchema.parse({ ...emptyForm, name: ' Sunrise Honda ', email: ' Service@Sunrise.Example ' })).toEqual({
      name: 'Sunrise Honda',
      email: 'service@sunrise.example',
    });
  });

  it('shows the messages the form always showed', () => {
    expect(firstMessages(dealerFormSchema.safeParse({ ...emptyForm, email: 'service@' }))).toEqual({
      name: DealerMessages.nameRequired,
      email: DealerMessages.emailInvalid,
    });
    expect(firstMessages(dealerFormSchema.safeParse({ ...emptyForm, name: 'N'.repeat(201), zip: '1'.repeat(11) }))).toEqual({
      name: DealerMessages.tooLong('Dealer name', 200),
      zip: DealerMessages.tooLong('ZIP code', 10),
    });
  });
});

describe('dealerApiSchema', () => {
  it("is the form's schema with the search's fields, which the form does not ask for", () => {
    expect(Object.keys(dealerApiSchema.shape)).toEqual([...Object.keys(dealerFormSchema.shape), 'lat', 'lng', 'makes', 'services']);
    const parsed = dealerApiSchema.parse({ name: 'Sunrise Honda', lat: 33.68, lng: -117.91, makes: ['Honda'], services: [] });
    expect(parsed).toEqual({ name: 'Sunrise Honda', lat: 33.68, lng: -117.91, makes: ['Honda'], services: [] });
  });

  it.each([
    [{ lat: 90.01 }, 'lat', DealerMessages.latInvalid],
    [{ lng: '-117' }, 'lng', DealerMessages.lngInvalid],
    [{ makes: 'Honda' }, 'makes', DealerMessages.listInvalid('Makes')],
    [{ services: ['x'.repeat(101)] }, 'services', DealerMessages.listInvalid('Services')],
  ])('refuses %p with its message', (change, field, message) => {
    expect(firstMessages(dealerApiSchema.safeParse({ name: 'Valid Motors', ...change }))).toEqual({ [field]: message });
  });
});

describe('typedZipCode', () => {
  it('reads five digits or ZIP+4 as a ZIP code, around spaces', () => {
    expect(typedZipCode('94103')).toBe('94103');
    expect(typedZipCode(' 94103 ')).toBe('94103');
    expect(typedZipCode('94103-1234')).toBe('94103');
    expect(typedZipCode('94103 1234')).toBe('94103');
    expect(typedZipCode('941031234')).toBe('94103');
  });

  it('leaves names, parts of a ZIP code and longer numbers to the search', () => {
    for (const text of ['', '9410', '941033', '94103-12', '94103-12345', 'Honda 94103', 'ZIP 94103', '9410a']) expect(typedZipCode(text)).toBeUndefined();
  });
});
