/**
 * The offline repair-order reader (OCR and parser) as this module uses it. The reader itself
 * lives in `./extraction` (RepairOrderExtractionModule, which exports `RepairOrderReader`); the
 * AI module binds this token to it, so the providers and the worker depend only on this shape.
 */
export const REPAIR_ORDER_READER = Symbol('REPAIR_ORDER_READER');

// The shapes the reader defines, so the two never drift apart.
import type { RepairOrderFile, RepairOrderReading } from './extraction/repair-order-reading';

export type { RepairOrderFile, RepairOrderReading };

export interface RepairOrderReaderPort {
  read(file: RepairOrderFile): Promise<RepairOrderReading>;
}
