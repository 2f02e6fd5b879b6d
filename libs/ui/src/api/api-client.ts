import { ConnectionMessages, type ApiErrorBody } from '@dct/contracts';

/**
 * A failed call. Its message is "{status}: {body text or status text}" (spec §8); the parsed
 * body, when it is the API's JSON error, is kept for forms that show messages per field.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The person-readable message the server gave, if any. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

/** The failure of a call that answered `status` with `text` (the body, or the status text when it is empty). */
export function apiErrorOf(status: number, text: string): ApiError {
  let body: ApiErrorBody | undefined;
  try {
    const parsed = JSON.parse(text) as ApiErrorBody;
    if (parsed && typeof parsed.message === 'string') body = parsed;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return new ApiError(status, `${status}: ${text}`, body);
}

/**
 * A call that never got an answer: the browser is offline, or the server could not be reached.
 * Its message says which, in words an owner can act on; a change made offline is never sent.
 */
export class NetworkError extends Error {
  constructor(readonly offline: boolean) {
    super(offline ? NetworkMessages.offline : NetworkMessages.unreachable);
    this.name = 'NetworkError';
  }
}

export const NetworkMessages = { offline: ConnectionMessages.offline, unreachable: ConnectionMessages.unreachable } as const;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** fetch, with a failure to connect turned into a NetworkError. */
async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError(!isOnline());
    throw error;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw apiErrorOf(response.status, (await response.text()) || response.statusText);
}

/**
 * fetch for a prepared request (the typed client's): a change made offline is refused at once
 * rather than left waiting for a connection, no answer is a NetworkError, a failure status an ApiError.
 */
export async function fetchChecked(request: Request): Promise<Response> {
  if (request.method !== 'GET' && !isOnline()) throw new NetworkError(true);
  const response = await send(request);
  await throwIfNotOk(response);
  return response;
}
