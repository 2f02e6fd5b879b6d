import type { ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Duplex } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { WebPushError, sendNotification } from 'web-push';
import type { PushPayload } from '@dct/contracts';
import type { AppConfig, VapidKeys } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import { ADDRESS_RULE_REFUSAL, isAddressRefusal, type OutboundRule } from '../../infra/outbound/outbound-rule';
import { PushEndpoints } from './push-endpoints';
import type { PushTarget } from './push-subscriptions.service';
import { loadOrCreateVapidKeys } from './vapid-keys';

/** How long a push service keeps a message for a browser that is offline: a day, after which the alert is old news. */
export const PUSH_TTL_SECONDS = 86_400;
/** Longest wait a push service may ask for (Retry-After) before the next attempt. */
const RETRY_AFTER_MAX_MS = 3_600_000;

/**
 * What became of one message. The reasons are kept in the outbox: they name a kind of answer
 * (HTTP 4xx, 5xx), never the push service's own words, an address, a port or a network error,
 * so the outbox tells nobody what answers where.
 */
export type PushOutcome =
  /** The push service accepted it (2xx). */
  | { outcome: 'sent'; status: number }
  /** The subscription has ended (404, 410): forget it. */
  | { outcome: 'gone'; status: number; reason: string }
  /** The address rule refused it; `forget` when the address itself can never pass (not only what its name resolved to). */
  | { outcome: 'blocked'; reason: typeof ADDRESS_RULE_REFUSAL; forget: boolean }
  /** The push service refused the request itself (another 4xx): sending it again would be refused again. */
  | { outcome: 'refused'; status: number; reason: string }
  /** The push service is busy or down (5xx, 408, 429), took too long, or could not be reached: try again later. */
  | { outcome: 'retry'; reason: string; retryAfterMs?: number };

/**
 * Speaks plain HTTP to a push service on this machine (tests, development; the address rule
 * allows http:// nowhere else): web-push only takes an https.Agent, so this one opens a TCP
 * connection under the rule where its parent would open TLS.
 */
class LoopbackHttpAgent extends HttpsAgent {
  constructor(private readonly rule: OutboundRule) {
    super();
  }

  override createConnection(options: ClientRequestArgs, callback?: (error: Error | null, socket: Duplex) => void): Duplex | undefined {
    return this.rule.connect(options, callback as (error: Error | null) => void);
  }
}

/** A Retry-After header as milliseconds (seconds or an HTTP date), at most an hour; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS) : undefined;
}

/**
 * Sends one push message with web-push: the payload encrypted for the browser (RFC 8291,
 * aes128gcm) and signed for the push service with the app's VAPID key pair (RFC 8292). The pair
 * comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or is generated once into DATA_DIR.
 */
@Injectable()
export class PushSenderService {
  private readonly logger = new Logger(PushSenderService.name);
  private readonly keys: VapidKeys;
  private readonly httpsAgent: HttpsAgent;
  private readonly loopbackAgent: HttpsAgent;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly endpoints: PushEndpoints,
  ) {
    this.keys = config.push.vapidKeys ?? loadOrCreateVapidKeys(config.dataDir);
    this.httpsAgent = endpoints.rule.httpsAgent({ keepAlive: true });
    this.loopbackAgent = new LoopbackHttpAgent(endpoints.rule);
    if (!config.push.vapidKeys && config.role !== 'all') {
      this.logger.warn(
        'The VAPID keys were generated into DATA_DIR: with the API and workers in separate processes, set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY so they all use one pair',
      );
    }
  }

  /** The application server key browsers subscribe with (base64url). */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    // The stored address is checked again (it may predate the rule), and what is posted to is the text that passed.
    const checked = this.endpoints.check(target.endpoint);
    if ('problem' in checked) return { outcome: 'blocked', reason: ADDRESS_RULE_REFUSAL, forget: true };
    const { url } = checked;
    try {
      const sent = await sendNotification({ endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.config.push.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        timeout: this.config.push.timeoutMs,
        urgency: 'normal',
        agent: url.protocol === 'http:' ? this.loopbackAgent : this.httpsAgent,
      });
      return { outcome: 'sent', status: sent.statusCode };
    } catch (error) {
      if (isAddressRefusal(error)) return { outcome: 'blocked', reason: ADDRESS_RULE_REFUSAL, forget: false };
      // No answer: a timeout, a refused or reset connection, a name that did not resolve.
      if (!(error instanceof WebPushError)) return { outcome: 'retry', reason: 'the push service did not answer' };
      const { statusCode: status } = error;
      const kind = `HTTP ${Math.floor(status / 100)}xx`;
      if (status === 404 || status === 410) return { outcome: 'gone', status, reason: `the push service says the subscription has ended (${kind})` };
      if (status >= 500 || status === 429 || status === 408)
        return { outcome: 'retry', reason: `the push service is busy or down (${kind})`, retryAfterMs: retryAfterMs(error.headers?.['retry-after']) };
      return { outcome: 'refused', status, reason: `the push service refused the message (${kind})` };
    }
  }
}
