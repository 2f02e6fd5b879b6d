import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  MAX_MILEAGE,
  VALUATION_METHODS,
  VISIT_FIELD_LABELS as LABELS,
  VISIT_STATUSES,
  VISIT_TEXT_LIMITS as LIMITS,
  VisitMessages as M,
  type UpdateVisitInput,
  type ValuationMethod,
  type VisitStatus,
} from '@dct/contracts';
import {
  OptionalBoolean,
  OptionalChoice,
  OptionalDate,
  OptionalText,
  OptionalWholeNumber,
  RequiredDate,
  RequiredId,
  RequiredText,
  Rules,
} from '../../../common/validators';

const text = (field: 'loaner_model' | 'loaner_notes' | 'issue_notes' | 'defect') =>
  OptionalText(LIMITS[field], { notText: M.textExpected(LABELS[field]), tooLong: M.tooLong(LABELS[field], LIMITS[field]) });
const mileage = (field: 'mileage_in' | 'mileage_out') => OptionalWholeNumber(0, MAX_MILEAGE, M.mileageInvalid(LABELS[field]));

/**
 * POST /api/visits (spec §5 "Create visit"), the rules of `visitFormSchema`. The form's
 * spellings (`loaner_provided`, `notes`) and the detail view's (`loaner_flag`, `issue_notes`)
 * are both accepted. The rules between fields (date out after date in, a completed visit has a
 * date out, mileage out after mileage in) are the table's constraints, checked on the stored row.
 */
export class CreateVisitDto implements Partial<Record<keyof UpdateVisitInput, unknown>> {
  @RequiredId(M.vehicleRequired)
  vehicle_id: number;

  @RequiredId(M.dealerRequired)
  dealer_id: number;

  @RequiredDate({ required: M.dateInRequired, invalid: M.dateInvalid(LABELS.date_in) })
  date_in: string;

  @OptionalDate(M.dateInvalid(LABELS.date_out))
  date_out?: string | null;

  @RequiredText(
    LIMITS.primary_issue,
    { required: M.primaryIssueRequired, tooLong: M.tooLong(LABELS.primary_issue, LIMITS.primary_issue) },
    'Transmission slipping',
  )
  primary_issue: string;

  @Rules(ApiProperty({ enum: VISIT_STATUSES, example: 'in_progress' }), IsIn(VISIT_STATUSES, { message: M.statusRequired }))
  status: VisitStatus;

  @OptionalBoolean(M.loanerInvalid)
  loaner_provided?: boolean | null;

  @OptionalBoolean(M.loanerInvalid)
  loaner_flag?: boolean | null;

  @text('loaner_model')
  loaner_model?: string | null;

  @text('loaner_notes')
  loaner_notes?: string | null;

  @text('issue_notes')
  notes?: string | null;

  @text('issue_notes')
  issue_notes?: string | null;

  @OptionalChoice(VALUATION_METHODS, M.valuationMethodInvalid)
  valuation_method?: ValuationMethod | null;

  @mileage('mileage_in')
  mileage_in?: number | null;

  @mileage('mileage_out')
  mileage_out?: number | null;

  /** Visits naming the same defect (case and spaces aside) are repeat repair attempts. */
  @text('defect')
  defect?: string | null;

  /** True when absent on create; null sets it back to true. */
  @OptionalBoolean(M.warrantyRepairInvalid)
  warranty_repair?: boolean | null;

  /** False when absent on create; null sets it back to false. */
  @OptionalBoolean(M.safetyDefectInvalid)
  safety_defect?: boolean | null;
}

/** PATCH /api/visits/{id} (the Edit Visit the spec leaves unshown): any subset; null clears an optional field. */
export class UpdateVisitDto extends PartialType(CreateVisitDto, { skipNullProperties: false }) {}
