import { isIP } from 'node:net';
import { addressKind } from '../../infra/outbound/outbound-address';
import type { OutboundPolicy } from '../../infra/outbound/outbound-url';

/** The mailbox IMAP_URL names: who logs in where, and which folder is watched. */
export interface ImapTarget {
  user: string;
  password: string;
  /** Lower case; an IPv6 address without its brackets. */
  host: string;
  port: number;
  /** imaps:// (TLS from the first byte); imap:// upgrades with STARTTLS (see `startTlsRequired`). */
  tls: boolean;
  /** The watched folder (INBOX when the URL names none). */
  mailbox: string;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Reads `imaps://user:pass@host:993/INBOX` (user and password URL-encoded); a sentence saying what is wrong otherwise. */
export function parseImapUrl(text: string): { target: ImapTarget } | { problem: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'must be a URL such as imaps://user:password@imap.example.com:993/INBOX' };
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') return { problem: 'must be an imap:// or imaps:// URL' };
  if (url.search || url.hash) return { problem: 'must have no query (?…) or fragment (#…)' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (!host || (!isIP(host) && !HOST_NAME.test(host))) return { problem: 'must name a host (letters, digits, hyphens, dots) or an IP address' };
  let user: string;
  let password: string;
  let mailbox: string;
  try {
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
    mailbox = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  } catch {
    return { problem: 'has a user, password or folder with a broken %-escape' };
  }
  if (!user || !password) return { problem: 'must carry the mailbox login: imaps://user:password@host/INBOX' };
  const tls = url.protocol === 'imaps:';
  return { target: { user, password, host, port: url.port ? Number(url.port) : tls ? 993 : 143, tls, mailbox } };
}

/**
 * Whether an imap:// connection to `address` must upgrade with STARTTLS before the login is sent:
 * always, except to this machine or a host of OUTBOUND_PRIVATE_HOSTS (as http:// is allowed only
 * there), where the upgrade happens when the server offers it.
 */
export function startTlsRequired(target: ImapTarget, address: string, policy: OutboundPolicy): boolean {
  if (target.tls) return false;
  return addressKind(address) !== 'loopback' && !(policy.privateHosts ?? []).includes(target.host);
}
