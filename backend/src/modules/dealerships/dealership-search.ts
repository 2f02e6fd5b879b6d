import type { EntityManager } from 'typeorm';
import type { Dealership, DealershipSearchQuery } from '@dct/contracts';

/** Miles per degree of latitude, and the Earth's mean radius in miles (great-circle distance). */
const MILES_PER_DEGREE = 69.0;
export const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles: the same formula as the SQL below, for tests and callers. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
              2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
                power(sin(radians(d.lat - $1::float8) / 2), 2)
                + cos(radians($1::float8)) * cos(radians(d.lat)) * power(sin(radians(d.lng - $2::float8) / 2), 2)
              ))) AS distance
       FROM dealers d
       WHERE (d.user_id IS NULL OR d.user_id = $3::int)
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
