import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CatalogMessages, DECODABLE_VIN, GEOCODE_QUERY_MAX, type CatalogOption, type DecodedVin, type GeocodeResult } from '@dct/contracts';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SignedIn } from '../../common/signed-in.guard';
import { CatalogService } from './catalog.service';
import { CatalogOptionResponse, DecodedVinResponse, GeocodeResponse } from './dto/catalog.response';
import { geocodePlace } from './places';

/** Reference data, the same for every owner: the browser may keep it 5 minutes (spec §9). */
const REFERENCE_DATA = 'private, max-age=300';
const makeId = new ParseIdPipe(CatalogMessages.makeNotFound);

function parseYear(value: string): number {
  if (!/^\d{4}$/.test(value) || Number(value) < 1900 || Number(value) > 2100) throw new InvalidFieldsError({ year: [CatalogMessages.yearInvalid] });
  return Number(value);
}

/** Spec §7: VIN decoding, makes and models (vPIC data shipped with the app). */
@ApiTags('catalog')
@Controller('vehicles')
@SignedIn()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('decode/:vin')
  @Header('Cache-Control', REFERENCE_DATA)
  @ApiOkResponse({
    type: DecodedVinResponse,
    description: "vPIC's answer; errorCode '0' when the VIN decoded cleanly, else errorCode and errorText say why (a bad check digit is '1')",
  })
  decode(@Param('vin') vin: string): Promise<DecodedVin> {
    if (!DECODABLE_VIN.test(vin)) throw new InvalidFieldsError({ vin: [CatalogMessages.vinInvalid] });
    return this.catalog.decode(vin);
  }

  @Get('manufacturers')
  @Header('Cache-Control', REFERENCE_DATA)
  @ApiOkResponse({ type: [CatalogOptionResponse], description: 'Makes of passenger cars, trucks and MPVs, by name' })
  manufacturers(): Promise<CatalogOption[]> {
    return this.catalog.manufacturers();
  }

  @Get('models/:makeId')
  @Header('Cache-Control', REFERENCE_DATA)
  @ApiOkResponse({ type: [CatalogOptionResponse], description: 'The models of the make, by name' })
  @ApiNotFoundResponse({ description: CatalogMessages.makeNotFound })
  models(@Param('makeId', makeId) id: number): Promise<CatalogOption[]> {
    return this.catalog.models(id);
  }

  @Get('models/:makeId/:year')
  @Header('Cache-Control', REFERENCE_DATA)
  @ApiOkResponse({ type: [CatalogOptionResponse], description: 'The models of the make made in that model year, by name' })
  @ApiNotFoundResponse({ description: CatalogMessages.makeNotFound })
  modelsOfYear(@Param('makeId', makeId) id: number, @Param('year') year: string): Promise<CatalogOption[]> {
    return this.catalog.models(id, parseYear(year));
  }
}

/** `GET /api/geocode?q=`: a ZIP code or "City, ST" as a point, for the dealership search. */
@ApiTags('catalog')
@Controller('geocode')
@SignedIn()
export class GeocodeController {
  @Get()
  @Header('Cache-Control', REFERENCE_DATA)
  @ApiQuery({ name: 'q', required: true, type: String, description: 'A ZIP code, or a city with its state ("Chicago, IL")' })
  @ApiOkResponse({ type: GeocodeResponse })
  @ApiNotFoundResponse({ description: CatalogMessages.locationNotFound })
  geocode(@Query('q') q: unknown): GeocodeResult {
    if (typeof q !== 'string' || !q.trim()) throw new InvalidFieldsError({ q: [CatalogMessages.locationRequired] });
    if (q.length > GEOCODE_QUERY_MAX) throw new InvalidFieldsError({ q: [CatalogMessages.queryTooLong] });
    const place = geocodePlace(q);
    if (!place) throw new NotFoundError(CatalogMessages.locationNotFound);
    return place;
  }
}
