import { Module } from '@nestjs/common';
import { GeocodeController } from './catalog.controller';
import { CatalogService } from './catalog.service';

/**
 * The vehicle catalog (VIN decoding, makes, models) and place lookup, offline. The catalog's
 * /api/vehicles/… routes are VehicleRoutesModule's.
 */
@Module({
  controllers: [GeocodeController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
