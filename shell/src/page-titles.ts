import { ROUTE_TABLE } from './route-table';

/**
 * The browser tab's title of each page, by its path: the titles of the route table
 * (route-table.ts). A test checks every path there has one.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_TABLE.flatMap((route) => (route.title === undefined ? [] : [[route.path, route.title]])),
);

export const NOT_FOUND_TITLE = 'Page not found';
