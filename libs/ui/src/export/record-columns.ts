import { PURCHASE_TYPE_LABELS, VISIT_STATUS_LABELS, valuationMethodLabel, type Claim, type Vehicle, type Visit } from '@dct/contracts';
import type { CsvColumn } from './csv';

// What each list's "Export CSV" writes: the fields an owner reads on the cards, as a spreadsheet
// wants them (dates as YYYY-MM-DD, money as plain dollars, yes/no for flags).

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const day = (timestamp: string | null) => (timestamp ? timestamp.slice(0, 10) : '');

export const VEHICLE_CSV_COLUMNS: ReadonlyArray<CsvColumn<Vehicle>> = [
  { header: 'Vehicle #', value: (v) => v.id },
  { header: 'Year', value: (v) => v.year },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Trim', value: (v) => v.trim },
  { header: 'VIN', value: (v) => v.vin },
  { header: 'License plate', value: (v) => v.license_plate },
  { header: 'Purchase type', value: (v) => (v.purchase_type ? PURCHASE_TYPE_LABELS[v.purchase_type] : '') },
  { header: 'Purchase date', value: (v) => v.purchase_date },
  { header: 'Purchase price (USD)', value: (v) => v.purchase_price },
  { header: 'Monthly payment (USD)', value: (v) => v.monthly_payment },
  { header: 'Days out of service', value: (v) => v.downtime_days },
  { header: 'Visits', value: (v) => v.visit_count },
  { header: 'Notes', value: (v) => v.notes },
];

export const VISIT_CSV_COLUMNS: ReadonlyArray<CsvColumn<Visit>> = [
  { header: 'Visit #', value: (v) => v.id },
  { header: 'Vehicle', value: (v) => v.vehicle_label },
  { header: 'Dealer', value: (v) => v.dealer_name },
  { header: 'Status', value: (v) => VISIT_STATUS_LABELS[v.status] },
  { header: 'Date in', value: (v) => v.date_in },
  { header: 'Date out', value: (v) => v.date_out },
  { header: 'Days', value: (v) => v.days },
  { header: 'Primary issue', value: (v) => v.primary_issue },
  { header: 'Defect', value: (v) => v.defect },
  { header: 'Warranty repair', value: (v) => yesNo(v.warranty_repair) },
  { header: 'Safety defect', value: (v) => yesNo(v.safety_defect) },
  { header: 'Loaner', value: (v) => yesNo(v.loaner_provided) },
  { header: 'Loaner model', value: (v) => v.loaner_model },
  { header: 'Mileage in', value: (v) => v.mileage_in },
  { header: 'Mileage out', value: (v) => v.mileage_out },
  { header: 'Notes', value: (v) => v.notes },
];

export const CLAIM_CSV_COLUMNS: ReadonlyArray<CsvColumn<Claim>> = [
  { header: 'Claim #', value: (c) => c.id },
  { header: 'Status', value: (c) => c.status },
  { header: 'Visit #', value: (c) => c.visit_id },
  { header: 'Vehicle', value: (c) => c.vehicle_label },
  { header: 'Dealer', value: (c) => c.dealer_name },
  { header: 'Primary issue', value: (c) => c.primary_issue },
  { header: 'Service start', value: (c) => c.date_in },
  { header: 'Service end', value: (c) => c.date_out },
  { header: 'Ask amount (USD)', value: (c) => c.ask_amount },
  { header: 'Valuation method', value: (c) => valuationMethodLabel(c.valuation_method) },
  { header: 'Contact email', value: (c) => c.contact_email },
  { header: 'Created', value: (c) => day(c.created_at) },
  { header: 'Sent', value: (c) => day(c.sent_at) },
  { header: 'Response due', value: (c) => c.response_due },
  { header: 'Overdue', value: (c) => yesNo(c.overdue) },
  { header: 'Recovered (USD)', value: (c) => c.recovered_amount },
  { header: 'Closed', value: (c) => day(c.closed_at) },
  { header: 'Outcome notes', value: (c) => c.outcome_notes },
];

/** One vehicle's visits, oldest first, for its "Downtime history". */
export const DOWNTIME_HISTORY_CSV_COLUMNS: ReadonlyArray<CsvColumn<Visit>> = [
  { header: 'Visit #', value: (v) => v.id },
  { header: 'Date in', value: (v) => v.date_in },
  { header: 'Date out', value: (v) => v.date_out },
  { header: 'Days out of service', value: (v) => v.days },
  { header: 'Status', value: (v) => VISIT_STATUS_LABELS[v.status] },
  { header: 'Dealer', value: (v) => v.dealer_name },
  { header: 'Primary issue', value: (v) => v.primary_issue },
  { header: 'Defect', value: (v) => v.defect },
  { header: 'Warranty repair', value: (v) => yesNo(v.warranty_repair) },
  { header: 'Safety defect', value: (v) => yesNo(v.safety_defect) },
  { header: 'Mileage in', value: (v) => v.mileage_in },
  { header: 'Mileage out', value: (v) => v.mileage_out },
];
