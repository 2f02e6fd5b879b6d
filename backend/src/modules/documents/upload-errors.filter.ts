import { Catch } from '@nestjs/common';
import type { ApiErrorBody } from '@dct/contracts';
import { AllExceptionsFilter } from '../../common/all-exceptions.filter';

/**
 * The upload's client shows the server's words from the body's `error` field (spec §7: "an
 * error body reads error"), so for this route `error` repeats the readable `message` instead of
 * the HTTP reason phrase. Status and everything else are as every route answers.
 */
@Catch()
export class UploadErrorsFilter extends AllExceptionsFilter {
  protected override present(error: ApiErrorBody): ApiErrorBody {
    return { ...error, error: error.message };
  }
}
