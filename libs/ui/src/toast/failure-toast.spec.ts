import { ApiError, NetworkError, apiErrorOf } from '../api/api-client';
import { failureTexts } from './failure-toast';

const fallback = { title: 'Error sending reminder', description: 'Failed to send the reminder. Please try again.' };

describe(failureTexts.name, () => {
  it('says the one offline sentence for any change made offline, whatever the change', () => {
    expect(failureTexts(new NetworkError(true), fallback)).toEqual({ title: "You're offline — nothing was saved. It will be kept here until you retry." });
    expect(failureTexts(new NetworkError(true), { title: 'Failed to update vehicle' }, { serverReason: true })).toEqual({
      title: "You're offline — nothing was saved. It will be kept here until you retry.",
    });
  });

  it('says the server could not be reached, in the same voice, when the browser thinks it is online', () => {
    expect(failureTexts(new NetworkError(false), fallback)).toEqual({
      title: 'The server could not be reached — nothing was saved. It will be kept here until you retry.',
    });
  });

  it("gives the server's reason only when asked to, and the caller's words otherwise", () => {
    const refused = apiErrorOf(409, '{"statusCode":409,"message":"A Closed claim cannot move to Response","error":"Conflict"}');
    expect(failureTexts(refused, fallback, { serverReason: true })).toEqual({ title: fallback.title, description: 'A Closed claim cannot move to Response' });
    expect(failureTexts(refused, fallback)).toEqual(fallback);
    expect(failureTexts(new ApiError(500, '500: oops'), fallback, { serverReason: true })).toEqual(fallback);
    expect(failureTexts(new TypeError('boom'), fallback)).toEqual(fallback);
  });
});
