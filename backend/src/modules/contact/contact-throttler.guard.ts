import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ContactMessages } from '@dct/contracts';
import { RateLimitedError } from '../../common/domain-errors';

/** Limits contact messages per client address, so the form cannot flood the support inbox. */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(): Promise<void> {
    return Promise.reject(new RateLimitedError(ContactMessages.tooMany));
  }
}
