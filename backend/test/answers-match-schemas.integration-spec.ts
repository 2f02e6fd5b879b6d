import { z } from 'zod';
import {
  accountSummarySchema,
  buybackEstimateSchema,
  calendarFeedLinkSchema,
  claimDetailSchema,
  claimSchema,
  correspondenceEntrySchema,
  correspondenceLogSchema,
  currentUserProfileSchema,
  dealerListItemSchema,
  dealerSchema,
  lemonNoticeDraftSchema,
  lemonWatchSchema,
  notificationPageSchema,
  recordDependentsSchema,
  savedNotificationSettingsSchema,
  signInProvidersSchema,
  trashItemSchema,
  uploadResultSchema,
  vehicleListItemSchema,
  vehicleSchema,
  visitChangeSchema,
  visitDetailSchema,
  visitDocumentSchema,
  visitSchema,
} from '@dct/contracts/schemas';
import { appAndOwnerForTests, createClaim, createDealer, createDocuments, createVehicleWithVisits } from './test-app';

/**
 * Each answer's schema is its one description (the contract type and the OpenAPI document are
 * made from it), so the real answers must match it exactly: no field missing, none of another
 * type, and none the schema does not name (checked at every depth).
 */

type AnyZod = z.ZodTypeAny;

/** The schema with every object in it strict: an extra key fails. */
function strictAtEveryDepth(schema: AnyZod): AnyZod {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, AnyZod>).map(([key, value]) => [key, strictAtEveryDepth(value)]));
    return z.object(shape).strict();
  }
  if (schema instanceof z.ZodArray) return z.array(strictAtEveryDepth(schema.element as AnyZod));
  if (schema instanceof z.ZodNullable) return strictAtEveryDepth(schema.unwrap() as AnyZod).nullable();
  if (schema instanceof z.ZodOptional) return strictAtEveryDepth(schema.unwrap() as AnyZod).optional();
  return schema;
}

function expectToMatch(schema: AnyZod, body: unknown): void {
  const parsed = strictAtEveryDepth(schema).safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
}

describe('Every answer matches its schema', () => {
  const { owner } = appAndOwnerForTests('answers');

  it('the records, their lists and their details', async () => {
    const dealer = await createDealer(owner, { makes: ['Honda'], services: ['Service'] });
    const { vehicle, visits } = await createVehicleWithVisits(owner, { registration_state: 'CA', delivery_date: '2025-01-10', delivery_mileage: 12 }, [
      { date_in: '2025-03-03', date_out: '2025-03-20', status: 'completed', defect: 'Transmission slips', mileage_in: 4_100, ro_number: 'RO 88123' },
      { date_in: '2025-05-01', date_out: null, status: 'in_progress', defect: 'Transmission slips' },
    ]);
    const [visit] = visits;
    await createDocuments(owner, visit.id);
    const claim = await createClaim(owner, { visit_id: visit.id });
    const agent = owner.agent;

    expectToMatch(vehicleSchema, (await agent.get(`/api/vehicles/${vehicle.id}`).expect(200)).body);
    expectToMatch(z.array(vehicleListItemSchema), (await agent.get('/api/vehicles').expect(200)).body);
    expectToMatch(lemonWatchSchema, (await agent.get(`/api/vehicles/${vehicle.id}/lemon-watch`).expect(200)).body);
    expectToMatch(recordDependentsSchema, (await agent.get(`/api/vehicles/${vehicle.id}/dependents`).expect(200)).body);
    const entry = await agent
      .post(`/api/vehicles/${vehicle.id}/correspondence`)
      .send({
        occurred_on: '2025-06-02',
        direction: 'sent',
        party: 'manufacturer',
        method: 'certified_mail',
        tracking_number: '9407 1000',
        summary: 'Notice',
        purpose: 'lemon_notice',
        delivered_on: '2025-06-05',
      })
      .expect(201);
    expectToMatch(correspondenceEntrySchema, entry.body);
    expectToMatch(
      correspondenceEntrySchema,
      (await agent.patch(`/api/vehicles/${vehicle.id}/correspondence/${entry.body.id}`).send({ party_name: 'Honda' }).expect(200)).body,
    );
    expectToMatch(buybackEstimateSchema, (await agent.get(`/api/vehicles/${vehicle.id}/buyback`).expect(200)).body);
    expectToMatch(
      buybackEstimateSchema,
      (
        await agent
          .put(`/api/vehicles/${vehicle.id}/buyback`)
          .send({ lines: [{ kind: 'collateral', label: 'Sales tax', amount: 2_100.5 }], current_mileage: 9_000, current_mileage_date: '2025-06-01' })
          .expect(200)
      ).body,
    );
    expectToMatch(visitSchema, visit);
    expectToMatch(visitDetailSchema, (await agent.get(`/api/visits/${visit.id}`).expect(200)).body);
    await agent.patch(`/api/visits/${visit.id}`).send({ mileage_in: 4100, ro_number: 'RO-1' }).expect(200);
    expectToMatch(z.array(visitChangeSchema).min(2), (await agent.get(`/api/visits/${visit.id}/history`).expect(200)).body);
    expectToMatch(z.array(visitSchema), (await agent.get('/api/visits').expect(200)).body);
    expectToMatch(dealerSchema, (await agent.get(`/api/dealers/${dealer.id}`).expect(200)).body);
    expectToMatch(z.array(dealerListItemSchema), (await agent.get('/api/dealers').expect(200)).body);
    expectToMatch(z.array(visitDocumentSchema), (await agent.get(`/api/documents/visit/${visit.id}`).expect(200)).body);
    expectToMatch(claimSchema, claim);
    expectToMatch(claimDetailSchema, (await agent.get(`/api/claims/${claim.id}`).expect(200)).body);
    const log = (await agent.get(`/api/vehicles/${vehicle.id}/correspondence`).expect(200)).body;
    expect(log.deadlines.length).toBeGreaterThan(0);
    expectToMatch(correspondenceLogSchema, log);
    expectToMatch(z.array(claimSchema), (await agent.get('/api/claims').expect(200)).body);
  });

  it('the account, its alerts, its trash and the sign-in answers', async () => {
    const agent = owner.agent;
    const { vehicle } = await createVehicleWithVisits(owner, {}, [{ date_in: '2025-03-03', date_out: '2025-03-05', status: 'completed' }]);
    await agent.delete(`/api/vehicles/${vehicle.id}`).expect((response) => expect(response.status).toBeLessThan(300));

    expectToMatch(currentUserProfileSchema, (await agent.get('/api/auth/user').expect(200)).body);
    expectToMatch(signInProvidersSchema, (await agent.get('/api/auth/providers').expect(200)).body);
    expectToMatch(accountSummarySchema, (await agent.get('/api/account').expect(200)).body);
    expectToMatch(notificationPageSchema, (await agent.get('/api/notifications').expect(200)).body);
    expectToMatch(savedNotificationSettingsSchema, (await agent.get('/api/account/notifications').expect(200)).body);
    expectToMatch(calendarFeedLinkSchema, (await agent.get('/api/calendar/token').expect(200)).body);
    expectToMatch(calendarFeedLinkSchema, (await agent.post('/api/calendar/token/rotate').expect(200)).body);
    const trash = (await agent.get('/api/trash').expect(200)).body as unknown[];
    expect(trash.length).toBeGreaterThan(0);
    expectToMatch(z.array(trashItemSchema), trash);
  });

  it('an upload and a lemon-law notice', async () => {
    const { vehicle, visits } = await createVehicleWithVisits(
      owner,
      { registration_state: 'CA', delivery_date: '2025-01-10' },
      [1, 2, 3, 4].map((month) => ({ date_in: `2025-0${month + 1}-01`, date_out: `2025-0${month + 1}-03`, status: 'completed', defect: 'Stalls' })),
    );
    expectToMatch(uploadResultSchema, await createDocuments(owner, visits[0].id));
    expectToMatch(lemonNoticeDraftSchema, (await owner.agent.get(`/api/vehicles/${vehicle.id}/lemon-notice`).expect(200)).body);
  });
});
