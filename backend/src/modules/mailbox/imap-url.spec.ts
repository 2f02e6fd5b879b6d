import { parseImapUrl, startTlsRequired, type ImapTarget } from './imap-url';

describe(parseImapUrl.name, () => {
  it('reads the login (URL-decoded), host, port, TLS and folder', () => {
    expect(parseImapUrl('imaps://replies%40dealer.example:p%40ss%2Fw%3Ard@IMAP.Example.com:10993/Dealer%20Replies')).toEqual({
      target: { user: 'replies@dealer.example', password: 'p@ss/w:rd', host: 'imap.example.com', port: 10993, tls: true, mailbox: 'Dealer Replies' },
    });
    expect(parseImapUrl('imap://u:p@127.0.0.1')).toEqual({ target: { user: 'u', password: 'p', host: '127.0.0.1', port: 143, tls: false, mailbox: 'INBOX' } });
    expect(parseImapUrl('imaps://u:p@[::1]/')).toEqual({ target: { user: 'u', password: 'p', host: '::1', port: 993, tls: true, mailbox: 'INBOX' } });
  });

  it('says what is wrong with anything else', () => {
    expect(parseImapUrl('imap.example.com')).toEqual({ problem: expect.stringMatching(/must be a URL/) });
    expect(parseImapUrl('https://u:p@imap.example.com')).toEqual({ problem: 'must be an imap:// or imaps:// URL' });
    expect(parseImapUrl('imaps://imap.example.com/INBOX')).toEqual({ problem: expect.stringMatching(/login/) });
    expect(parseImapUrl('imaps://u@imap.example.com/INBOX')).toEqual({ problem: expect.stringMatching(/login/) });
    expect(parseImapUrl('imaps://u:p@imap.example.com/INBOX?x=1')).toEqual({ problem: expect.stringMatching(/query/) });
    expect(parseImapUrl('imaps://u:p%zz@imap.example.com/')).toEqual({ problem: expect.stringMatching(/%-escape/) });
    expect(parseImapUrl('imaps://u:p@imap_example.com/')).toEqual({ problem: expect.stringMatching(/host/) });
  });
});

describe(startTlsRequired.name, () => {
  const target = (url: string) => (parseImapUrl(url) as { target: ImapTarget }).target;
  const policy = { allowLoopback: true, privateHosts: ['mail.corp'] };

  it('requires the upgrade of imap:// before the login goes beyond this machine or a private host', () => {
    expect(startTlsRequired(target('imap://u:p@imap.example.com'), '93.184.216.34', policy)).toBe(true);
    expect(startTlsRequired(target('imap://u:p@mail.corp'), '10.1.2.3', policy)).toBe(false);
    expect(startTlsRequired(target('imap://u:p@localhost'), '127.0.0.1', policy)).toBe(false);
    expect(startTlsRequired(target('imap://u:p@[::1]'), '::1', policy)).toBe(false);
    // imaps:// is TLS from the first byte: no upgrade to ask for.
    expect(startTlsRequired(target('imaps://u:p@imap.example.com'), '93.184.216.34', policy)).toBe(false);
  });
});
