import { safeReturnPath } from './auth';

describe(safeReturnPath.name, () => {
  it.each(['/', '/vehicles', '/vehicles/7/edit?tab=1'])('keeps the same-site path %p', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\/evil.example',
    'vehicles',
    '',
    42,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('normalises what a browser would normalise, staying on this site', () => {
    expect(safeReturnPath('/vehicles/../claims')).toBe('/claims');
    expect(safeReturnPath('/veh\ticles')).toBe('/vehicles');
  });
});
