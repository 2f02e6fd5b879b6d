import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENT_ROUTE = 'dct:idempotent';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer given again from what was stored under its key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * A route that creates something: it runs in one transaction, and a request resent with the same
 * `Idempotency-Key` is applied once (see IdempotencyInterceptor).
 */
export const Idempotent = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_ROUTE, true),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'A unique key (1 to 255 visible ASCII characters, e.g. a UUID) for this change: sent again with the same body within 24 hours, ' +
        `the first answer comes back (with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) and nothing is saved twice; with another body, 422; ` +
        'while the first is still running, 409.',
      schema: { type: 'string', maxLength: 255 },
    }),
  );
