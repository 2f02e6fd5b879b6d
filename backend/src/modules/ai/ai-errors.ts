import { type ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { AllExceptionsFilter } from '../../common/all-exceptions.filter';

/**
 * The assistant could not do its work for a reason outside the request: the AI service failed
 * or answered nonsense (502), took too long (504), or a part is not running (503). The owner's
 * input was fine, so it is never a 4xx; the message says what happened and that a retry may work.
 */
export class AiUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503 | 504,
  ) {
    super(message);
    this.name = 'AiUnavailableError';
  }
}

/** The AI routes' errors: AiUnavailableError as its status; everything else as every route answers. */
@Catch()
export class AiErrorsFilter extends AllExceptionsFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    super.catch(exception instanceof AiUnavailableError ? new HttpException(exception.message, exception.status) : exception, host);
  }
}
