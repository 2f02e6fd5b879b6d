import { isIPv4, isIPv6 } from 'node:net';
import { addressKind } from './outbound-address';

/** Which addresses beyond the internet the server may reach. */
export interface OutboundPolicy {
  /** This machine (loopback), outside production only: tests' and development's fake services (OUTBOUND_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /**
   * Host names (or addresses) the operator named as inside the network (OUTBOUND_PRIVATE_HOSTS): any address
   * they resolve to is allowed, and so is http://. Only for the operator's own settings, never an address a user gave.
   */
  privateHosts?: readonly string[];
}

/** A URL that passed the rule: `href` is what the request is made to, so the check and the connection read one text. */
export interface OutboundUrl {
  href: string;
  protocol: 'https:' | 'http:';
  /** Lower case; an IPv6 address without its brackets. */
  hostname: string;
  /** The host is an IP address (no lookup happens: it was checked here). */
  literal: boolean;
}

/** Why a URL is refused: not a plain URL, http:// where https:// is needed, or an address inside the network. */
export type OutboundUrlProblem = 'invalid' | 'not-https' | 'address';

/** The problems as a start-up message about a setting. */
export const OUTBOUND_URL_PROBLEMS: Record<OutboundUrlProblem, string> = {
  invalid:
    "must be a plain http(s) URL: a host name (letters, digits, hyphens, dots) or an IP address, an optional port, no user name, and no characters such as ; ' { ` \\ # or spaces",
  'not-https': 'must be an https:// URL (http:// only to this machine outside production, or to a host of OUTBOUND_PRIVATE_HOSTS)',
  address: 'names an address inside the network (loopback, private, link-local, …), refused by the address rule unless OUTBOUND_PRIVATE_HOSTS lists it',
};

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * scheme://host[:port] then a path and query of characters that Node's legacy `url.parse` (which
 * web-push uses) and the WHATWG parser read alike: no quotes, braces, backticks, backslashes,
 * spaces, `@`, `#`, and `%` only as an escape.
 */
const PLAIN_URL = new RegExp(
  `^([a-z][a-z0-9+.-]*)://((?:${LABEL})(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?((?:[/?](?:[a-z0-9\\-._~!$&()*+,;=:/?]|%[0-9a-f]{2})*)?)$`,
  'i',
);
const MAX_URL_LENGTH = 2048;
const MAX_HOST_LENGTH = 253;

/** Whether the policy lets a connection to `hostname` reach `address`. */
export function addressAllowed(policy: OutboundPolicy, hostname: string, address: string): boolean {
  if (policy.privateHosts?.includes(hostname.toLowerCase())) return true;
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}

/**
 * The one reading of a URL the server is about to fetch or post to. It is parsed once, here:
 * only a plain host name or IP address (no user name, no characters two URL parsers could read
 * differently), https:// unless the host is this machine (loopback allowed) or one of
 * `privateHosts`, and an IP address only when the policy allows it. The connection is checked
 * again against every address a name resolves to (OutboundRule).
 */
export function parseOutboundUrl(text: unknown, policy: OutboundPolicy): { url: OutboundUrl } | { problem: OutboundUrlProblem } {
  if (typeof text !== 'string' || text.length > MAX_URL_LENGTH) return { problem: 'invalid' };
  const match = PLAIN_URL.exec(text);
  if (!match) return { problem: 'invalid' };
  const [, scheme, host, port] = match;
  const bracketed = host.startsWith('[');
  const bare = (bracketed ? host.slice(1, -1) : host).toLowerCase();
  if (bracketed ? !isIPv6(bare) : bare.length > MAX_HOST_LENGTH) return { problem: 'invalid' };
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return { problem: 'invalid' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'invalid' };
  }
  // A name the WHATWG parser reads as another host (2130706433, 127.1, 0x7f.0.0.1 are all 127.0.0.1) is no plain name.
  if (!bracketed && url.hostname !== bare) return { problem: 'invalid' };
  const hostname = bracketed ? url.hostname.slice(1, -1) : url.hostname;
  const literal = bracketed || isIPv4(hostname);
  const privateHost = policy.privateHosts?.includes(hostname) ?? false;
  if (literal && !addressAllowed(policy, hostname, hostname)) return { problem: 'address' };
  const protocol = scheme.toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') return { problem: 'not-https' };
  if (protocol === 'http') {
    const loopback = hostname === 'localhost' || (literal && addressKind(hostname) === 'loopback');
    if (!privateHost && !(policy.allowLoopback && loopback)) return { problem: 'not-https' };
  }
  return { url: { href: url.href, protocol: url.protocol as OutboundUrl['protocol'], hostname, literal } };
}
