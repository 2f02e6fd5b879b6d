import { remoteFailure, remoteNotListed } from './remote-errors';

describe('remote failures in plain words', () => {
  const strictVersion = new Error(
    '[ Federation Runtime ]: Version 5.108.0 from shell of shared singleton module @tanstack/react-query does not satisfy the requirement of mf_vehicles which needs ^6.0.0)',
  );

  it('names the library and both versions when a remote was built against another major', () => {
    const failure = remoteFailure('mf_vehicles', strictVersion, true);
    expect(failure.message).toBe(
      "The vehicles area was built for @tanstack/react-query ^6.0.0, but this app runs @tanstack/react-query 5.108.0. It needs to be rebuilt against the app's version.",
    );
    expect(failure.retryWhenOnline).toBe(false);
  });

  it('says an area will load when the connection returns, offline', () => {
    const failure = remoteFailure('mf_claims', new TypeError('Failed to fetch'), false);
    expect(failure.message).toBe("You're offline. The claims area will load when the connection returns.");
    expect(failure.retryWhenOnline).toBe(true);
    expect(failure.offline).toBe(true);
    expect(remoteFailure('mf_claims', new TypeError('Failed to fetch'), true).offline).toBe(false);
  });

  it('keeps the runtime codes out of the message', () => {
    const failure = remoteFailure('mf_ai_assistant', new Error('[ Federation Runtime ]: RUNTIME-003: Failed to get manifest.'), true);
    expect(failure.message).toBe('The assistant area could not be loaded. Check your connection and try again.');
    expect(failure.message).not.toMatch(/RUNTIME|Federation/);
  });

  it('tells a remote missing from remotes.json apart', () => {
    expect(remoteNotListed('mf_public').message).toBe('The public pages area is not set up on this site.');
  });
});
