import { Agent as HttpsAgent } from 'node:https';
import { createConnection, type NetConnectOpts } from 'node:net';
import { Injectable, Logger } from '@nestjs/common';
import { WebPushError, sendNotification } from 'web-push';
import { pushEndpointProblem, type PushPayload } from '@dct/contracts';
import type { AppConfig, VapidKeys } from '../../config/config.schema';
import { InjectConfig } from '../../config/config.module';
import type { PushTarget } from './push-subscriptions.service';
import { loadOrCreateVapidKeys } from './vapid-keys';

/** How long a push service keeps a message for a browser that is offline: a day, after which the alert is old news. */
export const PUSH_TTL_SECONDS = 86_400;
/** Longest wait a push service may ask for (Retry-After) before the next attempt. */
const RETRY_AFTER_MAX_MS = 3_600_000;

/** What became of one message. */
export type PushOutcome =
  /** The push service accepted it (2xx). */
  | { outcome: 'sent'; status: number }
  /** The subscription has ended (404, 410), or its address is not one this app may send to: forget it. */
  | { outcome: 'gone'; status?: number; reason: string }
  /** The push service refused the request itself (another 4xx): sending it again would be refused again. */
  | { outcome: 'refused'; status: number; reason: string }
  /** The push service is busy or down (5xx, 408, 429), took too long, or could not be reached: try again later. */
  | { outcome: 'retry'; reason: string; retryAfterMs?: number };

/**
 * Speaks plain HTTP to a push service on this machine (tests, development): web-push only takes
 * an https.Agent, so this one opens a TCP connection where its parent would open TLS.
 */
class LoopbackHttpAgent extends HttpsAgent {
  override createConnection(options: NetConnectOpts) {
    const { host, port } = options as { host?: string; port?: number };
    return createConnection({ host, port: port ?? 80 });
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
  private readonly allowLoopbackHttp: boolean;
  private readonly loopbackAgent = new LoopbackHttpAgent();

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.keys = config.push.vapidKeys ?? loadOrCreateVapidKeys(config.dataDir);
    this.allowLoopbackHttp = config.nodeEnv !== 'production';
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

  /** Whether the address is one this app accepts (https:// to a push service of PUSH_SERVICE_HOSTS, or http:// to this machine outside production). */
  endpointProblem(endpoint: string): string | null {
    return pushEndpointProblem(endpoint, this.allowLoopbackHttp, this.config.push.serviceHosts);
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const problem = this.endpointProblem(target.endpoint);
    if (problem) return { outcome: 'gone', reason: problem };
    try {
      const sent = await sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.config.push.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        timeout: this.config.push.timeoutMs,
        urgency: 'normal',
        ...(target.endpoint.startsWith('http:') ? { agent: this.loopbackAgent } : {}),
      });
      return { outcome: 'sent', status: sent.statusCode };
    } catch (error) {
      if (!(error instanceof WebPushError)) {
        // No answer: a timeout, a refused connection, a name that did not resolve.
        return { outcome: 'retry', reason: `the push service could not be reached: ${error instanceof Error ? error.message : String(error)}` };
      }
      const { statusCode: status } = error;
      const said = `the push service answered ${status}${error.body ? `: ${String(error.body).slice(0, 200)}` : ''}`;
      if (status === 404 || status === 410) return { outcome: 'gone', status, reason: said };
      if (status >= 500 || status === 429 || status === 408)
        return { outcome: 'retry', reason: said, retryAfterMs: retryAfterMs(error.headers?.['retry-after']) };
      return { outcome: 'refused', status, reason: said };
    }
  }
}
