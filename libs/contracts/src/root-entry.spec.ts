/**
 * `@dct/contracts` is a shared singleton every page loads at start: its root entry must run
 * without zod, which only the forms and the API need (through `@dct/contracts/schemas`).
 */
describe('the root entry', () => {
  const withoutZod = <T>(load: () => T): T => {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod loaded');
      });
      loaded = load();
    });
    return loaded as T;
  };

  afterEach(() => jest.dontMock('zod'));

  it('runs without zod', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const contracts = withoutZod(() => require('./index') as typeof import('./index'));
    expect(contracts.VehicleMessages.makeRequired).toBe('Make is required');
    expect(contracts.isIsoDate('2024-02-29')).toBe(true);
    expect(Object.keys(contracts).some((name) => /Schema$/.test(name))).toBe(false);
  });

  it('leaves the schemas to @dct/contracts/schemas, which does load zod', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(() => withoutZod(() => require('./schemas') as typeof import('./schemas'))).toThrow('zod loaded');
  });
});
