import { Calculator } from 'lucide-react';
import { DAYS_PER_MONTH, VALUATION_METHODS, dailyValue, defaultValuationMethod, downtimeValue, type ValuationMethod, type Vehicle } from '@dct/contracts';
import { Button, formatMoney } from '@dct/ui';
import { dayCount } from '../utils/visit-option';
import '../claims.css';

const isMethod = (value: string): value is ValuationMethod => (VALUATION_METHODS as readonly string[]).includes(value);

export interface ValuationHintProps {
  days: number;
  vehicle: Pick<Vehicle, 'monthly_payment'>;
  /** The chosen method, or '' for the vehicle's default. */
  method: string;
  onUse: (total: number) => void;
}

/** What the downtime is worth by the method ('' for the vehicle's default): days × its daily value. */
export function worthOf(days: number, vehicle: Pick<Vehicle, 'monthly_payment'>, method: string): number {
  return downtimeValue(days, dailyValue(vehicle, isMethod(method) ? method : defaultValuationMethod(vehicle)));
}

/** What the downtime is worth (days × the daily value of the method), with a button to ask for it. */
export function ValuationHint({ days, vehicle, method, onUse }: ValuationHintProps) {
  const used = isMethod(method) ? method : defaultValuationMethod(vehicle);
  const daily = dailyValue(vehicle, used);
  const total = downtimeValue(days, daily);
  const basis =
    used === 'MonthlyPayment' && vehicle.monthly_payment ? `${formatMoney(vehicle.monthly_payment)} a month ÷ ${DAYS_PER_MONTH}` : 'daily flat rate';
  return (
    <div className="valuation-hint" aria-live="polite">
      <Calculator aria-hidden />
      <p className="small">
        {dayCount(days)} × {formatMoney(daily)} a day ({basis}) = <strong>{formatMoney(total)}</strong>
      </p>
      {total > 0 && (
        <Button variant="outline" size="sm" onClick={() => onUse(total)}>
          Use {formatMoney(total)}
        </Button>
      )}
    </div>
  );
}
