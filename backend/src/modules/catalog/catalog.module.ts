import { Module } from '@nestjs/common';
import { CatalogController, GeocodeController } from './catalog.controller';
import { CatalogService } from './catalog.service';

/**
 * The vehicle catalog (VIN decoding, makes, models) and place lookup, offline. Registered before
 * the Vehicles module, so `/api/vehicles/manufacturers` is not taken for a vehicle id.
 */
@Module({
  controllers: [CatalogController, GeocodeController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
