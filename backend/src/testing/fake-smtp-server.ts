import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it accepts, for tests of outgoing mail. It can
 * refuse mail for a while (`down`) or hold a message's DATA unanswered (`hold`), the way a slow
 * or failing server does.
 */
export class FakeSmtpServer {
  readonly messages: ParsedMail[] = [];
  /** Who each accepted message was sent to (the envelope: Bcc recipients included), by its Message-ID. */
  readonly recipients = new Map<string, string[]>();
  /** Answer every message with a temporary failure. */
  down = false;
  /** Keep each message's DATA unanswered until released (or the client goes away). */
  hold = false;
  /** Wait this long before answering MAIL FROM, RCPT TO and DATA: a slow server, each wait within a client's timeout. */
  slowMs = 0;
  private held: Array<() => void> = [];
  private readonly gone = new Set<string>();
  private server?: SMTPServer;

  /** Sessions that have ended, their client gone (a held message of one is never delivered). */
  get closedCount(): number {
    return this.gone.size;
  }

  /** Messages whose DATA waits for an answer. */
  get heldCount(): number {
    return this.held.length;
  }

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A client that goes away before its message is answered has not sent it.
      onClose: (session) => this.gone.add(session.id),
      onMailFrom: (_address, _session, callback) => void setTimeout(callback, this.slowMs),
      onRcptTo: (_address, _session, callback) => void setTimeout(callback, this.slowMs),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const answer = () => {
            if (this.gone.has(session.id)) return;
            if (this.down) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
            simpleParser(Buffer.concat(chunks)).then((mail) => {
              this.messages.push(mail);
              if (mail.messageId)
                this.recipients.set(
                  mail.messageId,
                  session.envelope.rcptTo.map((to) => to.address),
                );
              callback();
            }, callback);
          };
          if (this.hold) this.held.push(answer);
          else setTimeout(answer, this.slowMs);
        });
      },
    });
    // A client killed mid-session (the fault suite's SIGKILLs) resets its connection: that is the
    // test's doing, not a failure of the server, and an 'error' nobody listens to would end the run.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = (this.server as unknown as { server: { address(): AddressInfo } }).server.address();
    return `smtp://127.0.0.1:${port}`;
  }

  /** Answers the held messages (accepting them unless down). */
  release(): void {
    this.hold = false;
    for (const answer of this.held.splice(0)) answer();
  }

  /**
   * The messages `match` picks, once there are `count` of them. Specs that share a database use it:
   * a mail another spec left undelivered can arrive at any spec's server.
   */
  async waitForMatching(match: (mail: ParsedMail) => boolean, count = 1, timeoutMs = 20_000): Promise<ParsedMail[]> {
    const started = Date.now();
    for (;;) {
      const matching = this.messages.filter(match);
      if (matching.length >= count) return matching;
      if (Date.now() - started > timeoutMs) throw new Error(`Expected ${count} matching message(s), got ${matching.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** All messages, once there are `count` of them. */
  waitFor(count: number, timeoutMs = 20_000): Promise<ParsedMail[]> {
    return this.waitForMatching(() => true, count, timeoutMs);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
