import { parse as legacyParse } from 'node:url';
import { parseOutboundUrl, type OutboundPolicy } from './outbound-url';

const production: OutboundPolicy = { allowLoopback: false };
const development: OutboundPolicy = { allowLoopback: true };
const problemOf = (text: unknown, policy = production) => {
  const parsed = parseOutboundUrl(text, policy);
  return 'problem' in parsed ? parsed.problem : null;
};

describe(parseOutboundUrl.name, () => {
  it('gives back the URL to request, and the host it names', () => {
    expect(parseOutboundUrl('HTTPS://FCM.googleapis.com:443/fcm/send/dQw:APA91b-x_Y', production)).toEqual({
      url: { href: 'https://fcm.googleapis.com/fcm/send/dQw:APA91b-x_Y', protocol: 'https:', hostname: 'fcm.googleapis.com', literal: false },
    });
    expect(parseOutboundUrl('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bx%3d%3d', production)).toMatchObject({
      url: { href: 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bx%3d%3d' },
    });
    expect(parseOutboundUrl('https://8.8.8.8:8443', production)).toEqual({
      url: { href: 'https://8.8.8.8:8443/', protocol: 'https:', hostname: '8.8.8.8', literal: true },
    });
    expect(parseOutboundUrl('https://[2a00:1450:4007:80E:0:0:0:200a]/x', production)).toEqual({
      url: { href: 'https://[2a00:1450:4007:80e::200a]/x', protocol: 'https:', hostname: '2a00:1450:4007:80e::200a', literal: true },
    });
  });

  it.each([
    // Hosts the WHATWG parser ends at an allowed suffix while url.parse (web-push) connects to 127.0.0.1.
    'https://127.0.0.1;.push.apple.com/x',
    'https://127.0.0.1%3b.push.apple.com/x',
    'https://127.0.0.1%3B.push.apple.com/x',
    "https://127.0.0.1'.push.apple.com/x",
    'https://127.0.0.1{.push.apple.com/x',
    'https://127.0.0.1`.push.apple.com/x',
    'https://localhost%3b.push.apple.com/x',
    'https://169.254.169.254;.push.apple.com/latest',
    // User names, backslashes, spaces, other odd characters.
    'https://user@push.apple.com/x',
    'https://push.apple.com@127.0.0.1/x',
    'https://:pw@push.apple.com/x',
    'https:\\\\push.apple.com\\x',
    'https://push.apple.com\\@127.0.0.1/x',
    'https:/push.apple.com/x',
    'https://push.apple.com /x',
    ' https://push.apple.com/x',
    'https://push.apple.com/x y',
    'https://push.apple.com/x\ty',
    'https://push.apple.com/x\n',
    "https://push.apple.com/x'y",
    'https://push.apple.com/x{y}',
    'https://push.apple.com/x`y',
    'https://push.apple.com/x"y',
    'https://push.apple.com/x<y>',
    'https://push.apple.com/x|y',
    'https://push.apple.com/x^y',
    'https://push.apple.com/x%zz',
    'https://push.apple.com/x#fragment',
    'https://push.apple.com:/x',
    'https://push.apple.com:0/x',
    'https://push.apple.com:65536/x',
    'https://push.apple.com./x',
    'https://push_apple.com/x',
    'https://-push.apple.com/x',
    'https://pμsh.apple.com/x',
    'https://xn--psh-lra.apple.com.',
    // Numbers the WHATWG parser reads as 127.0.0.1.
    'https://2130706433/x',
    'https://127.1/x',
    'https://0x7f.0.0.1/x',
    'https://0177.0.0.1/x',
    'https://1.2.3.04/x',
    'https://foo.123/x',
    'https://[::1%25eth0]/x',
    'https://[::1/x',
    'https://[127.0.0.1]/x',
    'not a url',
    '',
    42,
    `https://push.apple.com/${'a'.repeat(2048)}`,
  ])('refuses %p as no plain URL', (text) => {
    expect(problemOf(text)).toBe('invalid');
    expect(problemOf(text, development)).toBe('invalid');
  });

  it('refuses an IP address inside the network, and loopback in production', () => {
    for (const text of [
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:10.0.0.5]/x',
      'https://[::ffff:a9fe:a9fe]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://0.0.0.0/x',
    ]) {
      expect(problemOf(text)).toBe('address');
      expect(problemOf(text, development)).toBe('address');
    }
    for (const text of ['https://127.0.0.1/x', 'https://[::1]:8443/x', 'https://[::ffff:127.0.0.1]/x', 'http://127.0.0.1:8080/x']) {
      expect(problemOf(text)).toBe('address');
      expect(problemOf(text, development)).toBeNull();
    }
  });

  it('takes http:// only to this machine outside production, or to a host the operator named as inside the network', () => {
    expect(problemOf('http://fcm.googleapis.com/x')).toBe('not-https');
    expect(problemOf('http://fcm.googleapis.com/x', development)).toBe('not-https');
    expect(problemOf('ftp://fcm.googleapis.com/x')).toBe('not-https');
    expect(problemOf('http://localhost:8080/x')).toBe('not-https');
    expect(problemOf('http://localhost:8080/x', development)).toBeNull();
    expect(problemOf('http://[::1]:8080/x', development)).toBeNull();
    expect(problemOf('http://127.0.0.2/x', development)).toBeNull();
    const inside: OutboundPolicy = { allowLoopback: false, privateHosts: ['ollama', '10.0.0.7'] };
    expect(problemOf('http://ollama:11434/v1', inside)).toBeNull();
    expect(problemOf('http://10.0.0.7:11434/v1', inside)).toBeNull();
    expect(problemOf('http://10.0.0.8:11434/v1', inside)).toBe('address');
    expect(problemOf('http://ollama.example:11434/v1', inside)).toBe('not-https');
  });

  it("gives a URL that Node's legacy url.parse reads as the same host, port and path", () => {
    for (const text of [
      'https://fcm.googleapis.com/fcm/send/dQw:APA91b-x_Y~!$&()*+,;=',
      'https://web.push.apple.com/QGuQ?a=1&b=%2F/c?d',
      'https://PUSH.example.com:8443',
      'https://[2a00:1450:4007:80e::200a]:8443/x',
      'https://8.8.8.8/x;y',
    ]) {
      const parsed = parseOutboundUrl(text, production);
      if (!('url' in parsed)) throw new Error(`${text} was refused`);
      const legacy = legacyParse(parsed.url.href);
      const whatwg = new URL(parsed.url.href);
      expect({ hostname: legacy.hostname, port: legacy.port ?? '', path: legacy.path }).toEqual({
        hostname: whatwg.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: whatwg.port,
        path: whatwg.pathname + whatwg.search,
      });
      expect(legacy.hostname).toBe(parsed.url.hostname);
    }
  });
});
