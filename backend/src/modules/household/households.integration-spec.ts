import request from 'supertest';
import { DataSource } from 'typeorm';
import { HouseholdMessages as M, type Household, type HouseholdInvitation, type Vehicle, type Visit } from '@dct/contracts';
import { invitationToken, invite, joinHousehold } from '../../../test/households';
import { appForTests, createOwner, createVehicle, createVisit, type SignedInOwner } from '../../../test/test-app';

describe('Households (integration)', () => {
  const running = appForTests();
  const database = () => running.app.get(DataSource);

  it('gives two accounts of one household the same records, each change showing who made it', async () => {
    const ana = await createOwner(running, 'ana');
    const ben = await createOwner(running, 'ben');
    const vehicle = await createVehicle(ana);
    await joinHousehold(running, ana, ben, 'member');

    // Ben sees Ana's vehicle, records a visit on it, and changes it; Ana sees both.
    expect(((await ben.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).map((row) => row.id)).toEqual([vehicle.id]);
    const visit = await createVisit(ben, { vehicle_id: vehicle.id });
    await ben.agent.patch(`/api/vehicles/${vehicle.id}`).send({ notes: 'Second driver' }).expect(200);
    expect(((await ana.agent.get('/api/visits').expect(200)).body as Visit[]).map((row) => row.id)).toEqual([visit.id]);
    const seen = (await ana.agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body as Vehicle;
    expect(seen).toMatchObject({ notes: 'Second driver', created_by_name: ana.user.name, updated_by_name: ben.user.name });
    const [authors] = await database().query<Array<{ created_by: number; updated_by: number }>>('SELECT created_by, updated_by FROM vehicles WHERE id = $1', [
      vehicle.id,
    ]);
    expect(authors).toEqual({ created_by: ana.user.id, updated_by: ben.user.id });
    const [visitAuthor] = await database().query<Array<{ created_by: number }>>('SELECT created_by FROM visits WHERE id = $1', [visit.id]);
    expect(visitAuthor.created_by).toBe(ben.user.id);

    const household = (await ben.agent.get('/api/household/members').expect(200)).body as Household;
    expect(household.your_role).toBe('member');
    expect(household.members.map((member) => [member.id, member.role, member.is_you])).toEqual([
      [ana.user.id, 'owner', false],
      [ben.user.id, 'member', true],
    ]);
    // Only owners see the open invitations.
    expect(household.invitations).toEqual([]);
  });

  it('moves the records of an account that joins as its household’s only member, and refuses two copies of one VIN', async () => {
    const ana = await createOwner(running, 'ana');
    const ben = await createOwner(running, 'ben');
    const hers = await createVehicle(ana);
    const his = await createVehicle(ben);
    const before = ben.householdId;
    await joinHousehold(running, ana, ben, 'member');
    const ids = ((await ana.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).map((row) => row.id).sort((a, b) => a - b);
    expect(ids).toEqual([hers.id, his.id].sort((a, b) => a - b));
    expect(await database().query('SELECT id FROM households WHERE id = $1', [before])).toEqual([]);

    // Carla keeps a car with the same VIN as one of Ana's: joining would make two, so it is refused and nothing moves.
    const carla = await createOwner(running, 'carla');
    const copy = await createVehicle(carla, { vin: hers.vin });
    const { token } = await invite(running, ana, carla.user.email);
    const refused = await carla.agent.post('/api/household/invitations/accept').send({ token }).expect(409);
    expect(refused.body.message).toBe(`${M.vinInBoth} (${hers.vin})`);
    expect(((await carla.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).map((row) => row.id)).toEqual([copy.id]);
  });

  it('refuses expired, reused, withdrawn, forged and misaddressed invitations, each with its sentence', async () => {
    const ana = await createOwner(running, 'ana');
    const ben = await createOwner(running, 'ben');
    const carla = await createOwner(running, 'carla');
    const accept = (who: SignedInOwner, token: string) => who.agent.post('/api/household/invitations/accept').send({ token });

    const { invitation: expired, token: expiredToken } = await invite(running, ana, ben.user.email);
    await database().query(`UPDATE household_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.id]);
    expect((await accept(ben, expiredToken).expect(409)).body.message).toBe(M.linkExpired);

    const { invitation: withdrawn, token: withdrawnToken } = await invite(running, ana, ben.user.email);
    await ana.agent.delete(`/api/household/invitations/${withdrawn.id}`).expect(204);
    expect((await accept(ben, withdrawnToken).expect(409)).body.message).toBe(M.linkRevoked);

    const { token } = await invite(running, ana, ben.user.email, 'viewer');
    // Forged: a changed signature, or a token never issued; and another account cannot use Ben's.
    const [secret, signature] = token.split('.');
    const flipped = `${secret}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await accept(ben, flipped).expect(404)).body.message).toBe(M.linkInvalid);
    expect((await accept(ben, 'not-a-token').expect(404)).body.message).toBe(M.linkInvalid);
    expect((await accept(carla, token).expect(403)).body.message).toBe(M.wrongAddress);
    await accept(ben, token).expect(200);
    expect((await accept(ben, token).expect(409)).body.message).toBe(M.linkUsed);
    expect(((await ben.agent.get('/api/household/members').expect(200)).body as Household).your_role).toBe('viewer');
  });

  it('answers an invitation the same whether or not the address has an account', async () => {
    const ana = await createOwner(running, 'ana');
    const ben = await createOwner(running, 'ben');
    const toAccount = await ana.agent.post('/api/household/invitations').send({ email: ben.user.email });
    const toNobody = await ana.agent.post('/api/household/invitations').send({ email: `nobody-${Date.now()}@example.test` });
    const shape = (response: request.Response) => ({
      status: response.status,
      keys: Object.keys(response.body as object).sort(),
      role: (response.body as HouseholdInvitation).role,
    });
    expect(shape(toAccount)).toEqual(shape(toNobody));
    expect(toAccount.status).toBe(201);
    // Both mails go out, each with its own link.
    const [first, second] = await Promise.all([
      invitationToken(running, toAccount.body as HouseholdInvitation),
      invitationToken(running, toNobody.body as HouseholdInvitation),
    ]);
    expect(first).not.toBe(second);
  });

  it('keeps an owner: the last one can neither leave nor step down, and a member who leaves gets a household of their own', async () => {
    const ana = await createOwner(running, 'ana');
    const ben = await createOwner(running, 'ben');
    const vehicle = await createVehicle(ana);
    await joinHousehold(running, ana, ben, 'member');

    expect((await ana.agent.delete(`/api/household/members/${ana.user.id}`).expect(409)).body.message).toBe(M.lastOwner);
    expect((await ana.agent.patch(`/api/household/members/${ana.user.id}`).send({ role: 'member' }).expect(409)).body.message).toBe(M.lastOwner);
    // A member cannot remove another, nor change roles.
    expect((await ben.agent.delete(`/api/household/members/${ana.user.id}`).expect(403)).body.message).toBe(M.ownerOnly);
    expect((await ben.agent.patch(`/api/household/members/${ben.user.id}`).send({ role: 'owner' }).expect(403)).body.message).toBe(M.ownerOnly);

    // Ana's preferred dealer is one of the household's: it stays here when she leaves.
    const dealer = (await ana.agent.post('/api/dealers').send({ name: 'Shared Motors' }).expect(201)).body as { id: number };
    await ana.agent.patch('/api/auth/user').send({ preferred_dealer_id: dealer.id }).expect(200);
    await ben.agent.patch('/api/auth/user').send({ preferred_dealer_id: dealer.id }).expect(200);

    // Handing over: Ben becomes an owner, then Ana may leave; the records stay with Ben.
    await ana.agent.patch(`/api/household/members/${ben.user.id}`).send({ role: 'owner' }).expect(200);
    await ana.agent.delete(`/api/household/members/${ana.user.id}`).expect(204);
    expect(((await ana.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).length).toBe(0);
    const own = (await ana.agent.get('/api/household/members').expect(200)).body as Household;
    expect(own.your_role).toBe('owner');
    expect(own.members.map((member) => member.id)).toEqual([ana.user.id]);
    expect(((await ben.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).map((row) => row.id)).toEqual([vehicle.id]);
    expect(((await ana.agent.get('/api/auth/user').expect(200)).body as { preferred_dealer_id: number | null }).preferred_dealer_id).toBeNull();
    expect(((await ben.agent.get('/api/auth/user').expect(200)).body as { preferred_dealer_id: number | null }).preferred_dealer_id).toBe(dealer.id);
  });

  it('deletes an account without touching the records its household keeps with others', async () => {
    const ana = await createOwner(running, 'ana');
    const ben = await createOwner(running, 'ben');
    const vehicle = await createVehicle(ana);
    await joinHousehold(running, ana, ben, 'member');
    await ben.agent.delete('/api/account').send({ password: ben.password }).expect(204);
    expect(((await ana.agent.get('/api/vehicles').expect(200)).body as Vehicle[]).map((row) => row.id)).toEqual([vehicle.id]);
    // The last owner among other members hands over before deleting.
    const carla = await createOwner(running, 'carla');
    await joinHousehold(running, ana, carla, 'viewer');
    expect((await ana.agent.delete('/api/account').send({ password: ana.password }).expect(409)).body.message).toBe(M.lastOwner);
    await ana.agent.get('/api/vehicles').expect(200);
  });
});
