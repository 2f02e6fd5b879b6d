import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent, type AgentOptions } from 'node:https';
import { createConnection, isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { Agent as UndiciAgent, buildConnector, fetch as undiciFetch } from 'undici';
import { addressAllowed, parseOutboundUrl, type OutboundPolicy, type OutboundUrl, type OutboundUrlProblem } from './outbound-url';

/** What the outbox and the logs say of a refused address: nothing of the address, its port or the network's answer. */
export const ADDRESS_RULE_REFUSAL = 'refused by the address rule';
const REFUSED_CODE = 'ERR_OUTBOUND_ADDRESS_REFUSED';

/** A connection the address rule did not open: the host is, or resolved to, an address inside the network. */
export class OutboundAddressRefusedError extends Error {
  readonly code = REFUSED_CODE;
  constructor() {
    super(ADDRESS_RULE_REFUSAL);
    this.name = 'OutboundAddressRefusedError';
  }
}

/** Whether an error, or one it was caused by (fetch and the SDKs wrap the socket's), is the address rule's refusal. */
export function isAddressRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth += 1) {
    if ((cause as { code?: unknown }).code === REFUSED_CODE) return true;
  }
  return false;
}

/** Resolves a name to every address it has (dns.lookup by default; tests give names of their own). */
export type Resolver = (hostname: string, family: number, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemResolver: Resolver = (hostname, family, callback) => dnsLookup(hostname, { all: true, family }, callback);

interface ConnectTarget {
  host?: string | null;
  hostname?: string | null;
  port?: number | string | null;
}

/**
 * The outbound-address rule for every URL the server fetches or posts to: `check` parses a URL
 * once and gives the text to request; the agents and `fetch` refuse, when connecting, any address
 * the policy does not allow, both an IP address in the URL and every address a name resolves to,
 * so a name that resolves elsewhere later (DNS rebinding) or a parser that reads the URL another
 * way still cannot reach inside the network.
 */
export class OutboundRule {
  private readonly resolver: Resolver;
  private dispatcher?: UndiciAgent;

  constructor(
    readonly policy: OutboundPolicy,
    options: { resolver?: Resolver } = {},
  ) {
    this.resolver = options.resolver ?? systemResolver;
  }

  check(text: unknown): { url: OutboundUrl } | { problem: OutboundUrlProblem } {
    return parseOutboundUrl(text, this.policy);
  }

  /** A literal IP host's refusal (no lookup happens for one), or undefined for a name or an allowed address. */
  refusalOf(host: string | null | undefined): OutboundAddressRefusedError | undefined {
    const bare = (host ?? '').replace(/^\[(.*)\]$/, '$1');
    return isIP(bare) && !addressAllowed(this.policy, bare, bare) ? new OutboundAddressRefusedError() : undefined;
  }

  /** A `lookup` for sockets: resolves every address of the name and refuses them all if one is not allowed. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.resolver(hostname, options.family === 4 || options.family === 6 ? options.family : 0, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some(({ address }) => !addressAllowed(this.policy, hostname, address))) {
        return callback(new OutboundAddressRefusedError(), '');
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };

  /** Every address the URL's host resolves to is allowed (a literal IP was checked by `check`). */
  resolvesAllowed(url: OutboundUrl): Promise<boolean> {
    if (url.literal) return Promise.resolve(true);
    return new Promise((resolve, reject) =>
      this.lookup(url.hostname, { all: true }, (error) => {
        if (!error) resolve(true);
        else if (isAddressRefusal(error)) resolve(false);
        else reject(error);
      }),
    );
  }

  /** Opens a plain TCP connection under the rule (for an http:// URL allowed by the policy). */
  connect(target: ConnectTarget, callback: (error: Error | null, socket?: Duplex) => void): Duplex | undefined {
    const host = target.hostname ?? target.host ?? 'localhost';
    const refused = this.refusalOf(host);
    if (refused) {
      callback(refused);
      return undefined;
    }
    return createConnection({ host: host.replace(/^\[(.*)\]$/, '$1'), port: Number(target.port ?? 80), lookup: this.lookup });
  }

  /** An https.Agent under the rule, for libraries that take one (web-push). */
  httpsAgent(options: AgentOptions = {}): HttpsAgent {
    return new OutboundHttpsAgent(this, options);
  }

  /** fetch under the rule (undici's, with a dispatcher whose every connection is checked), for openid-client and the openai SDK. */
  readonly fetch = ((input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher: this.undiciDispatcher() })) as unknown as typeof globalThis.fetch;

  private undiciDispatcher(): UndiciAgent {
    if (!this.dispatcher) {
      const connectUnderRule = buildConnector({ lookup: this.lookup });
      this.dispatcher = new UndiciAgent({
        connect: (options, callback) => {
          const refused = this.refusalOf(options.hostname);
          if (refused) return callback(refused, null);
          connectUnderRule(options, callback);
        },
      });
    }
    return this.dispatcher;
  }

  /** Closes the fetch dispatcher's idle connections (at shutdown). */
  async close(): Promise<void> {
    await this.dispatcher?.close();
  }
}

/** TLS connections under the rule: an IP address in the URL is checked before connecting, a name when it resolves. */
class OutboundHttpsAgent extends HttpsAgent {
  constructor(
    private readonly rule: OutboundRule,
    options: AgentOptions,
  ) {
    super(options);
  }

  override createConnection(options: ClientRequestArgs, callback?: (error: Error | null, socket: Duplex) => void): Duplex | null | undefined {
    const refused = this.rule.refusalOf(options.hostname ?? options.host);
    if (refused) {
      if (!callback) throw refused;
      (callback as (error: Error | null) => void)(refused);
      return undefined;
    }
    return super.createConnection({ ...options, lookup: this.rule.lookup }, callback);
  }
}
