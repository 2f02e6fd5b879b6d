import { Injectable } from '@nestjs/common';
import { PushMessages, hostMatches } from '@dct/contracts';
import type { AppConfig } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { OutboundRule } from '../../infra/outbound/outbound-rule';
import type { OutboundUrl, OutboundUrlProblem } from '../../infra/outbound/outbound-url';

const PROBLEM_MESSAGES: Record<OutboundUrlProblem, string> = {
  invalid: PushMessages.endpointInvalid,
  'not-https': PushMessages.endpointNotHttps,
  address: PushMessages.serviceUnknown,
};

/** How long subscribing waits for the push service's name to resolve before leaving the check to the connection. */
const SUBSCRIBE_LOOKUP_MS = 5_000;

/**
 * Where push messages may go: the outbound-address rule (a browser's address is a user's input,
 * so never OUTBOUND_PRIVATE_HOSTS), then a push service of PUSH_SERVICE_HOSTS over https://;
 * outside production also http:// to this machine (a push service run in tests). Checked on
 * subscribing, before each message, and by the rule's agents at each connection.
 */
@Injectable()
export class PushEndpoints {
  readonly rule: OutboundRule;
  private readonly serviceHosts: readonly string[];

  constructor(@InjectConfig() config: AppConfig) {
    this.rule = new OutboundRule({ allowLoopback: config.outbound.allowLoopback });
    this.serviceHosts = config.push.serviceHosts;
  }

  /** The URL to post to, or the message (PushMessages) saying why the address is refused. */
  check(endpoint: string): { url: OutboundUrl } | { problem: string } {
    const parsed = this.rule.check(endpoint);
    if ('problem' in parsed) return { problem: PROBLEM_MESSAGES[parsed.problem] };
    if (parsed.url.protocol === 'https:' && !hostMatches(parsed.url.hostname, this.serviceHosts)) return { problem: PushMessages.serviceUnknown };
    return parsed;
  }

  /** The subscription body's check of its address (no lookup). */
  problemOf(endpoint: string): string | null {
    const checked = this.check(endpoint);
    return 'problem' in checked ? checked.problem : null;
  }

  /**
   * On subscribing, after `check`: a push service whose name resolves to an address inside the
   * network is refused at once. A name that does not resolve (or not in time) is no answer either
   * way: every message's connection is checked again.
   */
  async resolvesAllowed(url: OutboundUrl): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const undecided = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), SUBSCRIBE_LOOKUP_MS)));
    try {
      return await Promise.race([this.rule.resolvesAllowed(url).catch(() => true), undecided]);
    } finally {
      clearTimeout(timer);
    }
  }
}
