export { generateRepairOrders, planRepairOrders } from './generate';
export * from './types';
