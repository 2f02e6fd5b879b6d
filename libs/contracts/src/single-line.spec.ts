import { isEmailAddress } from './email-address';
import { hasControlCharacter } from './fields';
import { TextMessages } from './messages';
import { draftLetterRequestSchema } from './schemas/ai';
import { registerSchema } from './schemas/auth';
import { claimChangeSchema } from './schemas/claim';
import { contactFormSchema } from './schemas/contact';
import { dealerApiSchema } from './schemas/dealer';
import { optionalEmail, requiredEmail } from './schemas/fields';
import { vehicleFormSchema } from './schemas/vehicle';
import { visitFieldsSchema } from './schemas/visit';
import { validVehicleInput } from './vehicle-bad-inputs';
import { validVisitInput } from './visit-bad-inputs';

/** What a header-injection attempt and its cousins look like inside a name. */
const BREAKS = ['\r\n', '\n', '\r', '\t', '\u0000', '\u0007', '\u007f', '\u0085', '\u2028', '\u2029'];

interface SchemaLike {
  safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: Array<string | number>; message: string }> } };
}

const valid = {
  dealer: {
    name: 'Sunrise Honda',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: '555-0100',
    website: 'https://sunrise.example',
  },
  contact: { name: 'Alex Doe', email: 'alex@example.test', subject: 'A question', message: 'Line one.\nLine two.', category: 'support' },
  register: { name: 'Alex Doe', email: 'alex@example.test', password: 'correct horse battery' },
  letter: { tone: 'polite', vehicle_label: '2022 Toyota Camry', dealer_name: 'Sunrise Honda', service_manager: 'Pat' },
};

/** Each single-line field: its schema, a valid body, and the label its message names. */
const SINGLE_LINE_FIELDS: Array<[string, SchemaLike, Record<string, unknown>, string, string]> = [
  ['owner name (sign-up)', registerSchema, valid.register, 'name', 'Name'],
  ['contact name', contactFormSchema, valid.contact, 'name', 'Name'],
  ['contact subject', contactFormSchema, valid.contact, 'subject', 'Subject'],
  ['dealer name', dealerApiSchema, valid.dealer, 'name', 'Dealer name'],
  ['dealer address', dealerApiSchema, valid.dealer, 'address', 'Address'],
  ['dealer city', dealerApiSchema, valid.dealer, 'city', 'City'],
  ['dealer phone', dealerApiSchema, valid.dealer, 'phone', 'Phone'],
  ['vehicle make', vehicleFormSchema(), validVehicleInput(), 'make', 'Make'],
  ['vehicle model', vehicleFormSchema(), validVehicleInput(), 'model', 'Model'],
  ['vehicle trim', vehicleFormSchema(), validVehicleInput(), 'trim', 'Trim'],
  ['licence plate', vehicleFormSchema(), validVehicleInput(), 'license_plate', 'License plate'],
  ['primary issue', visitFieldsSchema, validVisitInput(1, 2), 'primary_issue', 'Primary issue'],
  ['loaner model', visitFieldsSchema, validVisitInput(1, 2), 'loaner_model', 'Loaner model'],
  [
    "claim letter's subject (the mail's Subject)",
    claimChangeSchema.pick({ letter_subject: true, letter_body: true }),
    { letter_subject: 'Claim #12', letter_body: 'Dear dealer,\n…' },
    'letter_subject',
    'Letter subject',
  ],
  ["letter's vehicle", draftLetterRequestSchema, valid.letter, 'vehicle_label', 'Vehicle'],
  ["letter's dealer", draftLetterRequestSchema, valid.letter, 'dealer_name', 'Dealer name'],
  ["letter's service manager", draftLetterRequestSchema, valid.letter, 'service_manager', 'Service manager'],
];

const messageOf = (schema: SchemaLike, body: Record<string, unknown>, field: string) =>
  schema.safeParse(body).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('single-line text', () => {
  it('finds line breaks and control characters, and nothing in ordinary text', () => {
    for (const character of BREAKS) expect(hasControlCharacter(`a${character}b`)).toBe(true);
    for (const text of ['Sunrise Honda', 'José Müller-Ørsted', '用户', '😀 ok', "O'Neil & Sons, Inc."]) expect(hasControlCharacter(text)).toBe(false);
  });

  it.each(SINGLE_LINE_FIELDS)('refuses a %s holding a line break or a control character', (_name, schema, body, field, label) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const character of BREAKS) {
      expect([character, messageOf(schema, { ...body, [field]: `Ab${character}Cd` }, field)]).toEqual([character, TextMessages.singleLine(label)]);
    }
  });

  it('takes a line break typed at the end, which trimming removes', () => {
    expect(registerSchema.parse({ ...valid.register, name: 'Alex Doe\r\n' }).name).toBe('Alex Doe');
  });

  it('keeps notes and messages free to run over several lines', () => {
    expect(contactFormSchema.safeParse({ ...valid.contact, message: 'First line.\r\nSecond line.\n\tIndented.' }).success).toBe(true);
    expect(vehicleFormSchema().safeParse(validVehicleInput({ notes: 'New tyres.\nNew brakes.' })).success).toBe(true);
    expect(visitFieldsSchema.safeParse(validVisitInput(1, 2, { notes: 'Dropped off.\nPicked up.', loaner_notes: 'Scratch\non door' })).success).toBe(true);
  });
});

describe('e-mail addresses', () => {
  const quoted = [
    '"a\r\nBcc: x"@example.com',
    '"a\nb"@example.com',
    '"a\rb"@example.com',
    '"a\tb"@example.com',
    '"a\u0001b"@example.com',
    '"a\u007fb"@example.com',
  ];

  it('refuses a control character anywhere, a quoted local part included', () => {
    for (const address of [...quoted, 'a\r\n@example.com', 'alex@exam\nple.com']) expect([address, isEmailAddress(address)]).toEqual([address, false]);
    expect(isEmailAddress('"a b"@example.com')).toBe(true);
    expect(isEmailAddress('alex@example.com')).toBe(true);
  });

  it('answers the field’s own invalid-address message for them', () => {
    for (const address of quoted) {
      expect(optionalEmail('Please enter a valid email').safeParse(address).error?.issues[0].message).toBe('Please enter a valid email');
      expect(requiredEmail({ required: 'Email is required', invalid: 'Please enter a valid email address' }).safeParse(address).error?.issues[0].message).toBe(
        'Please enter a valid email address',
      );
      expect(messageOf(contactFormSchema, { ...valid.contact, email: address }, 'email')).toBe('Please enter a valid email address');
      expect(messageOf(dealerApiSchema, { ...valid.dealer, email: address }, 'email')).toBe('Please enter a valid email');
    }
  });
});
