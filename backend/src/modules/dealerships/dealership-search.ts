import type { EntityManager } from 'typeorm';
import type { Dealer, DealerListItem, DealerListQuery, Dealership, DealershipSearchQuery } from '@dct/contracts';
import type { StoredRow } from '../../common/owned-records';
import { toDealerResponse } from './dto/dealer.response';

/** Miles per degree of latitude, and the Earth's mean radius in miles (great-circle distance). */
const MILES_PER_DEGREE = 69.0;
export const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles: the same formula as the SQL below, for tests and callers. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The haversine distance in SQL from the point in parameters `lat` and `lng` to a dealers row `d`,
 * in miles; null for a dealer without coordinates (`least` skips nulls, so they are ruled out first).
 */
const distanceSql = (lat: string, lng: string) => `CASE WHEN d.lat IS NOT NULL AND d.lng IS NOT NULL THEN 2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
                power(sin(radians(d.lat - ${lat}::float8) / 2), 2)
                + cos(radians(${lat}::float8)) * cos(radians(d.lat)) * power(sin(radians(d.lng - ${lng}::float8) / 2), 2)
              ))) END`;

/** The most results one search returns (nearest first). */
export const SEARCH_LIMIT = 100;

/**
 * Dealers the owner can see (the directory and their own) with coordinates within `radius`
 * miles of the point, nearest first. A bounding box the index can use narrows the rows before
 * the exact distance is computed; a dealer exactly at the radius is included.
 */
export async function searchDealerships(manager: EntityManager, userId: number, query: DealershipSearchQuery): Promise<Dealership[]> {
  const { lat, lng, radius, make } = query;
  const latSpan = radius / MILES_PER_DEGREE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  // Near the poles a box in longitude means nothing: search every longitude.
  const lngSpan = cosLat > 0.01 ? Math.min(180, radius / (MILES_PER_DEGREE * cosLat)) : 180;
  const rows = await manager.query<Array<Dealership & { distance: number }>>(
    `SELECT * FROM (
       SELECT d.id, d.name, d.address, d.city, d.state, d.zip, d.phone, d.website, d.services, d.makes,
              ${distanceSql('$1', '$2')} AS distance
       FROM dealers d
       WHERE (d.household_id IS NULL OR d.household_id = $3::int)
         AND d.lat BETWEEN $4::float8 AND $5::float8
         AND ($8::float8 >= 180 OR d.lng BETWEEN $6::float8 AND $7::float8)
         AND ($9::text IS NULL OR EXISTS (SELECT 1 FROM unnest(d.makes) AS m(name) WHERE lower(m.name) = lower($9::text)))
     ) found
     WHERE distance <= $10::float8 + 1e-9
     ORDER BY distance, lower(name), id
     LIMIT ${SEARCH_LIMIT}`,
    [lat, lng, userId, lat - latSpan, lat + latSpan, lng - lngSpan, lng + lngSpan, lngSpan, make ?? null, radius],
  );
  return rows.map((row) => ({ ...row, distance: Number(row.distance) }));
}

/** A page of GET /api/dealers and the number of dealers matching in all. */
export interface DealerPage {
  items: DealerListItem[];
  total: number;
}

/**
 * One page of the dealers the owner can see (the directory and their own), by name; with a
 * point, nearest first (dealers without coordinates last, by name) with their distance. `q`
 * matches the name, a make, the city or the ZIP code, ignoring case, anywhere in the text.
 */
export async function listDealers(
  manager: EntityManager,
  userId: number,
  query: Pick<DealerListQuery, 'q' | 'limit' | 'page'>,
  point?: { lat: number; lng: number },
): Promise<DealerPage> {
  const distance = point ? distanceSql('$5', '$6') : 'NULL::float8';
  const order = point ? 'distance NULLS LAST, lower(d.name), d.id' : 'lower(d.name), d.id';
  const rows = await manager.query<Array<StoredRow<Dealer> & { distance: number | null; total: number }>>(
    `SELECT d.id, d.name, d.address, d.city, d.state, d.zip, d.phone, d.email, d.website, d.lat, d.lng, d.makes, d.services,
            d.created_at, d.updated_at, d.household_id IS NOT NULL AS owned, ${distance} AS distance, count(*) OVER ()::int AS total
     FROM dealers d
     WHERE (d.household_id IS NULL OR d.household_id = $1::int)
       AND ($2::text IS NULL
         OR strpos(lower(d.name), $2::text) > 0
         OR strpos(lower(coalesce(d.city, '')), $2::text) > 0
         OR strpos(lower(coalesce(d.zip, '')), $2::text) > 0
         OR EXISTS (SELECT 1 FROM unnest(d.makes) AS m(name) WHERE strpos(lower(m.name), $2::text) > 0))
     ORDER BY ${order}
     LIMIT $3::int OFFSET $4::int`,
    [userId, query.q?.toLowerCase() ?? null, query.limit, (query.page - 1) * query.limit, ...(point ? [point.lat, point.lng] : [])],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: the count still says how many there are.
    total = query.page > 1 ? (await listDealers(manager, userId, { ...query, page: 1, limit: 1 })).total : 0;
  }
  return {
    items: rows.map(({ distance: miles, total: _total, ...row }) => ({ ...toDealerResponse(row), distance: miles === null ? null : Number(miles) })),
    total,
  };
}
