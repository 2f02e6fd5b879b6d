import { z } from 'zod';
import { emptyToUndefined } from '../fields';
import { US_STATE_CODES } from '../lemon-law/us-states';
import { DealerMessages } from '../dealer';
import { TextMessages } from '../messages';
import { MAX_MILEAGE, MAX_ROW_ID, MIN_VEHICLE_YEAR, VIN_LENGTH, maxVehicleYear } from '../limits';
import { PURCHASE_TYPES, VEHICLE_CONDITIONS, VEHICLE_FIELD_LABELS, VEHICLE_SEGMENTS, VEHICLE_TEXT_LIMITS, VIN_PATTERN, VehicleMessages } from '../vehicle';
import { optionalChoice, optionalDate, optionalLabelledText, optionalMoney, requiredText } from './fields';

const textRule = (field: 'trim' | 'license_plate' | 'notes') =>
  // Notes may run over several lines; the rest is printed on one.
  optionalLabelledText(VehicleMessages, VEHICLE_FIELD_LABELS[field], VEHICLE_TEXT_LIMITS[field], field !== 'notes');
const moneyRule = (field: 'monthly_payment' | 'msrp' | 'purchase_price') => optionalMoney(VehicleMessages.amountInvalid(VEHICLE_FIELD_LABELS[field]));

/**
 * The add/edit vehicle form (spec §5). The year's upper bound moves with the calendar,
 * so the schema is built for a given day.
 */
export function vehicleFormSchema(now: Date = new Date()) {
  const maxYear = maxVehicleYear(now);
  return z.object({
    year: z
      // Absent or null: required; an empty box (NaN) keeps zod's words (spec §5); other types (text): not a whole number.
      .number({
        errorMap: (issue, ctx) => {
          if (issue.code !== 'invalid_type' || issue.received === 'nan') return { message: ctx.defaultError };
          return { message: issue.received === 'undefined' || issue.received === 'null' ? VehicleMessages.yearRequired : VehicleMessages.yearWhole };
        },
      })
      .int(VehicleMessages.yearWhole)
      .min(MIN_VEHICLE_YEAR, VehicleMessages.yearRange(maxYear))
      .max(maxYear, VehicleMessages.yearRange(maxYear)),
    make: requiredText(VEHICLE_TEXT_LIMITS.make, {
      required: VehicleMessages.makeRequired,
      tooLong: VehicleMessages.tooLong(VEHICLE_FIELD_LABELS.make, VEHICLE_TEXT_LIMITS.make),
      singleLine: TextMessages.singleLine(VEHICLE_FIELD_LABELS.make),
    }),
    model: requiredText(VEHICLE_TEXT_LIMITS.model, {
      required: VehicleMessages.modelRequired,
      tooLong: VehicleMessages.tooLong(VEHICLE_FIELD_LABELS.model, VEHICLE_TEXT_LIMITS.model),
      singleLine: TextMessages.singleLine(VEHICLE_FIELD_LABELS.model),
    }),
    trim: textRule('trim'),
    // Optional (a vehicle added from the catalog may not have it at hand): blank means absent; a VIN given is checked whole.
    vin: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToUndefined(value.trim()) : emptyToUndefined(value)),
      z
        .string({ invalid_type_error: VehicleMessages.vinLength })
        .length(VIN_LENGTH, VehicleMessages.vinLength)
        .regex(VIN_PATTERN, VehicleMessages.vinCharacters)
        .transform((vin) => vin.toUpperCase())
        .optional(),
    ),
    purchase_date: optionalDate(VehicleMessages.purchaseDateInvalid),
    monthly_payment: moneyRule('monthly_payment'),
    msrp: moneyRule('msrp'),
    license_plate: textRule('license_plate'),
    purchase_price: moneyRule('purchase_price'),
    notes: textRule('notes'),
    purchase_type: optionalChoice(PURCHASE_TYPES, VehicleMessages.purchaseTypeInvalid),
    segment: optionalChoice(VEHICLE_SEGMENTS, VehicleMessages.segmentInvalid),
    registration_state: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toUpperCase()) : emptyToUndefined(value)),
      z.enum(US_STATE_CODES, { errorMap: () => ({ message: VehicleMessages.registrationStateInvalid }) }).optional(),
    ),
    delivery_date: optionalDate(VehicleMessages.deliveryDateInvalid),
    delivery_mileage: z.preprocess(
      emptyToUndefined,
      z
        .number({ invalid_type_error: VehicleMessages.deliveryMileageInvalid })
        .int(VehicleMessages.deliveryMileageInvalid)
        .min(0, VehicleMessages.deliveryMileageInvalid)
        .max(MAX_MILEAGE, VehicleMessages.deliveryMileageInvalid)
        .optional(),
    ),
    // No default here: an edit form without the field must not turn a used vehicle back into a new one.
    condition: optionalChoice(VEHICLE_CONDITIONS, VehicleMessages.conditionInvalid),
    // A dealer the owner can see (the API answers 404 'Dealer not found' otherwise); blank is none.
    preferred_dealer_id: z.preprocess(
      emptyToUndefined,
      z
        .number({ invalid_type_error: DealerMessages.notFound })
        .int(DealerMessages.notFound)
        .positive(DealerMessages.notFound)
        .max(MAX_ROW_ID, DealerMessages.notFound)
        .optional(),
    ),
  });
}

export type VehicleFormValues = z.infer<ReturnType<typeof vehicleFormSchema>>;
