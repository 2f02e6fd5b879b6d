import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuthMessages, ShareLinkMessages, type ShareLink, type ShareLinkCreated, type SharedFile } from '@dct/contracts';
import {
  appAndOwnerForTests,
  binaryBody,
  createClaim,
  createDocuments,
  createOwner,
  createVehicleWithVisits,
  pdfText,
  type SignedInOwner,
} from '../../../test/test-app';
import { clientDescription } from './client-description';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('Share links (integration)', () => {
  const { running, owner } = appAndOwnerForTests('share');
  const anonymous = () => request(running.app.getHttpServer());
  const tokenOf = (url: string) => url.split('/share/')[1];

  async function sharedVehicle(by: SignedInOwner = owner) {
    const { vehicle, visits } = await createVehicleWithVisits(by, { registration_state: 'CA', delivery_date: '2025-01-15', purchase_price: 41_250 }, [
      { date_in: '2025-03-01', date_out: '2025-03-20', defect: 'Transmission slip', mileage_in: 6_012, ro_number: 'RO-7781' },
    ]);
    await createDocuments(by, visits[0].id);
    const claim = await createClaim(by, { visit_id: visits[0].id, ask_amount: 950 });
    return { vehicle, visits, claim };
  }

  const share = async (vehicleId: number, body: object = {}, by: SignedInOwner = owner) =>
    (await by.agent.post(`/api/vehicles/${vehicleId}/share-links`).send(body).expect(201)).body as ShareLinkCreated;

  it('requires a signed-in owner to make or list links', async () => {
    expect((await anonymous().post('/api/vehicles/1/share-links').send({}).expect(401)).body.message).toBe(AuthMessages.signInRequired);
    await anonymous().get('/api/vehicles/1/share-links').expect(401);
    await anonymous().delete('/api/share-links/1').expect(401);
  });

  it("shows the vehicle's file without an account, counts the open, and stores only the token's hash", async () => {
    const { vehicle, visits, claim } = await sharedVehicle();
    const created = await share(vehicle.id, { expires_in_days: 3 });
    expect(created.url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);

    const response = await anonymous()
      .get(`/api/share/${tokenOf(created.url)}`)
      .set('User-Agent', PHONE)
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const file = response.body as SharedFile;
    expect(file.vehicle).toMatchObject({ vin: vehicle.vin, purchase_price: 41_250, visit_count: 1 });
    expect(file.owner.email).toBe(owner.user.email);
    expect(file.visits).toEqual([expect.objectContaining({ id: visits[0].id, ro_number: 'RO-7781', mileage_in: 6_012 })]);
    expect(file.documents).toHaveLength(1);
    expect(file.documents[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.claims).toEqual([expect.objectContaining({ id: claim.id, ask_amount: 950 })]);
    expect(file.lemon_watch).not.toBeNull();
    // What a link shows is a list of its own: nothing else of the owner's records leaks through.
    expect(Object.keys(file.vehicle)).not.toContain('notes');
    expect(Object.keys(file.visits[0])).not.toContain('notes');

    const expiresInDays = (Date.parse(file.expires_at) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(2.9);
    expect(expiresInDays).toBeLessThanOrEqual(3);

    const [listed] = (await owner.agent.get(`/api/vehicles/${vehicle.id}/share-links`).expect(200)).body as ShareLink[];
    expect(listed).toMatchObject({ id: created.id, active: true, open_count: 1, has_passcode: false, hide_money: false });
    expect(listed.opens).toEqual([{ opened_at: expect.any(String), client: 'Chrome on Android' }]);

    const stored = await running.app.get(DataSource).query('SELECT to_jsonb(share_links) AS row FROM share_links WHERE id = $1', [created.id]);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(created.url));
  });

  it('hides money figures and contact details in the page and the PDF when asked', async () => {
    const { vehicle, claim } = await sharedVehicle();
    await owner.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    await owner.agent
      .patch(`/api/claims/${claim.id}`)
      .send({ status: 'Response', dealer_reply: `We can offer $400.00 as goodwill. Write to ${owner.user.email}.`, offered_amount: 400 })
      .expect(200);
    const created = await share(vehicle.id, { hide_money: true, hide_contact: true });
    const file = (
      await anonymous()
        .get(`/api/share/${tokenOf(created.url)}`)
        .expect(200)
    ).body as SharedFile;
    expect(file).toMatchObject({ hide_money: true, hide_contact: true, owner: { name: owner.user.name, email: null } });
    expect(file.vehicle.purchase_price).toBeNull();
    expect(file.claims[0]).toMatchObject({ ask_amount: null, offered_amount: null, recovered_amount: null });
    const text = JSON.stringify(file);
    expect(file.claims[0].dealer_reply).toBe('We can offer $— as goodwill. Write to [contact hidden].');
    expect(text).not.toContain('$400');
    expect(text).not.toContain('41250');
    expect(text.toLowerCase()).not.toContain(owner.user.email.toLowerCase());

    const pdf = await anonymous()
      .get(`/api/share/${tokenOf(created.url)}/case-file.pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const printed = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(printed).toContain('RO-7781');
    expect(printed).toContain(ShareLinkMessages.evidenceWithheld);
    expect(printed.toLowerCase()).not.toContain(owner.user.email.toLowerCase());
  });

  it('asks for the passcode when one was set, and refuses a wrong one', async () => {
    const { vehicle } = await sharedVehicle();
    const token = tokenOf((await share(vehicle.id, { passcode: 'blue heron 42' })).url);
    expect((await anonymous().get(`/api/share/${token}`).expect(401)).body.message).toBe(ShareLinkMessages.passcodeNeeded);
    expect((await anonymous().get(`/api/share/${token}`).set('X-Share-Passcode', 'red heron 42').expect(401)).body.message).toBe(
      ShareLinkMessages.passcodeWrong,
    );
    await anonymous().get(`/api/share/${token}/case-file.pdf`).expect(401);
    await anonymous().get(`/api/share/${token}`).set('X-Share-Passcode', 'blue heron 42').expect(200);
    const [listed] = (await owner.agent.get(`/api/vehicles/${vehicle.id}/share-links`).expect(200)).body as ShareLink[];
    // Only a view that opened the file is an open.
    expect(listed).toMatchObject({ has_passcode: true, open_count: 1 });
  });

  it('stops working the moment it is revoked or expires', async () => {
    const { vehicle } = await sharedVehicle();
    const created = await share(vehicle.id);
    const token = tokenOf(created.url);
    await anonymous().get(`/api/share/${token}`).expect(200);
    await owner.agent.delete(`/api/share-links/${created.id}`).expect(204);
    expect((await anonymous().get(`/api/share/${token}`).expect(404)).body.message).toBe(ShareLinkMessages.notFound);
    await anonymous().get(`/api/share/${token}/case-file.pdf`).expect(404);
    await owner.agent.delete(`/api/share-links/${created.id}`).expect(204);

    const expiring = await share(vehicle.id);
    await anonymous()
      .get(`/api/share/${tokenOf(expiring.url)}`)
      .expect(200);
    await running.app.get(DataSource).query(`UPDATE share_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    expect(
      (
        await anonymous()
          .get(`/api/share/${tokenOf(expiring.url)}`)
          .expect(404)
      ).body.message,
    ).toBe(ShareLinkMessages.notFound);

    const listed = (await owner.agent.get(`/api/vehicles/${vehicle.id}/share-links`).expect(200)).body as ShareLink[];
    expect(listed.map((link) => link.active)).toEqual([false, false]);
  });

  it("never reaches another owner's vehicle or link, and answers a guessed token like a revoked one", async () => {
    const stranger = await createOwner(running, 'share-stranger');
    const { vehicle } = await sharedVehicle(stranger);
    const theirs = await share(vehicle.id, {}, stranger);
    await owner.agent.post(`/api/vehicles/${vehicle.id}/share-links`).send({}).expect(404);
    await owner.agent.get(`/api/vehicles/${vehicle.id}/share-links`).expect(404);
    await owner.agent.delete(`/api/share-links/${theirs.id}`).expect(404);
    await anonymous()
      .get(`/api/share/${tokenOf(theirs.url)}`)
      .expect(200);

    for (const guess of ['x'.repeat(43), (tokenOf(theirs.url).startsWith('A') ? 'B' : 'A') + tokenOf(theirs.url).slice(1), '1', '../1', 'a'.repeat(5000)]) {
      const response = await anonymous().get(`/api/share/${encodeURIComponent(guess)}`);
      if (response.status !== 404) throw new Error(`${guess.slice(0, 50)} answered ${response.status}`);
    }
  });

  it.each([
    ['a length of 0 days', { expires_in_days: 0 }, ShareLinkMessages.daysInvalid],
    ['91 days', { expires_in_days: 91 }, ShareLinkMessages.daysInvalid],
    ['days as text', { expires_in_days: 'soon' }, ShareLinkMessages.daysInvalid],
    ['a passcode of 3 characters', { passcode: 'abc' }, ShareLinkMessages.passcodeInvalid],
    ['a passcode of 10 kB', { passcode: 'p'.repeat(10_000) }, ShareLinkMessages.passcodeInvalid],
    ['a flag that is not yes or no', { hide_money: 'yes' }, ShareLinkMessages.flagInvalid],
  ])('refuses %s with a sentence and stores nothing', async (_label, body, message) => {
    const { vehicle } = await createVehicleWithVisits(owner, {}, []);
    const response = await owner.agent.post(`/api/vehicles/${vehicle.id}/share-links`).send(body).expect(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect((await owner.agent.get(`/api/vehicles/${vehicle.id}/share-links`).expect(200)).body).toEqual([]);
  });
});

describe('clientDescription', () => {
  it.each([
    [PHONE, 'Chrome on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'A script'],
    [undefined, 'Other'],
  ])('describes %s as %s', (agent, expected) => {
    expect(clientDescription(agent)).toBe(expected);
  });
});
