/** @jest-environment node */
import { ApiError, NetworkError, NetworkMessages, fetchChecked, getQueryFn, queryKeyToUrl } from './api-client';
import { createQueryClient } from './query-client';

function respond(status: number, body: string, statusText = '') {
  global.fetch = jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
}

describe('fetchChecked', () => {
  afterEach(() => jest.restoreAllMocks());
  const request = (method: string, path: string, body?: unknown) =>
    new Request(`http://localhost${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });

  it('refuses a change at once while the browser is offline, sending nothing', async () => {
    global.fetch = jest.fn();
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    const error = (await fetchChecked(request('POST', '/api/vehicles', { make: 'Kia' })).catch((e: unknown) => e)) as NetworkError;
    Reflect.deleteProperty(globalThis, 'navigator');
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(NetworkMessages.offline);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when fetch fails online', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchChecked(request('GET', '/api/vehicles'))).rejects.toThrow(NetworkMessages.unreachable);
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/vehicles'] })).rejects.toBeInstanceOf(NetworkError);
  });

  it('fails with "{status}: {body text}" and keeps the parsed API error', async () => {
    respond(400, '{"statusCode":400,"message":"Make is required","error":"Bad Request","errors":{"make":["Make is required"]}}');
    const error = (await fetchChecked(request('POST', '/api/vehicles', {})).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"statusCode":400,"message":"Make is required","error":"Bad Request","errors":{"make":["Make is required"]}}');
    expect(error.serverMessage).toBe('Make is required');
    expect(error.body?.errors?.make).toEqual(['Make is required']);
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(502, '', 'Bad Gateway');
    await expect(fetchChecked(request('GET', '/api/vehicles'))).rejects.toThrow('502: Bad Gateway');
  });

  it('hands a success back as it came', async () => {
    respond(204, '');
    expect((await fetchChecked(request('DELETE', '/api/vehicles/1'))).status).toBe(204);
  });
});

describe('getQueryFn', () => {
  it('joins the query key into the URL', async () => {
    respond(200, '[]');
    await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/vehicles', 3] });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/vehicles/3');
  });

  it('yields null on 401 only when told to', async () => {
    respond(401, '{"message":"Please sign in to continue"}');
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
    respond(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] })).rejects.toThrow('401: Unauthorized');
  });
});

describe(queryKeyToUrl.name, () => {
  it('turns a trailing plain object into the query string', () => {
    expect(queryKeyToUrl(['/api/visits', { vehicle_id: 7 }])).toBe('/api/visits?vehicle_id=7');
    expect(queryKeyToUrl(['/api/visits', { vehicle_id: 7, status: 'in_progress' }])).toBe('/api/visits?vehicle_id=7&status=in_progress');
    expect(queryKeyToUrl(['/api/dealerships/search', { lat: 40.7, lng: -74, open: true }])).toBe('/api/dealerships/search?lat=40.7&lng=-74&open=true');
  });

  it('leaves out undefined and null parameters, and the "?" when none is left', () => {
    expect(queryKeyToUrl(['/api/visits', { vehicle_id: undefined, status: null, q: 'brakes' }])).toBe('/api/visits?q=brakes');
    expect(queryKeyToUrl(['/api/visits', { vehicle_id: undefined }])).toBe('/api/visits');
    expect(queryKeyToUrl(['/api/visits', {}])).toBe('/api/visits');
  });

  it('encodes parameter values and path segments after the first', () => {
    expect(queryKeyToUrl(['/api/visits', { q: 'oil & filter=?', note: 'a+b c' }])).toBe('/api/visits?q=oil+%26+filter%3D%3F&note=a%2Bb+c');
    expect(queryKeyToUrl(['/api/vehicles', '1/../../x'])).toBe('/api/vehicles/1%2F..%2F..%2Fx');
    expect(queryKeyToUrl(['/api/vehicles/models', 12, 2024, { make: 'Kia' }])).toBe('/api/vehicles/models/12/2024?make=Kia');
  });

  it('reads only a trailing plain object as parameters', () => {
    expect(queryKeyToUrl(['/api/vehicles'])).toBe('/api/vehicles');
    expect(queryKeyToUrl(['/api/claims', 3])).toBe('/api/claims/3');
  });

  it('fetches the keyed URL, and invalidating the bare path still reaches the keyed variants', async () => {
    respond(200, '[]');
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: ['/api/visits', { vehicle_id: 7 }] });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/visits?vehicle_id=7');

    queryClient.setQueryData(['/api/visits'], []);
    await queryClient.invalidateQueries({ queryKey: ['/api/visits'] });
    expect(queryClient.getQueryState(['/api/visits', { vehicle_id: 7 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/visits'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });
});
