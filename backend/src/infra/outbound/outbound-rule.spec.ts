import type { LookupAddress } from 'node:dns';
import { createServer as createHttpServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { startCountingListener, type CountingListener } from '../../testing/counting-listener';
import { ADDRESS_RULE_REFUSAL, OutboundRule, isAddressRefusal, type Resolver } from './outbound-rule';

/** Names only this spec knows, resolved without DNS; the answers may change from one lookup to the next. */
function fakeResolver(names: Record<string, string[][]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolver = (hostname: string, _family: number, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => {
    asked.push(hostname);
    const answers = names[hostname];
    if (!answers) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    const addresses = (answers.length > 1 ? answers.shift() : answers[0]) as string[];
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return Object.assign(resolver, { asked });
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** One request through the rule's https.Agent, as web-push makes it. */
const throughAgent = (rule: OutboundRule, url: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port, pathname } = new URL(url);
    const req = httpsRequest({ hostname: hostname.replace(/^\[(.*)\]$/, '$1'), port, path: pathname, method: 'POST', agent: rule.httpsAgent() }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('{}');
  });

describe(OutboundRule.name, () => {
  let listener: CountingListener;
  beforeEach(async () => (listener = await startCountingListener()));
  afterEach(() => listener.close());

  it('refuses, in production, a name that resolves to 127.0.0.1 before connecting (agent and fetch)', async () => {
    const resolver = fakeResolver({ 'push.rebind.test': [['127.0.0.1']] });
    const rule = new OutboundRule({ allowLoopback: false }, { resolver });
    const url = `https://push.rebind.test:${listener.port}/x`;
    expect(rule.check(url)).toMatchObject({ url: { href: url, literal: false } });

    const byAgent = await failureOf(throughAgent(rule, url));
    expect(isAddressRefusal(byAgent)).toBe(true);
    expect((byAgent as Error).message).toBe(ADDRESS_RULE_REFUSAL);
    const byFetch = await failureOf(rule.fetch(url, { method: 'POST', body: '{}' }));
    expect(isAddressRefusal(byFetch)).toBe(true);
    expect(resolver.asked).toEqual(['push.rebind.test', 'push.rebind.test']);
    expect(listener.connections()).toBe(0);
    await rule.close();
  });

  it('refuses an IP address in the URL before connecting, where no lookup happens', async () => {
    const rule = new OutboundRule({ allowLoopback: false }, { resolver: fakeResolver({}) });
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
      const url = `https://${host}:${listener.port}/x`;
      // Past the URL check (tests of the agents as another parser would reach them).
      expect(isAddressRefusal(await failureOf(throughAgent(rule, url)))).toBe(host !== 'localhost');
      expect(isAddressRefusal(await failureOf(rule.fetch(url)))).toBe(host !== 'localhost');
      expect(isAddressRefusal(await failureOf(rule.fetch(url.replace('https:', 'http:'))))).toBe(host !== 'localhost');
    }
    expect(listener.connections()).toBe(0);
    await rule.close();
  });

  it('refuses a name when any of its addresses is inside the network, also where loopback is allowed', async () => {
    const resolver = fakeResolver({ 'mixed.test': [['127.0.0.1', '10.0.0.5']], 'metadata.test': [['169.254.169.254']], 'v6.test': [['::1', 'fd00::1']] });
    const rule = new OutboundRule({ allowLoopback: true }, { resolver });
    for (const name of ['mixed.test', 'metadata.test', 'v6.test']) {
      expect(isAddressRefusal(await failureOf(rule.fetch(`http://${name}:${listener.port}/`)))).toBe(true);
      expect(isAddressRefusal(await failureOf(throughAgent(rule, `https://${name}:${listener.port}/`)))).toBe(true);
    }
    expect(listener.connections()).toBe(0);
    await rule.close();
  });

  it('checks again at connection: a name that resolved to the internet when checked and to loopback later is refused', async () => {
    const resolver = fakeResolver({ 'rebind.test': [['93.184.215.14'], ['127.0.0.1']] });
    const rule = new OutboundRule({ allowLoopback: false }, { resolver });
    const checked = rule.check(`https://rebind.test:${listener.port}/x`);
    if (!('url' in checked)) throw new Error('refused');
    expect(await rule.resolvesAllowed(checked.url)).toBe(true);
    expect(isAddressRefusal(await failureOf(throughAgent(rule, checked.url.href)))).toBe(true);
    expect(listener.connections()).toBe(0);
  });

  it('reaches loopback outside production, and a host the operator named as inside the network', async () => {
    let answered = 0;
    const server: Server = createHttpServer((_req, res) => {
      answered += 1;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const development = new OutboundRule({ allowLoopback: true }, { resolver: fakeResolver({ 'app.test': [['127.0.0.1']] }) });
      expect((await development.fetch(`http://app.test:${port}/`)).status).toBe(200);
      expect((await development.fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      const named = new OutboundRule({ allowLoopback: false, privateHosts: ['ollama.test'] }, { resolver: fakeResolver({ 'ollama.test': [['127.0.0.1']] }) });
      expect((await named.fetch(`http://ollama.test:${port}/`)).status).toBe(200);
      expect(isAddressRefusal(await failureOf(named.fetch(`http://127.0.0.1:${port}/`)))).toBe(true);
      expect(answered).toBe(3);
      await Promise.all([development.close(), named.close()]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('passes a failed lookup on as it is (a name that does not resolve is no refusal)', async () => {
    const rule = new OutboundRule({ allowLoopback: false }, { resolver: fakeResolver({}) });
    const checked = rule.check('https://nowhere.test/x');
    if (!('url' in checked)) throw new Error('refused');
    await expect(rule.resolvesAllowed(checked.url)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(isAddressRefusal(await failureOf(rule.fetch('https://nowhere.test/x')))).toBe(false);
  });
});
