import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CatalogMessages, GEOCODE_QUERY_MAX, type GeocodeResult } from '@dct/contracts';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { REFERENCE_DATA_CACHE } from '../../common/cache-control';
import { SignedIn } from '../../common/signed-in.guard';
import { GeocodeResponse } from './dto/catalog.response';
import { geocodePlace } from './places';

/** `GET /api/geocode?q=`: a ZIP code or "City, ST" as a point, for the dealership search. */
@ApiTags('catalog')
@Controller('geocode')
@SignedIn()
export class GeocodeController {
  @Get()
  @Header('Cache-Control', REFERENCE_DATA_CACHE)
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
