import request from 'supertest';
import { ClaimMessages, VehicleMessages, VisitMessages, type RecordDependents } from '@dct/contracts';
import { appAndOwnerForTests, createClaim, createDocuments, createOwner, createVehicle, createVisit, filePart } from '../../../test/test-app';
import { samplePng } from '../../../test/document-samples';

const NONE: RecordDependents = { visits: 0, claims: 0, documents: 0, mails: 0, claim_ids: [], lemon_law_attempts: 0, correspondence: 0 };

describe('What deleting a record takes along (integration)', () => {
  const { running, owner } = appAndOwnerForTests('dependents');
  const dependents = async (path: string) => (await owner.agent.get(`${path}/dependents`).expect(200)).body as RecordDependents;

  it("counts a vehicle's visits, their claims and documents; a visit's claims and documents; a claim's mails", async () => {
    const vehicle = await createVehicle(owner);
    const other = await createVehicle(owner);
    const first = await createVisit(owner, { vehicle_id: vehicle.id });
    const second = await createVisit(owner, { vehicle_id: vehicle.id, date_in: '2025-02-01', date_out: '2025-02-03' });
    await createVisit(owner, { vehicle_id: other.id });
    const claim = await createClaim(owner, { visit_id: first.id });
    await createDocuments(owner, first.id, [filePart('a.png', samplePng()), filePart('b.png', samplePng())]);
    await createDocuments(owner, second.id, [filePart('c.png', samplePng())]);

    expect(await dependents(`/api/vehicles/${vehicle.id}`)).toEqual({
      visits: 2,
      claims: 1,
      documents: 3,
      mails: 0,
      claim_ids: [claim.id],
      lemon_law_attempts: 0,
      correspondence: 0,
    });
    expect(await dependents(`/api/visits/${first.id}`)).toEqual({ ...NONE, claims: 1, documents: 2, claim_ids: [claim.id] });
    expect(await dependents(`/api/visits/${second.id}`)).toEqual({ ...NONE, documents: 1 });
    expect(await dependents(`/api/claims/${claim.id}`)).toEqual(NONE);
    const bare = await createVehicle(owner);
    expect(await dependents(`/api/vehicles/${bare.id}`)).toEqual(NONE);
  });

  it("counts the owner's entries in a vehicle's correspondence log with the vehicle, not with its visits", async () => {
    const vehicle = await createVehicle(owner);
    const other = await createVehicle(owner);
    const visit = await createVisit(owner, { vehicle_id: vehicle.id });
    const entry = { occurred_on: '2025-03-01', direction: 'sent', party: 'manufacturer', method: 'email', summary: 'Asked for a buyback' };
    for (const id of [vehicle.id, vehicle.id, other.id]) await owner.agent.post(`/api/vehicles/${id}/correspondence`).send(entry).expect(201);

    expect(await dependents(`/api/vehicles/${vehicle.id}`)).toEqual({ ...NONE, visits: 1, correspondence: 2 });
    expect(await dependents(`/api/vehicles/${other.id}`)).toEqual({ ...NONE, correspondence: 1 });
    expect(await dependents(`/api/visits/${visit.id}`)).toEqual(NONE);
  });

  it("answers another owner's records, and ids that cannot exist, with their 404", async () => {
    const stranger = await createOwner(running, 'dependents-stranger');
    const claim = await createClaim(stranger);
    const visitId = claim.visit_id;
    const vehicleId = ((await stranger.agent.get(`/api/visits/${visitId}`).expect(200)).body as { vehicle_id: number }).vehicle_id;
    for (const [path, message] of [
      [`/api/vehicles/${vehicleId}`, VehicleMessages.notFound],
      [`/api/visits/${visitId}`, VisitMessages.notFound],
      [`/api/claims/${claim.id}`, ClaimMessages.notFound],
      ['/api/vehicles/abc', VehicleMessages.notFound],
      ['/api/visits/0', VisitMessages.notFound],
      ['/api/claims/99999999999', ClaimMessages.notFound],
    ]) {
      const response = await owner.agent.get(`${path}/dependents`).expect(404);
      expect(response.body.message).toBe(message);
    }
    await request(running.app.getHttpServer()).get(`/api/vehicles/${vehicleId}/dependents`).expect(401);
  });
});
