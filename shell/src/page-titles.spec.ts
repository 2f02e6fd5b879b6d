import { pageTitle } from '@dct/ui';
import { PAGE_TITLES } from './page-titles';
import { ROUTE_PATHS } from './routes';

describe('page titles', () => {
  it('names every page of the route tables', () => {
    expect(ROUTE_PATHS.filter((path) => !PAGE_TITLES[path])).toEqual([]);
  });

  it('reads "Page · Downtime Claim Tracker"', () => {
    expect(pageTitle(PAGE_TITLES['/vehicles'])).toBe('Vehicles · Downtime Claim Tracker');
    expect(pageTitle()).toBe('Downtime Claim Tracker');
  });
});
