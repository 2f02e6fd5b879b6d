import type { Vehicle } from './vehicle';
import type { ValuationMethod } from './visit';

/** Spec §9: without a monthly payment, a day out of service is valued at $90. */
export const DEFAULT_DAILY_RATE = 90;
/** Spec §9: a month of payments covers 30 days. */
export const DAYS_PER_MONTH = 30;

/** A claim's method unless the owner picks one: the monthly payment when the vehicle has one (spec §3). */
export const defaultValuationMethod = (vehicle: Pick<Vehicle, 'monthly_payment'>): ValuationMethod =>
  vehicle.monthly_payment ? 'MonthlyPayment' : 'DailyFlatRate';

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** What one day without the car is worth: the payment over 30 days, else the flat rate. */
export function dailyValue(vehicle: Pick<Vehicle, 'monthly_payment'>, method: ValuationMethod): number {
  return method === 'MonthlyPayment' && vehicle.monthly_payment ? roundCents(vehicle.monthly_payment / DAYS_PER_MONTH) : DEFAULT_DAILY_RATE;
}

/** Days × daily value, in dollars and cents. */
export const downtimeValue = (days: number, daily: number) => roundCents(days * daily);
