import { Injectable } from '@nestjs/common';
import { AiMessages } from '@dct/contracts';
import { AiUnavailableError } from './ai-errors';
import type { RepairOrderReaderPort, RepairOrderReading } from './repair-order-reader.port';

/** Stands in for the offline reader in a build without one: extraction answers 503 and says so. */
@Injectable()
export class UnavailableRepairOrderReader implements RepairOrderReaderPort {
  read(): Promise<RepairOrderReading> {
    return Promise.reject(new AiUnavailableError(AiMessages.readerUnavailable, 503));
  }
}
