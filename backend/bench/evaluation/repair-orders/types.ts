/**
 * Generated repair orders (a dealer's invoice for a service visit) with the truth for each file.
 *
 * Truth conventions
 * - dealer_name: the dealership's trading name as it is usually written ("Lakeside Ford"), without
 *   its legal suffix, address or the brand's logo text; a layout may print it in capitals, so compare
 *   without regard to case.
 * - date_in: the day the vehicle was received (RO opened, "Date In", "DATE RECEIVED", "Arrived"); an
 *   appointment date, a promised date or the day the page was printed is not date_in.
 * - date_out: the day the work was completed and the vehicle was ready ("Closed", "Date Out",
 *   "DATE COMPLETED", "Completed"). An "invoiced" or "printed" date is not date_out, even where it
 *   falls on another day. A same-day receipt or quick-lube invoice prints one date (and perhaps a
 *   "completed"/"ready" time): date_in and date_out are both that date.
 * - total: what the customer pays for this order: customer-pay labour, parts, shop supplies, fees and
 *   tax. It is 0 on a warranty order whose Customer Pay reads $0.00. Warranty and internal pay,
 *   a previous balance (already settled, shown for the account only) and line amounts are not it.
 * - ro_number: the repair order's own number as printed ("RO#", "R.O. No.", "Repair Order"), never the
 *   invoice number where both appear, nor the tag, stock, op-code or customer number. A document
 *   that has only an invoice number (an independent shop, a portal invoice) carries that as its number.
 * - mileage_in / mileage_out: whole miles; mileage_out is null when the order prints one reading only.
 * - warranty_repair: true when any repair line is paid by the manufacturer's warranty.
 * - complaint / cause / correction: the text of the first repair line's three Cs, as printed (compare
 *   without regard to case or runs of spaces); null when the layout prints no such field.
 */

export const REPAIR_ORDER_LAYOUTS = [
  'dms',
  'three_cs',
  'warranty',
  'split_pay',
  'two_page',
  'thermal',
  'portal',
  'preprinted',
  'greenbar',
  'quick_lube',
] as const;
/**
 * Designs written from the conventions above alone, apart from the ten the reading was tuned on:
 * generated only when asked for, so they measure how the reading does on layouts it has never seen.
 */
export const REPAIR_ORDER_LAYOUTS_HELD_OUT = ['fleet_invoice', 'tire_shop', 'ev_service', 'body_shop', 'multi_line_dms', 'european_dealer'] as const;
/**
 * Six more designs written from real repair orders of kinds none of the others imitate, after the
 * reading was tuned on all sixteen above: generated only when asked for; tuned on since the blind six were written.
 */
export const REPAIR_ORDER_LAYOUTS_UNSEEN = ['powersports', 'canadian_dealer', 'hand_written', 'recall_campaign', 'luxury_cover', 'service_history'] as const;
/**
 * Six more written blind: by someone who had never seen the reading, from these conventions and the
 * generator alone, of kinds none of the others imitate. Generated only when asked for; measured once
 * untouched, and tuned on since a further set was written apart from the reading.
 */
export const REPAIR_ORDER_LAYOUTS_BLIND = ['mobile_mechanic', 'heavy_truck', 'rv_coach', 'bilingual_us', 'goodwill_comeback', 'phone_app'] as const;
/**
 * Six more written blind, after all the others: by someone who never saw the reading, from these
 * conventions and the generator alone, of kinds none of the others imitate. Generated only when
 * asked for; measured once untouched, and tuned on since a further set was written apart from the
 * reading.
 */
export const REPAIR_ORDER_LAYOUTS_SEALED = ['fax_copy', 'cloud_dms', 'japanese_dealer', 'paid_slip', 'estimate_deposit', 'emailed_invoice'] as const;
/**
 * Six more written blind, after the sealed six: by someone who never saw the reading, from these
 * conventions and the generator alone, of kinds none of the others imitate. Generated only when
 * asked for, never tuned on.
 */
export const REPAIR_ORDER_LAYOUTS_FRESH = ['service_contract', 'loaner_agreement', 'customer_copy', 'inspection_report', 'tablet_esign', 'due_bill'] as const;
/**
 * Six more written blind, after the fresh six: by someone who never saw the reading, from these
 * conventions and the generator alone, of kinds none of the others imitate. Generated only when
 * asked for, never tuned on.
 */
export const REPAIR_ORDER_LAYOUTS_LATER = [
  'account_statement',
  'warranty_claim',
  'puerto_rico_dealer',
  'handheld_ticket',
  'downtime_letter',
  'cashier_receipt',
] as const;
/**
 * Six more written blind, after the later six: by someone who never saw the reading, from these
 * conventions and the generator alone, of kinds none of the others imitate. Generated only when
 * asked for, never tuned on.
 */
export const REPAIR_ORDER_LAYOUTS_RECENT = [
  'quebec_dealer',
  'roadside_tow',
  'fleet_authorization',
  'carbon_triplicate',
  'text_thread',
  'valet_pickup',
] as const;
/**
 * Six more written blind, after the recent six: by someone who never saw the reading, from these
 * conventions and the generator alone, of kinds none of the others imitate. Generated only when
 * asked for, never tuned on.
 */
export const REPAIR_ORDER_LAYOUTS_NEWEST = [
  'lemon_law_exhibit',
  'spreadsheet_export',
  'vietnamese_bilingual',
  'booking_marketplace',
  'terminal_inquiry',
  'annotated_copy',
] as const;
/** The sets by the name the bench and write-samples.js take, in the order they were written. */
export const REPAIR_ORDER_LAYOUT_SETS = {
  tuned: REPAIR_ORDER_LAYOUTS,
  'held-out': REPAIR_ORDER_LAYOUTS_HELD_OUT,
  unseen: REPAIR_ORDER_LAYOUTS_UNSEEN,
  blind: REPAIR_ORDER_LAYOUTS_BLIND,
  sealed: REPAIR_ORDER_LAYOUTS_SEALED,
  fresh: REPAIR_ORDER_LAYOUTS_FRESH,
  later: REPAIR_ORDER_LAYOUTS_LATER,
  recent: REPAIR_ORDER_LAYOUTS_RECENT,
  newest: REPAIR_ORDER_LAYOUTS_NEWEST,
} as const;
export type RepairOrderLayout =
  | (typeof REPAIR_ORDER_LAYOUTS)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_HELD_OUT)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_UNSEEN)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_BLIND)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_SEALED)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_FRESH)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_LATER)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_RECENT)[number]
  | (typeof REPAIR_ORDER_LAYOUTS_NEWEST)[number];

/** A PDF with its text, a scan embedded in a PDF, a screenshot, a phone photo. */
export const REPAIR_ORDER_MEDIA = ['pdf_text', 'pdf_scan', 'png', 'photo_jpeg'] as const;
export type RepairOrderMedium = (typeof REPAIR_ORDER_MEDIA)[number];

export interface RepairOrderTruth {
  dealer_name: string;
  /** ISO date. */
  date_in: string;
  /** ISO date. */
  date_out: string;
  /** Dollars the customer pays, to the cent. */
  total: number;
  ro_number: string;
  mileage_in: number;
  mileage_out: number | null;
  warranty_repair: boolean;
  complaint: string | null;
  cause: string | null;
  correction: string | null;
}

export interface RepairOrderCase {
  id: string;
  layout: RepairOrderLayout;
  medium: RepairOrderMedium;
  fileName: string;
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg';
  bytes: Buffer;
  truth: RepairOrderTruth;
}

export interface GenerateOptions {
  seed: number;
  count: number;
  /** Only these layouts (default: the ten tuned on; pass REPAIR_ORDER_LAYOUTS_HELD_OUT, REPAIR_ORDER_LAYOUTS_UNSEEN, REPAIR_ORDER_LAYOUTS_BLIND, REPAIR_ORDER_LAYOUTS_SEALED, REPAIR_ORDER_LAYOUTS_FRESH, REPAIR_ORDER_LAYOUTS_LATER, REPAIR_ORDER_LAYOUTS_RECENT or REPAIR_ORDER_LAYOUTS_NEWEST for the others). */
  layouts?: readonly RepairOrderLayout[];
  /** Only these media (default: all). */
  media?: readonly RepairOrderMedium[];
}
