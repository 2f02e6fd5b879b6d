import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { IdempotencyMessages, type Claim, type Visit } from '@dct/contracts';
import { validVisitInput } from '@dct/contracts/testing';
import { appForTests, createClaim, createDealer, createOwner, createVehicle, type SignedInOwner } from '../../../test/test-app';
import { IdempotencyService, KEY_LOCK_CLASS, keyScope } from './idempotency.service';
import { inRequestTransaction } from './request-transaction';

describe('Idempotent writes (integration)', () => {
  const running = appForTests();
  const db = () => running.app.get(DataSource);
  const count = async (sql: string, parameters: unknown[]) => Number((await db().query<Array<{ n: string }>>(sql, parameters))[0].n);
  const visitsNamed = (owner: SignedInOwner, issue: string) =>
    count('SELECT count(*) AS n FROM visits WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) AND primary_issue = $2', [
      owner.user.id,
      issue,
    ]);

  /** An owner with a vehicle and a dealer, and a visit body naming `issue`. */
  async function ownerWithVisitBody(label: string) {
    const owner = await createOwner(running, label);
    const [vehicle, dealer] = [await createVehicle(owner), await createDealer(owner)];
    const body = (issue: string) => validVisitInput(vehicle.id, dealer.id, { primary_issue: issue });
    return { owner, body };
  }

  it('answers a request resent with its key from what was stored: one visit, the same answer, marked replayed', async () => {
    const { owner, body } = await ownerWithVisitBody('idem-replay');
    const key = randomUUID();
    const first = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Stalls at idle')).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let again = 0; again < 2; again += 1) {
      const resent = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Stalls at idle')).expect(201);
      expect(resent.headers['idempotent-replayed']).toBe('true');
      expect(resent.body).toEqual(first.body);
    }
    expect(await visitsNamed(owner, 'Stalls at idle')).toBe(1);
    // A new key is a new change, even with the same body.
    await owner.agent.post('/api/visits').set('Idempotency-Key', randomUUID()).send(body('Stalls at idle')).expect(201);
    expect(await visitsNamed(owner, 'Stalls at idle')).toBe(2);
  });

  it('refuses the key for another body or another route with 422, and keeps the first answer', async () => {
    const { owner, body } = await ownerWithVisitBody('idem-other');
    const key = randomUUID();
    const first = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Brakes squeal')).expect(201);
    const other = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Brakes grind')).expect(422);
    expect(other.body).toMatchObject({ statusCode: 422, message: IdempotencyMessages.keyReused });
    await owner.agent.post('/api/dealers').set('Idempotency-Key', key).send({ name: 'Brakes Motors' }).expect(422);
    expect(await visitsNamed(owner, 'Brakes grind')).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM dealers WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) AND name = $2', [
        owner.user.id,
        'Brakes Motors',
      ]),
    ).toBe(0);
    const resent = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Brakes squeal')).expect(201);
    expect((resent.body as Visit).id).toBe((first.body as Visit).id);
  });

  it('keeps nothing of a refused request: the same key goes through once the body is right', async () => {
    const { owner, body } = await ownerWithVisitBody('idem-refused');
    const key = randomUUID();
    await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('')).expect(400);
    // Another owner's vehicle: its 404, and nothing kept either.
    const stranger = await createVehicle(await createOwner(running, 'idem-stranger'));
    await owner.agent
      .post('/api/visits')
      .set('Idempotency-Key', key)
      .send({ ...body('Leaks oil'), vehicle_id: stranger.id })
      .expect(404);
    await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Leaks oil')).expect(201);
    expect(await visitsNamed(owner, 'Leaks oil')).toBe(1);
  });

  it('answers 409 while a request with the key is still running, and the change once it has ended', async () => {
    const { owner, body } = await ownerWithVisitBody('idem-busy');
    const key = randomUUID();
    // Another process's request holding the key: its lock, held to the end of its transaction.
    const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [KEY_LOCK_CLASS, keyScope({ ownerId: owner.user.id, key })]);
      const busy = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Rattles')).expect(409);
      expect(busy.body).toMatchObject({ statusCode: 409, message: IdempotencyMessages.inFlight });
      expect(await visitsNamed(owner, 'Rattles')).toBe(0);
      // Another key of the owner's is not held up.
      await owner.agent.post('/api/visits').set('Idempotency-Key', randomUUID()).send(body('Hums')).expect(201);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Rattles')).expect(201);
    expect(await visitsNamed(owner, 'Rattles')).toBe(1);
  });

  it("keeps each owner's keys apart, and a visitor's contact message once per key", async () => {
    const a = await ownerWithVisitBody('idem-a');
    const b = await ownerWithVisitBody('idem-b');
    const key = randomUUID();
    await a.owner.agent.post('/api/visits').set('Idempotency-Key', key).send(a.body('Whines')).expect(201);
    const theirs = await b.owner.agent.post('/api/visits').set('Idempotency-Key', key).send(b.body('Whines')).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect([await visitsNamed(a.owner, 'Whines'), await visitsNamed(b.owner, 'Whines')]).toEqual([1, 1]);

    const subject = `Keyed ${randomUUID()}`;
    const message = { name: 'Alex Driver', email: 'alex@example.test', subject, message: 'Is my message sent once?', category: 'feedback' };
    const visitor = randomUUID();
    const sent = await request(running.app.getHttpServer()).post('/api/contact').set('Idempotency-Key', visitor).send(message).expect(201);
    const again = await request(running.app.getHttpServer()).post('/api/contact').set('Idempotency-Key', visitor).send(message).expect(201);
    expect([again.body, again.headers['idempotent-replayed']]).toEqual([sent.body, 'true']);
    expect(await count('SELECT count(*) AS n FROM contact_messages WHERE subject = $1', [subject])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'contact-mail' AND (payload->>'messageId')::int = $1`, [sent.body.id])).toBe(1);
    // Its mail, woken once the request's transaction committed, is sent by this process.
    for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const done = `SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'contact-mail' AND state = 'done' AND (payload->>'messageId')::int = $1`;
      if ((await count(done, [sent.body.id])) === 1) return;
    }
    throw new Error('The contact mail was not sent');
  });

  it('sends a claim once under its key: the resent send answers 202 again, with one mail written', async () => {
    const owner = await createOwner(running, 'idem-send');
    const claim = await createClaim(owner);
    const key = randomUUID();
    const sent = await owner.agent.post(`/api/claims/${claim.id}/send`).set('Idempotency-Key', key).expect(202);
    const resent = await owner.agent.post(`/api/claims/${claim.id}/send`).set('Idempotency-Key', key).expect(202);
    expect([(resent.body as Claim).status, resent.headers['idempotent-replayed']]).toEqual(['Sent', 'true']);
    expect(resent.body).toEqual(sent.body);
    expect(await count('SELECT count(*) AS n FROM claim_dispatches WHERE claim_id = $1', [claim.id])).toBe(1);
    // Without the key, sending again is the 409 it always was.
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(409);
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters, and stores nothing', async () => {
    const { owner, body } = await ownerWithVisitBody('idem-format');
    for (const key of ['k'.repeat(256), 'with space', 'clé']) {
      const refused = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Bad key')).expect(400);
      expect(refused.body.message).toBe(IdempotencyMessages.keyInvalid);
    }
    await owner.agent.post('/api/visits').set('Idempotency-Key', 'k'.repeat(255)).send(body('Long key')).expect(201);
    expect([await visitsNamed(owner, 'Bad key'), await visitsNamed(owner, 'Long key')]).toEqual([0, 1]);
  });

  it('forgets a key after 24 hours', async () => {
    const { owner, body } = await ownerWithVisitBody('idem-expiry');
    const key = randomUUID();
    await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Old key')).expect(201);
    await db().query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [owner.user.id]);
    const later = await owner.agent.post('/api/visits').set('Idempotency-Key', key).send(body('Old key')).expect(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await visitsNamed(owner, 'Old key')).toBe(2);
    await db().query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [owner.user.id]);
    expect(await running.app.get(IdempotencyService).deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1', [owner.user.id])).toBe(0);
  });

  describe('the request transaction', () => {
    const marker = () => `tx-${randomUUID()}`;
    // Rows of a ledger kind of the spec's own, which no rule counts.
    const insert = "INSERT INTO send_ledger (kind, subject) VALUES ('request-transaction-spec', $1)";
    const stored = (subject: string) => count(`SELECT count(*) AS n FROM send_ledger WHERE kind = 'request-transaction-spec' AND subject = $1`, [subject]);

    it("takes in every query the work makes, its services' own transactions as savepoints, and reads see its writes", async () => {
      const [first, second] = [marker(), marker()];
      let seen = 0;
      await inRequestTransaction(
        db(),
        async () => {
          await db().query(insert, [first]);
          await db()
            .transaction((manager) => manager.query(insert, [second]).then(() => Promise.reject(new Error('undone'))))
            .catch(() => undefined);
          seen = await stored(first);
        },
        () => undefined,
      );
      expect([seen, await stored(first), await stored(second)]).toEqual([1, 1, 0]);
    });

    it('leaves nothing when the work fails after writing, and says it rolled back', async () => {
      const name = marker();
      let rolledBack = false;
      await expect(
        inRequestTransaction(
          db(),
          async () => {
            await db().query(insert, [name]);
            throw new Error('after the write');
          },
          () => (rolledBack = true),
        ),
      ).rejects.toThrow('after the write');
      expect([await stored(name), rolledBack]).toEqual([0, true]);
    });
  });
});
