import type { ZodTypeAny } from 'zod';
import { AccountMessages } from './account';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';
import { AuthMessages } from './messages';
import { changePasswordSchema, deleteAccountSchema, loginSchema, passwordResetConfirmSchema, registerSchema } from './schemas';

/** The first message of the field, or '' when the value is taken. */
function messageOf(schema: ZodTypeAny, body: object, field: string): string {
  const parsed = schema.safeParse(body);
  return parsed.success ? '' : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? '');
}

const EMOJI = '\u{1F697}';

describe('the account forms’ rules, which the API takes', () => {
  const details = { name: 'Alex Driver', email: 'alex@example.test', password: 'correct horse battery' };

  it.each([
    ['abcdef\u2764\uFE0F', AuthMessages.passwordTooShort],
    ['abcdefg\u2764\uFE0F', ''],
    [EMOJI.repeat(PASSWORD_MAX_LENGTH), ''],
    [`${EMOJI.repeat(PASSWORD_MAX_LENGTH)}x`, AuthMessages.passwordTooLong],
    [12345678, AuthMessages.passwordTooShort],
    ['        ', ''],
  ])('counts the new password %p as a reader does', (password, message) => {
    expect(messageOf(registerSchema, { ...details, password }, 'password')).toBe(message);
    expect(messageOf(passwordResetConfirmSchema, { token: 'abc', new_password: password }, 'new_password')).toBe(message);
    expect(messageOf(changePasswordSchema, { current_password: 'x', new_password: password }, 'new_password')).toBe(message);
  });

  it('answers a sign-in password that no account can have as a wrong one, and takes one as typed', () => {
    expect(messageOf(loginSchema, { email: details.email, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'password')).toBe(AuthMessages.invalidCredentials);
    expect(messageOf(loginSchema, { email: details.email, password: EMOJI.repeat(PASSWORD_MAX_LENGTH) }, 'password')).toBe('');
    expect(loginSchema.parse({ email: ' Alex@Example.TEST ', password: ' secret ' })).toEqual({ email: 'alex@example.test', password: ' secret ' });
    expect(messageOf(loginSchema, { email: details.email, password: null }, 'password')).toBe(AuthMessages.passwordRequired);
  });

  it('names the current password’s problems in its own words', () => {
    expect(messageOf(changePasswordSchema, { current_password: '', new_password: details.password }, 'current_password')).toBe(
      AccountMessages.currentPasswordRequired,
    );
    expect(messageOf(changePasswordSchema, { current_password: 42, new_password: details.password }, 'current_password')).toBe(
      AccountMessages.currentPasswordRequired,
    );
    expect(messageOf(changePasswordSchema, { current_password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1), new_password: details.password }, 'current_password')).toBe(
      AccountMessages.currentPasswordIncorrect,
    );
  });

  it('counts a name as the database does and refuses one that is not text as missing', () => {
    expect(messageOf(registerSchema, { ...details, name: EMOJI.repeat(100) }, 'name')).toBe('');
    expect(messageOf(registerSchema, { ...details, name: 'n'.repeat(101) }, 'name')).toBe(AuthMessages.nameTooLong);
    expect(messageOf(registerSchema, { ...details, name: 42 }, 'name')).toBe(AuthMessages.nameRequired);
  });

  it('answers a deletion’s password or e-mail that is not text, or longer than any, as a wrong one', () => {
    expect(messageOf(deleteAccountSchema, { password: 42 }, 'password')).toBe(AccountMessages.passwordIncorrect);
    expect(messageOf(deleteAccountSchema, { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'password')).toBe(AccountMessages.passwordIncorrect);
    expect(messageOf(deleteAccountSchema, { email: ['a@b.co'] }, 'email')).toBe(AccountMessages.emailMismatch);
    expect(messageOf(deleteAccountSchema, { email: 'a'.repeat(EMAIL_MAX_LENGTH + 1) }, 'email')).toBe(AccountMessages.emailMismatch);
    // Which one the account needs, and whether it is right, the API decides.
    expect(deleteAccountSchema.parse({ password: EMOJI.repeat(PASSWORD_MAX_LENGTH), email: null })).toEqual({ password: EMOJI.repeat(PASSWORD_MAX_LENGTH) });
    expect(deleteAccountSchema.parse({})).toEqual({});
  });
});
