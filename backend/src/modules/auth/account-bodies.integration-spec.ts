import request from 'supertest';
import { AccountMessages, AuthMessages, DealerMessages, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@dct/contracts';
import { appForTests, createDealer, newOwnerDetails, ownerForEachTest } from '../../../test/test-app';

/**
 * What the account bodies (sign-up, sign-in, the links, the passwords, the preferences) answer to
 * values of the wrong type, blank ones and the edges of a length: the field's message, each field
 * on its own. A length counts characters as a reader does (an emoji is one, its presentation
 * selector none), a name's as the database does.
 */

const EMOJI = '\u{1F697}';
/** Seven characters to a reader, eight UTF-16 units. */
const SEVEN_WITH_SELECTOR = 'abcdef\u2764\uFE0F';

describe('Account request bodies (integration)', () => {
  const running = appForTests();
  const server = () => running.app.getHttpServer();

  describe('POST /api/auth/register', () => {
    it.each([
      ['a number for a password', { password: 12345678 }, 'password', AuthMessages.passwordTooShort],
      ['a null password', { password: null }, 'password', AuthMessages.passwordTooShort],
      ['no password', { password: undefined }, 'password', AuthMessages.passwordTooShort],
      ['a password of 7 characters and a presentation selector', { password: SEVEN_WITH_SELECTOR }, 'password', AuthMessages.passwordTooShort],
      ['a password over the limit', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'password', AuthMessages.passwordTooLong],
      ['a number for an email', { email: 42 }, 'email', AuthMessages.emailRequired],
      ['a blank email', { email: '   ' }, 'email', AuthMessages.emailRequired],
      ['no name', { name: undefined }, 'name', AuthMessages.nameRequired],
      ['a name over the limit', { name: 'n'.repeat(NAME_MAX_LENGTH + 1) }, 'name', AuthMessages.nameTooLong],
    ])('refuses %s with its message', async (_case, change, field, message) => {
      const response = await request(server())
        .post('/api/auth/register')
        .send({ ...newOwnerDetails('bodies'), ...change })
        .expect(400);
      expect(response.body.errors).toEqual({ [field]: [message] });
    });

    it('names every wrong field in the answer', async () => {
      const response = await request(server()).post('/api/auth/register').send({ admin: true, password: 7, email: [], name: '' }).expect(400);
      const errors = {
        name: [AuthMessages.nameRequired],
        email: [AuthMessages.emailRequired],
        password: [AuthMessages.passwordTooShort],
        admin: ['Unknown field: admin'],
      };
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String), errors });
      expect((response.body as { message: string }).message.split('; ').sort()).toEqual(Object.values(errors).flat().sort());
    });

    it('counts a long password and a long name in characters', async () => {
      // Each field is judged on its own: the short password is the only complaint.
      const response = await request(server())
        .post('/api/auth/register')
        .send({ ...newOwnerDetails('bodies'), name: EMOJI.repeat(NAME_MAX_LENGTH), password: 'short' })
        .expect(400);
      expect(response.body.errors).toEqual({ password: [AuthMessages.passwordTooShort] });
      const longPassword = await request(server())
        .post('/api/auth/register')
        .send({ ...newOwnerDetails('bodies'), name: 42, password: EMOJI.repeat(PASSWORD_MAX_LENGTH) })
        .expect(400);
      expect(longPassword.body.errors).toEqual({ name: [AuthMessages.nameRequired] });
    });
  });

  describe('POST /api/auth/login', () => {
    it.each([
      ['a number for a password', { password: 12345678 }, 'password', AuthMessages.passwordRequired],
      ['a null password', { password: null }, 'password', AuthMessages.passwordRequired],
      ['an empty password', { password: '' }, 'password', AuthMessages.passwordRequired],
      ['a password over the limit', { password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'password', AuthMessages.invalidCredentials],
      ['a number for an email', { email: 42 }, 'email', AuthMessages.emailRequired],
      ['a malformed email', { email: 'not-an-email' }, 'email', AuthMessages.emailInvalid],
      ['an unknown field', { remember: true }, 'remember', 'Unknown field: remember'],
    ])('refuses %s with its message', async (_case, change, field, message) => {
      const response = await request(server())
        .post('/api/auth/login')
        .send({ email: 'nobody@example.test', password: 'whatever1', ...change })
        .expect(400);
      expect(response.body.errors).toEqual({ [field]: [message] });
    });

    it('takes a blank password and one of 200 emoji to the check, which refuses them as any wrong password', async () => {
      for (const password of ['   ', EMOJI.repeat(PASSWORD_MAX_LENGTH)]) {
        const response = await request(server()).post('/api/auth/login').send({ email: ' Nobody@Example.test ', password }).expect(401);
        expect(response.body.message).toBe(AuthMessages.invalidCredentials);
      }
    });
  });

  describe('POST /api/auth/register/confirm and /api/auth/password-reset/confirm', () => {
    it.each([42, null, '', 'x'.repeat(201), undefined])('refuses the token %p as a link that is not one', async (token) => {
      const confirm = await request(server()).post('/api/auth/register/confirm').send({ token }).expect(400);
      expect(confirm.body.errors).toEqual({ token: [AuthMessages.confirmLinkInvalid] });
      const reset = await request(server()).post('/api/auth/password-reset/confirm').send({ token, new_password: 'a new long password' }).expect(400);
      expect(reset.body.errors).toEqual({ token: [AccountMessages.resetLinkInvalid] });
    });

    it('judges a reset’s new password on its own', async () => {
      const response = await request(server()).post('/api/auth/password-reset/confirm').send({ token: 42, new_password: 42, extra: 1 }).expect(400);
      expect(response.body.errors).toEqual({
        token: [AccountMessages.resetLinkInvalid],
        new_password: [AuthMessages.passwordTooShort],
        extra: ['Unknown field: extra'],
      });
    });
  });

  describe('POST /api/auth/password-reset', () => {
    it.each([
      [42, AuthMessages.emailRequired],
      [null, AuthMessages.emailRequired],
      ['', AuthMessages.emailRequired],
      ['service@', AuthMessages.emailInvalid],
    ])('refuses the address %p', async (email, message) => {
      const response = await request(server()).post('/api/auth/password-reset').send({ email }).expect(400);
      expect(response.body.errors).toEqual({ email: [message] });
    });

    it('takes an address with spaces and capitals', async () => {
      await request(server()).post('/api/auth/password-reset').send({ email: '  Nobody@Example.TEST ' }).expect(202);
    });
  });

  describe('signed in', () => {
    const owner = ownerForEachTest(running, 'bodies');

    it.each([
      ['a number for the current password', { current_password: 42 }, 'current_password', AccountMessages.currentPasswordRequired],
      ['an empty current password', { current_password: '' }, 'current_password', AccountMessages.currentPasswordRequired],
      [
        'a current password over the limit',
        { current_password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) },
        'current_password',
        AccountMessages.currentPasswordIncorrect,
      ],
      ['a number for the new password', { new_password: 42 }, 'new_password', AuthMessages.passwordTooShort],
      ['a short new password', { new_password: SEVEN_WITH_SELECTOR }, 'new_password', AuthMessages.passwordTooShort],
      ['a new password over the limit', { new_password: EMOJI.repeat(PASSWORD_MAX_LENGTH + 1) }, 'new_password', AuthMessages.passwordTooLong],
    ])('refuses a password change with %s', async (_case, change, field, message) => {
      const response = await owner.agent
        .post('/api/auth/password')
        .send({ current_password: owner.password, new_password: 'another long password', ...change })
        .expect(400);
      expect(response.body.errors).toEqual({ [field]: [message] });
    });

    it.each(['1', 1.5, 0, -1, 2 ** 31, true, '', [1], { id: 1 }])('refuses %p for a preferred dealer', async (value) => {
      const response = await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: value }).expect(400);
      expect(response.body.errors).toEqual({ preferred_dealer_id: [DealerMessages.notFound] });
    });

    it.each(['9410', '941033', 'abcde', 94103, true, ['94103']])('refuses %p for a ZIP code', async (value) => {
      const response = await owner.agent.patch('/api/auth/user').send({ zip_code: value }).expect(400);
      expect(response.body.errors).toEqual({ zip_code: [DealerMessages.zipInvalid] });
    });

    it('sets a known ZIP code (trimmed), refuses an unknown one by name, keeps it through other changes, and clears it with null or blank', async () => {
      expect((await owner.agent.patch('/api/auth/user').send({ zip_code: ' 94103 ' }).expect(200)).body.zip_code).toBe('94103');
      const unknown = await owner.agent.patch('/api/auth/user').send({ zip_code: '00000' }).expect(400);
      expect(unknown.body.errors).toEqual({ zip_code: [DealerMessages.zipUnknown('00000')] });
      expect((await owner.agent.get('/api/auth/user').expect(200)).body.zip_code).toBe('94103');
      expect((await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: null }).expect(200)).body.zip_code).toBe('94103');
      expect((await owner.agent.patch('/api/auth/user').send({ zip_code: '' }).expect(200)).body.zip_code).toBeNull();
      await owner.agent.patch('/api/auth/user').send({ zip_code: '10001' }).expect(200);
      expect((await owner.agent.patch('/api/auth/user').send({ zip_code: null }).expect(200)).body.zip_code).toBeNull();
    });

    it('sets and clears the preferred dealer, takes an empty change, and refuses an unknown field', async () => {
      const dealer = await createDealer(owner);
      expect((await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: dealer.id }).expect(200)).body.preferred_dealer_id).toBe(dealer.id);
      expect((await owner.agent.patch('/api/auth/user').send({}).expect(200)).body.preferred_dealer_id).toBe(dealer.id);
      expect((await owner.agent.patch('/api/auth/user').send({ preferred_dealer_id: null }).expect(200)).body.preferred_dealer_id).toBeNull();
      const unknown = await owner.agent.patch('/api/auth/user').send({ name: 'New name' }).expect(400);
      expect(unknown.body.errors).toEqual({ name: ['Unknown field: name'] });
    });
  });
});
