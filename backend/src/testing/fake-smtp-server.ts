import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message whose DATA reached the server, whatever its answer was. */
export interface SmtpAttempt {
  messageId?: string;
  subject?: string;
  /** Envelope recipients. */
  to: string[];
}

/**
 * A real SMTP server on loopback that keeps what it accepts, for tests of outgoing mail. It can
 * refuse mail for a while (`down`), hold a message's DATA unanswered (`hold`), answer every step
 * slowly (`slowMs`) or answer the final dot late (`scanMs`), the way a slow or failing server does.
 */
export class FakeSmtpServer {
  readonly messages: ParsedMail[] = [];
  /** Who each accepted message was sent to (the envelope: Bcc recipients included), by its Message-ID. */
  readonly recipients = new Map<string, string[]>();
  /** Every message whose DATA arrived, accepted or not, in order: what each attempt sent. */
  readonly attempts: SmtpAttempt[] = [];
  /** When each message was kept (Date.now()), by its Message-ID: the last copy's time. */
  readonly keptAt = new Map<string, number>();
  /** Answer every message with a failure: `downCode` (451, try later, unless set to a 5xx refusal). */
  down = false;
  downCode = 451;
  /** Keep each message's DATA unanswered until released (or the client goes away). */
  hold = false;
  /** Wait this long before answering MAIL FROM, RCPT TO and DATA: a slow server, each wait within a client's timeout. */
  slowMs = 0;
  /**
   * Keep each message at its final dot, then answer it this long after (a server that scans mail
   * before answering): a client that stops waiting sooner has still sent it.
   */
  scanMs = 0;
  private held: Array<() => void> = [];
  private readonly opened = new Set<string>();
  private readonly gone = new Set<string>();
  private server?: SMTPServer;

  /** Sessions that have ended, their client gone (a held message of one is never delivered). */
  get closedCount(): number {
    return this.gone.size;
  }

  /** Sessions whose client is still connected. */
  get openSessions(): number {
    return this.opened.size - this.gone.size;
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
      onConnect: (session, callback) => (this.opened.add(session.id), callback()),
      onClose: (session) => this.gone.add(session.id),
      onMailFrom: (_address, _session, callback) => void setTimeout(callback, this.slowMs),
      onRcptTo: (_address, _session, callback) => void setTimeout(callback, this.slowMs),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          simpleParser(Buffer.concat(chunks)).then((mail) => {
            this.attempts.push({ messageId: mail.messageId, subject: mail.subject, to });
            const keep = () => {
              this.messages.push(mail);
              if (mail.messageId) {
                this.recipients.set(mail.messageId, to);
                this.keptAt.set(mail.messageId, Date.now());
              }
            };
            const answer = () => {
              if (this.gone.has(session.id)) return;
              if (this.down)
                return callback(
                  Object.assign(new Error(this.downCode >= 500 ? 'Mailbox unavailable' : 'Mailbox temporarily unavailable'), { responseCode: this.downCode }),
                );
              keep();
              callback();
            };
            if (this.scanMs > 0 && !this.down) {
              keep();
              setTimeout(() => this.gone.has(session.id) || callback(), this.scanMs).unref();
            } else if (this.hold) this.held.push(answer);
            else setTimeout(answer, this.slowMs);
          }, callback);
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
