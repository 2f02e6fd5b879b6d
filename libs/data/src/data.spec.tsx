import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, NetworkMessages } from '@dct/ui';
import { mockApi, recordedCalls } from '@dct/ui/testing';
import { answer, api } from './client';
import { currentUserQuery } from './current-user';
import { keys } from './keys';
import { links } from './links';
import { refreshAfter } from './refresh';

describe('the typed client', () => {
  it('sends the path, query and JSON body the API documents, with the session cookie', async () => {
    const fetchMock = mockApi({ 'GET /api/visits?vehicle_id=7': [], 'POST /api/dealers': { status: 201, body: { id: 3 } } });
    await expect(answer(api.GET('/api/visits', { params: { query: { vehicle_id: 7 } } }))).resolves.toEqual([]);
    await expect(answer(api.POST('/api/dealers', { body: { name: 'Metro Honda' } }))).resolves.toEqual({ id: 3 });
    expect(recordedCalls(fetchMock)).toEqual([
      { method: 'GET', url: '/api/visits?vehicle_id=7', body: undefined },
      { method: 'POST', url: '/api/dealers', body: { name: 'Metro Honda' } },
    ]);
    const request = fetchMock.mock.calls[1][0] as Request;
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('answers nothing for a 204', async () => {
    mockApi({ 'DELETE /api/vehicles/1': { status: 204 } });
    await expect(answer(api.DELETE('/api/vehicles/{id}', { params: { path: { id: 1 } } }))).resolves.toBeUndefined();
  });

  it('leaves out a query parameter that is not given', async () => {
    const fetchMock = mockApi({ 'GET /api/visits': [] });
    await answer(api.GET('/api/visits', { params: { query: { vehicle_id: undefined } } }));
    expect(recordedCalls(fetchMock).map((call) => call.url)).toEqual(['/api/visits']);
  });

  it('fails with the API error "{status}: {body}" and its messages per field', async () => {
    mockApi({ 'POST /api/vehicles': { status: 400, body: { statusCode: 400, message: 'Make is required', error: 'Bad Request', errors: { make: ['Make is required'] } } } });
    const error = (await answer(api.POST('/api/vehicles', { body: { year: 2022, make: '', model: 'Camry', vin: '4T1G11AK5NU123456' } })).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"statusCode":400,"message":"Make is required","error":"Bad Request","errors":{"make":["Make is required"]}}');
    expect(error.body?.errors?.make).toEqual(['Make is required']);
  });

  it('refuses a change offline without sending it', async () => {
    const fetchMock = mockApi({});
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const error = (await answer(api.DELETE('/api/claims/{id}', { params: { path: { id: 4 } } })).catch((e: unknown) => e)) as NetworkError;
    online.mockRestore();
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(NetworkMessages.offline);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('links', () => {
  it("fill in a route's parameters", () => {
    expect(links.statementPdf(12)).toBe('/api/claims/12/statement.pdf');
    expect(links.documentUpload(3)).toBe('/api/documents/upload/3');
    expect(links.accountExport()).toBe('/api/account/export');
  });
});

describe('refreshAfter', () => {
  const invalidated = async (refresh: (client: QueryClient) => () => Promise<void>) => {
    const client = new QueryClient();
    const spy = jest.spyOn(client, 'invalidateQueries');
    await refresh(client)();
    return spy.mock.calls.map(([filters]) => filters?.queryKey);
  };

  it("makes a visit's lists, its vehicle's downtime and its claims stale after a visit changes", async () => {
    expect(await invalidated(refreshAfter.visitChange)).toEqual([['/api/visits'], ['/api/vehicles'], ['/api/claims']]);
  });

  it('reaches everything a deleted vehicle took with it', async () => {
    expect(await invalidated(refreshAfter.vehicleDelete)).toEqual([['/api/vehicles'], ['/api/visits'], ['/api/claims'], ['/api/documents'], ['/api/trash']]);
  });

  it("keeps a detail and a vehicle's visits under their resource's prefix", () => {
    expect(keys.claims.detail(5).slice(0, 1)).toEqual(keys.claims.all());
    expect(keys.visits.list(7).slice(0, 1)).toEqual(keys.visits.all());
    expect(keys.vehicles.lemonWatch(2).slice(0, 1)).toEqual(keys.vehicles.all());
  });

  it("reaches a vehicle's visits when the visits are invalidated", async () => {
    const client = new QueryClient();
    client.setQueryData(keys.visits.list(7), []);
    client.setQueryData(keys.visits.list(), []);
    await client.invalidateQueries({ queryKey: keys.visits.all() });
    expect(client.getQueryState(keys.visits.list(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.visits.list())?.isInvalidated).toBe(true);
  });

  it('makes every cached query stale after joining or leaving a household, whose records all change', async () => {
    const client = new QueryClient();
    const cached = [keys.vehicles.detail(3), keys.claims.list(), keys.notifications.page(1), keys.account(), keys.household.all(), keys.calendar.link()];
    for (const queryKey of cached) client.setQueryData(queryKey, {});
    await refreshAfter.householdSwitch(client)();
    expect(cached.filter((queryKey) => !client.getQueryState(queryKey)?.isInvalidated)).toEqual([]);
  });
});

describe('currentUserQuery', () => {
  const owner = { id: 1, email: 'owner@example.test', name: 'Owner', preferred_dealer_id: null, zip_code: null };

  it('is the signed-in owner, under the one key every app reads', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': owner });
    const client = new QueryClient();
    await expect(client.fetchQuery(currentUserQuery)).resolves.toEqual(owner);
    expect(recordedCalls(fetchMock).map((call) => call.url)).toEqual(['/api/auth/user']);
    expect(client.getQueryData(['/api/auth/user'])).toEqual(owner);
  });

  it('is null when signed out: a 401 is not a failure', async () => {
    mockApi({ 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Please sign in to continue', error: 'Unauthorized' } } });
    await expect(new QueryClient().fetchQuery(currentUserQuery)).resolves.toBeNull();
  });

  it('fails on any other answer, with the API error', async () => {
    mockApi({ 'GET /api/auth/user': { status: 500, body: { statusCode: 500, message: 'down', error: 'Internal Server Error' } } });
    await expect(new QueryClient().fetchQuery(currentUserQuery)).rejects.toThrow('500: {"statusCode":500,"message":"down","error":"Internal Server Error"}');
  });
});
