import { RequestMessages } from '@dct/contracts';
import { toErrorBody } from './all-exceptions.filter';
import { requestWrites } from './outages';

/** What pg reports when the connection drops under a query (a COMMIT whose answer never came, say). */
const connectionLost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

describe('the 503 of a lost database', () => {
  it('says nothing was saved where that is certain: a read, a request stopped before its route, a transaction rolled back', () => {
    const read = { method: 'GET' };
    requestWrites.routeReached(read);
    const beforeRoute = { method: 'POST' };
    const rolledBack = { method: 'POST' };
    requestWrites.routeReached(rolledBack);
    requestWrites.rolledBack(rolledBack);
    for (const request of [read, beforeRoute, rolledBack, undefined]) {
      expect(toErrorBody(connectionLost(), request)).toEqual({ statusCode: 503, message: RequestMessages.databaseUnavailable, error: 'Service Unavailable' });
    }
  });

  it('says a change that reached its route may have been saved, and that resending it with its key is safe', () => {
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const request = { method };
      requestWrites.routeReached(request);
      expect(toErrorBody(connectionLost(), request)).toEqual({ statusCode: 503, message: RequestMessages.databaseMaybeSaved, error: 'Service Unavailable' });
    }
    expect(RequestMessages.databaseMaybeSaved).toContain('may have been saved');
    expect(RequestMessages.databaseMaybeSaved).toContain('same Idempotency-Key');
  });
});
