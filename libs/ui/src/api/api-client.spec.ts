/** @jest-environment node */
import { ApiError, NetworkError, NetworkMessages, fetchChecked } from './api-client';

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
    await expect(fetchChecked(request('GET', '/api/vehicles'))).rejects.toBeInstanceOf(NetworkError);
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
