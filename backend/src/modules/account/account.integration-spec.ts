import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountMessages, AuthMessages, PASSWORD_RESET_MINUTES } from '@dct/contracts';
import type { RunningApp } from '../../bootstrap';
import { INBOUND_MAIL, type InboundMailPort } from '../../common/inbound-mail.port';
import { samplePdf, samplePng } from '../../../test/document-samples';
import { mailTo, waitForOutbox } from '../../../test/outbox-mail';
import {
  appAndOwnerForTests,
  appForTests,
  binaryBody,
  createDocuments,
  createLinkedRecords,
  createOwner,
  createVehicle,
  filePart,
  unzip,
  type SignedInOwner,
} from '../../../test/test-app';

/** The reset link mailed to an address (the embedded default files mail as .eml in the outbox). */
async function resetLinkFor(running: RunningApp, email: string): Promise<string> {
  const tokenOf = (mail: ParsedMail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  const mail = await waitForOutbox(
    running,
    'password-reset',
    (mails) => mails.reverse().find((candidate) => mailTo(candidate, email) && tokenOf(candidate)),
    `reset mail for ${email}`,
  );
  return tokenOf(mail) as string;
}

describe('Passwords (integration)', () => {
  const { running, owner } = appAndOwnerForTests('password');
  const server = () => running.app.getHttpServer();
  const login = (email: string, password: string) => request(server()).post('/api/auth/login').send({ email, password });

  it('changes the password, keeps this session and ends the others', async () => {
    const otherDevice = request.agent(server());
    await otherDevice.post('/api/auth/login').send({ email: owner.user.email, password: owner.password }).expect(200);
    await owner.agent.post('/api/auth/password').send({ current_password: owner.password, new_password: 'a brand new passphrase' }).expect(204);
    await owner.agent.get('/api/auth/user').expect(200);
    await otherDevice.get('/api/auth/user').expect(401);
    expect((await login(owner.user.email, owner.password)).status).toBe(401);
    expect((await login(owner.user.email, 'a brand new passphrase')).status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { current_password: 'not my password', new_password: 'a brand new passphrase' },
      'current_password',
      AccountMessages.currentPasswordIncorrect,
    ],
    ['a short new password', { new_password: 'short' }, 'new_password', AuthMessages.passwordTooShort],
    ['a guessable new password', { new_password: 'password1' }, 'new_password', AuthMessages.passwordTooGuessable],
  ])('refuses %s and keeps the old password', async (_name, change, field, message) => {
    const response = await owner.agent
      .post('/api/auth/password')
      .send({ current_password: owner.password, ...change })
      .expect(400);
    expect(response.body.errors[field]).toEqual([message]);
    expect((await login(owner.user.email, owner.password)).status).toBe(200);
  });

  it('resets a forgotten password through a one-time link that signs in and ends old sessions', async () => {
    const answer = await request(server()).post('/api/auth/password-reset').send({ email: owner.user.email.toUpperCase() }).expect(202);
    expect(answer.body).toEqual({ message: AccountMessages.resetRequested });
    const token = await resetLinkFor(running, owner.user.email);

    const browser = request.agent(server());
    const confirmed = await browser.post('/api/auth/password-reset/confirm').send({ token, new_password: 'my recovered passphrase' });
    expect({ status: confirmed.status, body: confirmed.body as unknown }).toEqual({ status: 204, body: {} });
    expect((await browser.get('/api/auth/user').expect(200)).body).toEqual({ ...owner.user, preferred_dealer_id: null, zip_code: null });
    await owner.agent.get('/api/auth/user').expect(401);
    expect((await login(owner.user.email, 'my recovered passphrase')).status).toBe(200);

    const reused = await request(server()).post('/api/auth/password-reset/confirm').send({ token, new_password: 'another passphrase here' }).expect(400);
    expect(reused.body.errors.token).toEqual([AccountMessages.resetLinkInvalid]);
  });

  it('refuses an expired link', async () => {
    await request(server()).post('/api/auth/password-reset').send({ email: owner.user.email }).expect(202);
    const token = await resetLinkFor(running, owner.user.email);
    await running.app.get(DataSource).query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [owner.user.id]);
    const response = await request(server()).post('/api/auth/password-reset/confirm').send({ token, new_password: 'my recovered passphrase' }).expect(400);
    expect(response.body.errors.token).toEqual([AccountMessages.resetLinkInvalid]);
    expect((await login(owner.user.email, owner.password)).status).toBe(200);
  });

  it('keeps a link working for its whole hour, stores only its hash, and voids earlier links when one is used', async () => {
    const dataSource = running.app.get(DataSource);
    await request(server()).post('/api/auth/password-reset').send({ email: owner.user.email }).expect(202);
    const first = await resetLinkFor(running, owner.user.email);
    const [stored] = await dataSource.query<Array<{ token_hash: string; minutes: number }>>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM password_resets WHERE user_id = $1`,
      [owner.user.id],
    );
    expect(Number(stored.minutes)).toBe(PASSWORD_RESET_MINUTES);
    expect(stored.token_hash).toBe(createHash('sha256').update(first).digest('hex'));

    // A second link; then the first one, a second before its hour is up, still works and voids the second.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request(server()).post('/api/auth/password-reset').send({ email: owner.user.email }).expect(202);
    let second = first;
    for (let waited = 0; second === first && waited < 10_000; waited += 50) {
      second = await resetLinkFor(running, owner.user.email);
      if (second === first) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second).not.toBe(first);
    await dataSource.query(`UPDATE password_resets SET expires_at = now() + interval '1 second' WHERE user_id = $1`, [owner.user.id]);
    await request(server()).post('/api/auth/password-reset/confirm').send({ token: first, new_password: 'my recovered passphrase' }).expect(204);
    const voided = await request(server())
      .post('/api/auth/password-reset/confirm')
      .send({ token: second, new_password: 'another passphrase here' })
      .expect(400);
    expect(voided.body.errors.token).toEqual([AccountMessages.resetLinkInvalid]);
  });

  it('answers a reset for an unknown address exactly as for a known one, and as fast', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await request(server()).post('/api/auth/password-reset').send({ email });
      return { status: response.status, body: response.body as unknown, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Pairs side by side, so a busy machine slows both alike; the medians of 15 shrug off a stall.
    for (let i = 0; i < 15; i += 1) {
      const a = await time(owner.user.email);
      const b = await time(`nobody-${i}-${Date.now()}@example.test`);
      expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
    // A known address costs what an unknown one does: within 25 ms, or a fifth of the time on a machine slow enough to take longer.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(25, 0.2 * Math.max(median(known), median(unknown))));
  });
});

describe('Deleting an account (integration)', () => {
  const running = appForTests();

  const HOUSEHOLD_TABLES = ['vehicles', 'visits', 'dealers', 'claims', 'claim_dispatches', 'documents'];
  const USER_TABLES = ['sessions', 'password_resets', 'household_members'];
  /** The owner's rows in every table that holds any (theirs and their household's), and the stored bytes of the documents they had. */
  const rowsOf = async ({ user: { id: userId }, householdId }: SignedInOwner, documentIds: number[]) => {
    const dataSource = running.app.get(DataSource);
    const counts: Record<string, number> = {};
    for (const table of HOUSEHOLD_TABLES)
      counts[table] = Number((await dataSource.query(`SELECT count(*) AS n FROM ${table} WHERE household_id = $1`, [householdId]))[0].n);
    for (const table of USER_TABLES) counts[table] = Number((await dataSource.query(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [userId]))[0].n);
    counts.households = Number((await dataSource.query('SELECT count(*) AS n FROM households WHERE id = $1', [householdId]))[0].n);
    counts.users = Number((await dataSource.query('SELECT count(*) AS n FROM users WHERE id = $1', [userId]))[0].n);
    counts.document_chunks = Number((await dataSource.query('SELECT count(*) AS n FROM document_chunks WHERE document_id = ANY($1)', [documentIds]))[0].n);
    return counts;
  };
  /** Something in every table, and the ids of the documents uploaded. */
  const fill = async (owner: SignedInOwner): Promise<number[]> => {
    const { visit, claim } = await createLinkedRecords(owner);
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    await request(running.app.getHttpServer()).post('/api/auth/password-reset').send({ email: owner.user.email }).expect(202);
    const uploaded = await createDocuments(owner, visit.id, [filePart('repair-order.pdf', samplePdf(300_000)), filePart('photo.png', samplePng())]);
    return uploaded.documents.map((document) => document.id);
  };

  it('tells the settings page how the account signs in and what a deletion would remove', async () => {
    const owner = await createOwner(running, 'summary');
    const empty = await owner.agent.get('/api/account').expect(200);
    expect(empty.body).toEqual({
      email: owner.user.email,
      has_password: true,
      provider_linked: false,
      records: { vehicles: 0, visits: 0, claims: 0, documents: 0, dealers: 0 },
    });
    await fill(owner);
    await createVehicle(owner);
    const neighbour = await createOwner(running, 'summary-neighbour');
    await fill(neighbour);
    expect((await owner.agent.get('/api/account').expect(200)).body.records).toEqual({ vehicles: 2, visits: 1, claims: 1, documents: 2, dealers: 1 });
    await request(running.app.getHttpServer()).get('/api/account').expect(401);
  });

  it('refuses a confirmation that is not the password, and keeps the account', async () => {
    const owner = await createOwner(running, 'odd-confirmation');
    for (const body of [{}, { password: 42 }, { password: '' }, { email: owner.user.email }]) {
      const response = await owner.agent.delete('/api/account').send(body).expect(400);
      expect(response.body.errors.password).toEqual([AccountMessages.passwordIncorrect]);
    }
    const unknown = await owner.agent.delete('/api/account').send({ password: owner.password, everything: true }).expect(400);
    expect(unknown.body.message).toBe('Unknown field: everything');
    await owner.agent.get('/api/auth/user').expect(200);
  });

  it('removes the owner and everything they hold, and nothing of anyone else', async () => {
    const owner = await createOwner(running, 'leaving');
    const neighbour = await createOwner(running, 'staying');
    const ownerDocuments = await fill(owner);
    const neighbourDocuments = await fill(neighbour);
    const neighbourBefore = await rowsOf(neighbour, neighbourDocuments);
    const ownerBefore = await rowsOf(owner, ownerDocuments);
    // Every table holds something of the owner's, so the zeros below say something.
    expect(Object.entries(ownerBefore).filter(([, count]) => count === 0)).toEqual([]);

    const wrong = await owner.agent.delete('/api/account').send({ password: 'not my password' }).expect(400);
    expect(wrong.body.errors.password).toEqual([AccountMessages.passwordIncorrect]);
    expect(await rowsOf(owner, ownerDocuments)).toEqual(ownerBefore);

    const deleted = await owner.agent.delete('/api/account').send({ password: owner.password }).expect(204);
    expect(deleted.headers['set-cookie']).toEqual([expect.stringMatching(/^dct\.sid=;/)]);
    expect(await rowsOf(owner, ownerDocuments)).toEqual(Object.fromEntries(Object.keys(ownerBefore).map((table) => [table, 0])));
    expect(await rowsOf(neighbour, neighbourDocuments)).toEqual(neighbourBefore);
    await owner.agent.get('/api/auth/user').expect(401);
    expect((await request(running.app.getHttpServer()).post('/api/auth/login').send({ email: owner.user.email, password: owner.password })).status).toBe(401);
  });
});

describe('Exporting an account (integration)', () => {
  const running = appForTests();

  it("zips the owner's whole record, and only theirs", async () => {
    const owner = await createOwner(running, 'export');
    const { vehicle, dealer, visit, claim } = await createLinkedRecords(owner, { vehicle: { make: 'Mazda', model: 'CX-5' }, dealer: { name: 'Export Mazda' } });
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const dataSource = running.app.get(DataSource);
    const [{ message_id: claimMessageId }] = await dataSource.query<Array<{ message_id: string }>>(
      'SELECT message_id FROM claim_dispatches WHERE claim_id = $1',
      [claim.id],
    );
    const reply = [
      'From: Export Mazda <service@export-mazda.example>',
      `To: ${owner.user.email}`,
      'Subject: Re: your claim',
      `Message-ID: <export-reply-${claim.id}@export-mazda.example>`,
      `In-Reply-To: ${claimMessageId}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'We can offer $80 for the days without the car.',
    ].join('\r\n');
    expect(await running.app.get<InboundMailPort>(INBOUND_MAIL).receive(Buffer.from(reply), 'imap')).toMatchObject({ status: 'matched' });
    const receipt = samplePdf(300_000);
    await createDocuments(owner, visit.id, [filePart('receipt.pdf', receipt), filePart('receipt.pdf', samplePng()), filePart('../odd/na:me.png', samplePng())]);
    const stranger = await createOwner(running, 'not-exported');
    await createVehicle(stranger, { make: 'Secret' });

    const response = await owner.agent.get('/api/account/export').buffer(true).parse(binaryBody).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="downtime-claim-tracker-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(response.body as Buffer);
    const account = JSON.parse((entries.get('account.json') as Buffer).toString('utf8'));
    expect(account.profile).toMatchObject({ id: owner.user.id, email: owner.user.email, name: owner.user.name });
    expect(account.vehicles).toEqual([expect.objectContaining({ id: vehicle.id, make: 'Mazda' })]);
    expect(account.visits).toEqual([expect.objectContaining({ id: visit.id, primary_issue: visit.primary_issue })]);
    expect(account.dealers).toEqual([expect.objectContaining({ id: dealer.id, name: 'Export Mazda' })]);
    expect(account.claims).toEqual([expect.objectContaining({ id: claim.id, status: 'Sent', dispatches: [expect.objectContaining({ kind: 'claim' })] })]);
    expect(account.claims[0].replies).toEqual([
      {
        id: expect.any(Number),
        received_at: expect.any(String),
        from: 'service@export-mazda.example',
        subject: 'Re: your claim',
        text: 'We can offer $80 for the days without the car.',
        matched_by: 'headers',
        state: 'proposed',
      },
    ]);
    expect(JSON.stringify(account)).not.toContain('Secret');
    const paths = (account.documents as Array<{ path_in_export: string }>).map((document) => document.path_in_export).sort();
    expect([...entries.keys()].filter((name) => name.startsWith('documents/')).sort()).toEqual(paths);
    expect(paths).toHaveLength(3);
    const pdfEntry = paths.find((path) => path.endsWith('.pdf')) as string;
    expect(entries.get(pdfEntry)?.equals(receipt)).toBe(true);
  });
});

describe('Password checks of a signed-in owner (integration)', () => {
  const running = appForTests({ LOGIN_RATE_LIMIT: '3' });

  it('lets a session guess the password no faster than the sign-in page, counted per owner', async () => {
    const owner = await createOwner(running, 'guessing');
    const neighbour = await createOwner(running, 'not-guessing');
    const change = (who: SignedInOwner, current: string) =>
      who.agent.post('/api/auth/password').send({ current_password: current, new_password: 'a brand new passphrase' });
    for (const guess of ['guess one', 'guess two']) expect((await change(owner, guess)).status).toBe(400);
    expect((await owner.agent.delete('/api/account').send({ password: 'guess three' })).status).toBe(400);

    const limited = await change(owner, owner.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(AccountMessages.tooManyPasswordChecks);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await owner.agent.delete('/api/account').send({ password: owner.password })).status).toBe(429);
    await owner.agent.get('/api/auth/user').expect(200);

    // Another owner from the same address is not held up.
    expect((await change(neighbour, 'a wrong guess')).status).toBe(400);
    await neighbour.agent.post('/api/auth/password').send({ current_password: neighbour.password, new_password: 'a brand new passphrase' }).expect(204);
  });
});
