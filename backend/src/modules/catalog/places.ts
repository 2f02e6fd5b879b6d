import * as zipcodes from 'zipcodes';
import { US_STATE_CODES, US_STATE_NAMES, type GeocodeResult, type UsStateCode } from '@dct/contracts';

const ZIP = /^(\d{5})(?:-\d{4})?$/;

const stateByName = new Map<string, UsStateCode>(US_STATE_CODES.map((code) => [US_STATE_NAMES[code].toLowerCase(), code]));

function stateCode(value: string): UsStateCode | undefined {
  const upper = value.trim().toUpperCase();
  if ((US_STATE_CODES as readonly string[]).includes(upper)) return upper as UsStateCode;
  return stateByName.get(value.trim().toLowerCase());
}

/**
 * "City, ST" or "City, State"; without a comma the state is the last word or two ("Salt Lake
 * City UT", "Raleigh North Carolina"). A city alone names no single place.
 */
function splitCityState(text: string): [string, UsStateCode] | undefined {
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const state = stateCode(text.slice(comma + 1));
    const city = text.slice(0, comma).trim();
    return state && city ? [city, state] : undefined;
  }
  const words = text.split(' ');
  for (const stateWords of [1, 2]) {
    if (words.length <= stateWords) break;
    const state = stateCode(words.slice(-stateWords).join(' '));
    if (state) return [words.slice(0, -stateWords).join(' '), state];
  }
  return undefined;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A US ZIP code or "City, ST" as a point, offline, from the ZIP code table the `zipcodes`
 * package ships (US Census ZCTA centroids). A city is the centre of its ZIP codes.
 * Undefined when the place is not in the table.
 */
export function geocodePlace(query: string): GeocodeResult | undefined {
  const text = query.trim().replace(/\s+/g, ' ');
  const zip = ZIP.exec(text);
  if (zip) {
    const place = zipcodes.lookup(zip[1]);
    if (!place || place.country !== 'US') return undefined;
    return { lat: place.latitude, lng: place.longitude, label: `${place.city}, ${place.state} ${place.zip}` };
  }
  const cityState = splitCityState(text);
  if (!cityState) return undefined;
  const [city, state] = cityState;
  const places = zipcodes.lookupByName(city, state).filter((place) => place.country === 'US');
  if (places.length === 0) return undefined;
  const lat = places.reduce((sum, place) => sum + place.latitude, 0) / places.length;
  const lng = places.reduce((sum, place) => sum + place.longitude, 0) / places.length;
  return { lat: round(lat), lng: round(lng), label: `${places[0].city}, ${state}` };
}
