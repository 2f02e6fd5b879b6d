import type { Visit, VisitStatus } from '@dct/contracts';

// The visit form's fields and their starting values, apart from the form itself: the dialogs
// that open a form use them before the form's code (and react-hook-form) has loaded.

/** What the inputs hold before the schema parses them (selects give text, empty number boxes NaN). */
export interface VisitFormFields {
  vehicle_id: string;
  dealer_id: string;
  date_in: string;
  date_out: string;
  primary_issue: string;
  status: VisitStatus;
  loaner_provided: boolean;
  loaner_model: string;
  loaner_notes: string;
  notes: string;
  valuation_method: string;
  mileage_in?: number;
  mileage_out?: number;
  defect: string;
  warranty_repair: boolean;
  safety_defect: boolean;
  ro_number: string;
  complaint: string;
  cause: string;
  correction: string;
}

/** A new visit (spec §4: in progress), for a vehicle chosen beforehand if any. */
export function emptyVisitFields(vehicleId?: number): VisitFormFields {
  return {
    vehicle_id: vehicleId === undefined ? '' : String(vehicleId),
    dealer_id: '',
    date_in: '',
    date_out: '',
    primary_issue: '',
    status: 'in_progress',
    loaner_provided: false,
    loaner_model: '',
    loaner_notes: '',
    notes: '',
    valuation_method: '',
    mileage_in: undefined,
    mileage_out: undefined,
    defect: '',
    warranty_repair: true,
    safety_defect: false,
    ro_number: '',
    complaint: '',
    cause: '',
    correction: '',
  };
}

export function visitToFields(visit: Visit): VisitFormFields {
  return {
    vehicle_id: String(visit.vehicle_id),
    dealer_id: String(visit.dealer_id),
    date_in: visit.date_in,
    date_out: visit.date_out ?? '',
    primary_issue: visit.primary_issue,
    status: visit.status,
    loaner_provided: visit.loaner_provided,
    loaner_model: visit.loaner_model ?? '',
    loaner_notes: visit.loaner_notes ?? '',
    notes: visit.notes ?? '',
    valuation_method: visit.valuation_method ?? '',
    mileage_in: visit.mileage_in ?? undefined,
    mileage_out: visit.mileage_out ?? undefined,
    defect: visit.defect ?? '',
    warranty_repair: visit.warranty_repair,
    safety_defect: visit.safety_defect,
    ro_number: visit.ro_number ?? '',
    complaint: visit.complaint ?? '',
    cause: visit.cause ?? '',
    correction: visit.correction ?? '',
  };
}
