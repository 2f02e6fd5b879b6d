import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  ClaimMessages,
  TrashMessages,
  VisitMessages,
  type Claim,
  type ClaimDetail,
  type LemonWatch,
  type TrashItem,
  type VehicleListItem,
  type Visit,
} from '@dct/contracts';
import { samplePng } from '../../../test/document-samples';
import {
  appAndOwnerForTests,
  binaryBody,
  createClaim,
  createDocuments,
  createOwner,
  createVehicleWithVisits,
  downloadFile,
  filePart,
  unzip,
  type SignedInOwner,
} from '../../../test/test-app';
import { TrashService } from './trash.service';

describe('The trash (integration)', () => {
  const { running, owner } = appAndOwnerForTests('trash');
  const database = () => running.app.get(DataSource);

  /** A California vehicle with two warranty repairs of one defect, the first with a sent claim and two documents. */
  async function history(who: SignedInOwner = owner) {
    const { vehicle, visits } = await createVehicleWithVisits(who, { registration_state: 'CA', delivery_date: '2024-01-15', delivery_mileage: 12 }, [
      { date_in: '2024-03-01', date_out: '2024-03-20', defect: 'Transmission slip', mileage_in: 2_100 },
      { date_in: '2024-05-01', date_out: '2024-05-13', defect: 'Transmission slip', mileage_in: 4_800 },
    ]);
    const [visit] = visits;
    const claim = await createClaim(who, { visit_id: visit.id });
    await who.agent.post(`/api/claims/${claim.id}/send`).expect(202);
    const png = samplePng();
    const uploaded = await createDocuments(who, visit.id, [filePart('a.png', png), filePart('b.png', samplePng())]);
    return { vehicle, visit, other: visits[1], claim, documents: uploaded.documents, png };
  }

  const get = async <T>(path: string) => (await owner.agent.get(path).expect(200)).body as T;
  const attempts = async (vehicleId: number) =>
    (await get<LemonWatch>(`/api/vehicles/${vehicleId}/lemon-watch`)).repair_attempts.reduce((sum, group) => sum + group.count, 0);
  const trash = () => get<TrashItem[]>('/api/trash');

  it('names what a visit takes along, keeps it all in the trash and restores it all, mails and lemon-law attempts too', async () => {
    const { vehicle, visit, claim, documents, png } = await history();
    expect(await get(`/api/visits/${visit.id}/dependents`)).toEqual({
      visits: 0,
      claims: 1,
      documents: 2,
      mails: 1,
      claim_ids: [claim.id],
      lemon_law_attempts: 1,
      correspondence: 0,
    });
    const before = await get<ClaimDetail>(`/api/claims/${claim.id}`);
    expect(await attempts(vehicle.id)).toBe(2);

    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    const [item] = await trash();
    expect(item).toMatchObject({ kind: 'visit', id: visit.id, name: 'Visit of Mar 1, 2024', days_left: 30 });
    expect(item.dependents).toMatchObject({ claims: 1, documents: 2, mails: 1, claim_ids: [claim.id], lemon_law_attempts: 1 });
    await owner.agent.get(`/api/visits/${visit.id}`).expect(404);
    await owner.agent.get(`/api/claims/${claim.id}`).expect(404);
    expect(await attempts(vehicle.id)).toBe(1);

    await owner.agent.post(`/api/trash/visit/${visit.id}/restore`).expect(204);
    expect(await trash()).toEqual([]);
    const after = await get<ClaimDetail>(`/api/claims/${claim.id}`);
    expect(after).toEqual(before);
    expect(after.status).toBe('Sent');
    expect(after.dispatches).toHaveLength(1);
    expect(after.documents.map((document) => document.id).sort()).toEqual(documents.map((document) => document.id).sort());
    const file = await downloadFile(owner, `/api/documents/${documents.find((document) => document.file_name === 'a.png')?.id}/file`).expect(200);
    expect((file.body as Buffer).equals(png)).toBe(true);
    expect(await attempts(vehicle.id)).toBe(2);
    // Restored once: a second restore finds nothing.
    expect((await owner.agent.post(`/api/trash/visit/${visit.id}/restore`).expect(404)).body.message).toBe(TrashMessages.notFound);
  });

  it('restores a vehicle with its whole history, and a claim alone, under their own ids', async () => {
    const { vehicle, visit, other, claim } = await history();
    await owner.agent.delete(`/api/claims/${claim.id}`).expect(204);
    expect(await trash()).toEqual([
      expect.objectContaining({ kind: 'claim', id: claim.id, name: `Claim #${claim.id}`, dependents: expect.objectContaining({ mails: 1 }) }),
    ]);
    await owner.agent.post(`/api/trash/claim/${claim.id}/restore`).expect(204);
    expect((await get<ClaimDetail>(`/api/claims/${claim.id}`)).dispatches).toHaveLength(1);

    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);
    expect(await get<Visit[]>('/api/visits')).toEqual([]);
    await owner.agent.post(`/api/trash/vehicle/${vehicle.id}/restore`).expect(204);
    expect((await get<Visit[]>('/api/visits')).map((row) => row.id).sort()).toEqual([visit.id, other.id].sort());
    expect((await get<Claim[]>('/api/claims')).map((row) => row.id)).toEqual([claim.id]);
    expect(await attempts(vehicle.id)).toBe(2);
  });

  it('restores a visit only under its vehicle: a trashed vehicle comes back first', async () => {
    const { vehicle, visit } = await history();
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    await owner.agent.delete(`/api/vehicles/${vehicle.id}`).expect(204);
    expect((await trash()).map((item) => item.kind)).toEqual(['vehicle', 'visit']);
    expect((await owner.agent.post(`/api/trash/visit/${visit.id}/restore`).expect(409)).body.message).toBe(TrashMessages.parentGone.visit);
    await owner.agent.post(`/api/trash/vehicle/${vehicle.id}/restore`).expect(204);
    await owner.agent.post(`/api/trash/visit/${visit.id}/restore`).expect(204);
    expect(await get<Visit[]>('/api/visits')).toHaveLength(2);
  });

  it("answers another owner's trash, unknown kinds and ids with 404, and needs a signed-in owner", async () => {
    const stranger = await createOwner(running, 'trash-stranger');
    const { visit, claim } = await history(stranger);
    await stranger.agent.delete(`/api/visits/${visit.id}`).expect(204);
    expect(await trash()).toEqual([]);
    for (const path of [
      `/api/trash/visit/${visit.id}/restore`,
      `/api/trash/claim/${claim.id}/restore`,
      '/api/trash/dealer/1/restore',
      '/api/trash/visit/abc/restore',
    ]) {
      const response = await owner.agent.post(path).expect(404);
      expect(response.body.message).toBe(TrashMessages.notFound);
    }
    expect((await owner.agent.delete(`/api/visits/${visit.id}`).expect(404)).body.message).toBe(VisitMessages.notFound);
    expect((await owner.agent.delete(`/api/claims/${claim.id}`).expect(404)).body.message).toBe(ClaimMessages.notFound);
    await request(running.app.getHttpServer()).get('/api/trash').expect(401);
    await request(running.app.getHttpServer()).post(`/api/trash/visit/${visit.id}/restore`).expect(401);
    // Still the stranger's, in their trash.
    expect((await stranger.agent.get('/api/trash').expect(200)).body).toEqual([expect.objectContaining({ kind: 'visit', id: visit.id })]);
  });

  it('leaves trashed rows out of every list, count, watch, statement and export', async () => {
    const { vehicle, visit, other, claim, documents } = await history();
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);

    expect((await get<Visit[]>('/api/visits')).map((row) => row.id)).toEqual([other.id]);
    expect((await get<Visit[]>(`/api/visits?vehicle_id=${vehicle.id}`)).map((row) => row.id)).toEqual([other.id]);
    expect(await get<Claim[]>('/api/claims')).toEqual([]);
    const [listed] = await get<VehicleListItem[]>('/api/vehicles');
    expect(listed).toMatchObject({ id: vehicle.id, visit_count: 1, downtime_days: 12 });
    expect(await get(`/api/vehicles/${vehicle.id}/dependents`)).toMatchObject({ visits: 1, claims: 0, documents: 0, mails: 0 });
    expect(await get('/api/account')).toMatchObject({ records: expect.objectContaining({ vehicles: 1, visits: 1, claims: 0, documents: 0 }) });
    expect(await attempts(vehicle.id)).toBe(1);
    await owner.agent.get(`/api/claims/${claim.id}/statement.pdf`).expect(404);
    await owner.agent.get(`/api/documents/visit/${visit.id}`).expect(404);
    await owner.agent.get(`/api/documents/${documents[0].id}/file`).expect(404);

    const exported = await owner.agent.get('/api/account/export').buffer(true).parse(binaryBody).expect(200);
    const entries = await unzip(exported.body as Buffer);
    const account = JSON.parse((entries.get('account.json') as Buffer).toString('utf8')) as { visits: Visit[]; claims: unknown[]; documents: unknown[] };
    expect(account.visits.map((row) => row.id)).toEqual([other.id]);
    expect(account.claims).toEqual([]);
    expect(account.documents).toEqual([]);
    expect([...entries.keys()].filter((name) => name.startsWith('documents/'))).toEqual([]);
  });

  it('purges only what has been in the trash longer than 30 days, files and all', async () => {
    const { vehicle, visit, other } = await history();
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    await owner.agent.delete(`/api/visits/${other.id}`).expect(204);
    await database().query(
      `UPDATE trash SET deleted_at = now() - interval '30 days 1 minute' WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) AND record_id = $2`,
      [owner.user.id, visit.id],
    );
    await database().query(
      `UPDATE trash SET deleted_at = now() - interval '29 days 23 hours' WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1) AND record_id = $2`,
      [owner.user.id, other.id],
    );
    const chunks = async () =>
      Number(
        (
          await database().query<Array<{ count: string }>>(
            `SELECT count(*) FROM trash_rows r JOIN trash t ON t.id = r.trash_id WHERE t.household_id = (SELECT household_id FROM household_members WHERE user_id = $1) AND r.table_name = 'document_chunks'`,
            [owner.user.id],
          )
        )[0].count,
      );
    expect(await chunks()).toBeGreaterThan(0);

    expect(await running.app.get(TrashService).purge()).toBeGreaterThanOrEqual(1);
    expect(await trash()).toEqual([expect.objectContaining({ kind: 'visit', id: other.id, days_left: 1 })]);
    expect(await chunks()).toBe(0);
    await owner.agent.post(`/api/trash/visit/${visit.id}/restore`).expect(404);
    await owner.agent.post(`/api/trash/visit/${other.id}/restore`).expect(204);
    expect((await get<Visit[]>(`/api/visits?vehicle_id=${vehicle.id}`)).map((row) => row.id)).toEqual([other.id]);
  });

  it('deleting the account deletes its trash for real', async () => {
    const { visit } = await history();
    await owner.agent.delete(`/api/visits/${visit.id}`).expect(204);
    await owner.agent.delete('/api/account').send({ password: owner.password }).expect(204);
    const [{ count }] = await database().query<Array<{ count: string }>>(
      `SELECT count(*) FROM trash WHERE household_id = (SELECT household_id FROM household_members WHERE user_id = $1)`,
      [owner.user.id],
    );
    expect(Number(count)).toBe(0);
  });
});
