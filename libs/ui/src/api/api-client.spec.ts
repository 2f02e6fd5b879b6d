/** @jest-environment node */
import { ApiError, apiRequest, getQueryFn } from './api-client';

function respond(status: number, body: string, statusText = '') {
  global.fetch = jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
}

describe('apiRequest', () => {
  it('sends credentials and a JSON content type with a body', async () => {
    respond(201, '{"id":1}');
    await expect(apiRequest('POST', '/api/vehicles', { make: 'Kia' })).resolves.toEqual({ id: 1 });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/api/vehicles');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"make":"Kia"}' });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('fails with "{status}: {body text}" and keeps the parsed API error', async () => {
    respond(400, '{"statusCode":400,"message":"Make is required","error":"Bad Request","errors":{"make":["Make is required"]}}');
    const error = (await apiRequest('POST', '/api/vehicles', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"statusCode":400,"message":"Make is required","error":"Bad Request","errors":{"make":["Make is required"]}}');
    expect(error.serverMessage).toBe('Make is required');
    expect(error.body?.errors?.make).toEqual(['Make is required']);
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(502, '', 'Bad Gateway');
    await expect(apiRequest('GET', '/api/vehicles')).rejects.toThrow('502: Bad Gateway');
  });

  it('returns nothing for 204', async () => {
    respond(204, '');
    await expect(apiRequest('DELETE', '/api/vehicles/1')).resolves.toBeUndefined();
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
