import { safeReturnPath } from './auth';

describe(safeReturnPath.name, () => {
  it.each(['/', '/vehicles', '/vehicles/7/edit?tab=1'])('keeps the same-site path %p', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'vehicles', '', 42, undefined])('refuses %p', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
