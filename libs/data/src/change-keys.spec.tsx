import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IdempotencyMessages, RequestMessages, type ContactFormValues, type CreateVisitInput, type Visit } from '@dct/contracts';
import { ApiError, createQueryClient } from '@dct/ui';
import { mockApi } from '@dct/ui/testing';
import { sendContactMessage } from './account';
import { useCreateVisit } from './visits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const visitInput: CreateVisitInput = { vehicle_id: 1, dealer_id: 2, date_in: '2025-01-05', primary_issue: 'Stalls at idle', status: 'in_progress' };
const created = { id: 9, ...visitInput } as unknown as Visit;
const unavailable = { status: 503, body: { statusCode: 503, message: RequestMessages.databaseMaybeSaved, error: 'Service Unavailable' } };

/** The Idempotency-Key of each POST the fetch mock was given, in order. */
const keysSent = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST')
    .map((request) => request.headers.get('Idempotency-Key'));

/** Answers the route's calls in turn, the last answer again once they run out. */
const inTurn = (...answers: unknown[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
};

function renderCreateVisit() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCreateVisit(), { wrapper }).result;
}

describe('creating changes under an Idempotency-Key', () => {
  it('retries a change the server may have saved (503) under the same key, and the next change gets a new one', async () => {
    const fetchMock = mockApi({ 'POST /api/visits': inTurn(unavailable, { status: 201, body: created }), 'GET /api/visits': [] });
    const mutation = renderCreateVisit();
    let answer: Visit | undefined;
    await act(async () => {
      answer = await mutation.current.mutateAsync(visitInput);
    });
    expect(answer).toEqual(created);
    const [first, retry] = keysSent(fetchMock);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);

    // The same visit again, on purpose, after it was saved: a change of its own.
    mockApi({ 'POST /api/visits': { status: 201, body: { ...created, id: 10 } }, 'GET /api/visits': [] });
    const again = global.fetch as jest.Mock;
    await act(async () => {
      await mutation.current.mutateAsync(visitInput);
    });
    const [next] = keysSent(again);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
  });

  it('does not retry a refusal, and gives what is sent next a new key', async () => {
    const refusal = { status: 409, body: { statusCode: 409, message: 'You already have a vehicle with this VIN', error: 'Conflict' } };
    const fetchMock = mockApi({ 'POST /api/visits': refusal });
    const mutation = renderCreateVisit();
    await act(async () => {
      await expect(mutation.current.mutateAsync(visitInput)).rejects.toBeInstanceOf(ApiError);
    });
    const [refused] = keysSent(fetchMock);
    expect(keysSent(fetchMock)).toHaveLength(1);
    // Nothing was saved: what is sent next, even the same body, is a change of its own.
    const next = mockApi({ 'POST /api/visits': { status: 201, body: created }, 'GET /api/visits': [] });
    await act(async () => {
      await mutation.current.mutateAsync(visitInput);
    });
    expect(keysSent(next)).toHaveLength(1);
    expect(keysSent(next)[0]).not.toBe(refused);
  });

  it('sends a change again under its key when the owner presses Send after a failure, and a new key for another change', async () => {
    const message: ContactFormValues = {
      name: 'Alex Doe',
      email: 'alex@example.test',
      subject: 'A question',
      message: 'Is this sent once?',
      category: 'support',
    };
    const busy = { status: 409, body: { statusCode: 409, message: IdempotencyMessages.inFlight, error: 'Conflict' } };
    const fetchMock = mockApi({ 'POST /api/contact': inTurn(unavailable, busy, { status: 201, body: { id: 1 } }, { status: 201, body: { id: 2 } }) });
    await expect(sendContactMessage(message)).rejects.toBeInstanceOf(ApiError);
    await expect(sendContactMessage(message)).rejects.toBeInstanceOf(ApiError);
    await expect(sendContactMessage(message)).resolves.toEqual({ id: 1 });
    await expect(sendContactMessage({ ...message, subject: 'Another question' })).resolves.toEqual({ id: 2 });
    const [first, second, third, other] = keysSent(fetchMock);
    expect([second, third]).toEqual([first, first]);
    expect(other).toMatch(UUID);
    expect(other).not.toBe(first);
  });
});
