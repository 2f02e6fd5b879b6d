import { forgetFailedLoads } from './retry-failed-shares';

describe('forgetFailedLoads', () => {
  it('forgets a failed load of the library asked for, so the next attempt fetches again', async () => {
    const failed = Promise.reject(new Error('ChunkLoadError'));
    failed.catch(() => undefined);
    const other = Promise.reject(new Error('ChunkLoadError'));
    other.catch(() => undefined);
    const scopes = { default: { 'react-hook-form': { '7.62.0': { loading: failed, loaded: false } }, zod: { '3.25.76': { loading: other, loaded: false } } } };
    await forgetFailedLoads(scopes, 'react-hook-form');
    expect(scopes.default['react-hook-form']['7.62.0'].loading).toBeNull();
    expect(scopes.default.zod['3.25.76'].loading).toBe(other);
  });

  it('keeps a load that succeeds, waiting for one still under way', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const underway = new Promise((resolve) => (finish = resolve));
    const scopes = { default: { zod: { '3.25.76': { loading: underway, loaded: false } } } };
    const checked = forgetFailedLoads(scopes, 'zod');
    finish({});
    await checked;
    expect(scopes.default.zod['3.25.76'].loading).toBe(underway);
  });
});
