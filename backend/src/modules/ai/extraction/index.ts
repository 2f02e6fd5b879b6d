export { parseRepairOrderText } from './parse-repair-order-text';
export { RepairOrderExtractionModule } from './repair-order-extraction.module';
export { RepairOrderReader } from './repair-order-reader.service';
export type { RepairOrderFile, RepairOrderReading } from './repair-order-reading';
