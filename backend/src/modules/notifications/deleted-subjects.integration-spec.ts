import { DataSource } from 'typeorm';
import { addDays, todayIso, type NotificationPage } from '@dct/contracts';
import { appForTests, createClaim, createOwner, createVehicle, createVisit, type SignedInOwner } from '../../../test/test-app';
import { UsersService } from '../auth/users.service';
import { LemonLawService } from '../lemon-law/lemon-law.service';
import { AlertScanService } from './alert-scan.service';

describe('Alerts go with their records (integration)', () => {
  const running = appForTests();
  const db = () => running.app.get(DataSource);
  const now = new Date();
  const today = todayIso(now);

  const centre = async (owner: SignedInOwner) => (await owner.agent.get('/api/notifications').expect(200)).body as NotificationPage;
  const subjects = async (owner: SignedInOwner) => (await centre(owner)).items.map((item) => `${item.subject_type}:${item.subject_id}`).sort();

  it('deleting a claim, a visit or a vehicle deletes the alerts about it (and about what the vehicle took with it); another owner’s stay', async () => {
    const owner = await createOwner(running, 'alerts-deleted');
    const other = await createOwner(running, 'alerts-kept');
    const vehicle = await createVehicle(owner);
    // Open for 18 days and more: an alert about each visit; the claim on the third is overdue (sent 17 days ago, due 3 days ago).
    const first = await createVisit(owner, { vehicle_id: vehicle.id, date_in: addDays(today, -20), date_out: null, status: 'in_progress' });
    const second = await createVisit(owner, { vehicle_id: vehicle.id, date_in: addDays(today, -25), date_out: null, status: 'in_progress' });
    const lone = await createVisit(owner, { date_in: addDays(today, -18), date_out: null, status: 'in_progress' });
    const claim = await createClaim(owner, { visit_id: lone.id });
    await db().query(`UPDATE claims SET status = 'Sent', sent_at = now() - interval '17 days', response_due = $2 WHERE id = $1`, [
      claim.id,
      addDays(today, -3),
    ]);
    const othersVisit = await createVisit(other, { date_in: addDays(today, -20), date_out: null, status: 'in_progress' });

    await running.app.get(AlertScanService).scan({ now });
    expect(await subjects(owner)).toEqual([`claim:${claim.id}`, `visit:${first.id}`, `visit:${second.id}`, `visit:${lone.id}`].sort());
    expect((await centre(owner)).unread).toBe(4);

    await owner.agent.delete(`/api/claims/${claim.id}`).expect(204);
    expect(await subjects(owner)).toEqual([`visit:${first.id}`, `visit:${second.id}`, `visit:${lone.id}`].sort());

    await owner.agent.delete(`/api/visits/${lone.id}`).expect(204);
    expect(await subjects(owner)).toEqual([`visit:${first.id}`, `visit:${second.id}`].sort());

    // The vehicle takes its visits, and their alerts, with it.
    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);
    expect(await centre(owner)).toMatchObject({ items: [], unread: 0, total: 0 });
    expect(await subjects(other)).toEqual([`visit:${othersVisit.id}`]);

    // The scan after the deletions brings nothing back.
    await running.app.get(AlertScanService).scan({ now });
    expect((await centre(owner)).total).toBe(0);
  });

  it('an owner who deletes their account while a scan reads their records costs the other owners of the batch nothing', async () => {
    const leaving = await createOwner(running, 'alerts-leaving');
    const staying = await createOwner(running, 'alerts-staying');
    await createVisit(leaving, { date_in: addDays(today, -20), date_out: null, status: 'in_progress' });
    const kept = await createVisit(staying, { date_in: addDays(today, -20), date_out: null, status: 'in_progress' });
    const lemonLaw = running.app.get(LemonLawService);
    const read = lemonLaw.summariesFor.bind(lemonLaw);
    // The account goes between the scan's reads and its writes.
    const spy = jest.spyOn(lemonLaw, 'summariesFor').mockImplementation(async (ids, day) => {
      const summaries = await read(ids, day);
      if (ids.includes(leaving.user.id)) await running.app.get(UsersService).remove(leaving.user.id);
      return summaries;
    });
    try {
      await running.app.get(AlertScanService).scan({ now });
    } finally {
      spy.mockRestore();
    }
    expect(await subjects(staying)).toEqual([`visit:${kept.id}`]);
    const left = await db().query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [leaving.user.id]);
    expect(left[0].n).toBe(0);
  });
});
