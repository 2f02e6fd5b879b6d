import { PassThrough } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { JobRefusedError } from '../outbox/outbox.service';

export interface SmtpSettings {
  /** smtp:// or smtps://, with the user and password when the server wants them. */
  url: string;
  /** The longest one step may take: connecting, the greeting, each answer (SMTP_TIMEOUT_SECONDS). */
  stepTimeoutMs: number;
  /** The longest the answer to the whole message may take (SMTP_DATA_TIMEOUT_SECONDS): RFC 5321 allows 10 minutes. */
  dataTimeoutMs: number;
}

export interface SmtpEnvelope {
  from: string | false;
  to: string[];
}

/** An SMTP error as nodemailer reports it. */
type SmtpError = Error & { code?: string; responseCode?: number };

/**
 * A failure of the message itself (a 5xx answer to its envelope or its content, or one nodemailer
 * refuses before sending) is permanent: sending it again would be refused again. Anything else (a
 * 4xx, a timeout, a connection that failed or closed, a refused login) may pass and is retried.
 */
function asJobError(error: SmtpError): Error {
  const aboutTheMessage = error.code === 'EENVELOPE' || error.code === 'EMESSAGE';
  if (aboutTheMessage && (error.responseCode === undefined || error.responseCode >= 500))
    return new JobRefusedError(`The mail server refused the message, not retried: ${error.message}`);
  return error;
}

/**
 * Sends one message over a connection of its own, closed after it: a send stopped by its signal
 * (the worker lost its lease, or is stopping) closes exactly its own socket, so the server never
 * answers that message and cannot deliver it later. Each step waits at most `stepTimeoutMs`; once
 * the whole message is out, the wait for the answer to its final dot is `dataTimeoutMs`, since
 * servers that scan mail before accepting it answer late, and giving up sooner sends it twice.
 */
export function sendOverSmtp(settings: SmtpSettings, envelope: SmtpEnvelope, message: Buffer, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const { auth, ...server } = parseConnectionUrl(settings.url) as SMTPConnection.Options & { auth?: SMTPConnection.Credentials };
  const connection = new SMTPConnection({
    ...server,
    connectionTimeout: settings.stepTimeoutMs,
    greetingTimeout: settings.stepTimeoutMs,
    socketTimeout: settings.stepTimeoutMs,
  });
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: SmtpError) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      if (error) {
        // A stopped or failed send resets the connection rather than closing it politely: the server
        // sees the client go at once, even while it is still to answer the message.
        const socket = connection._socket || undefined;
        try {
          socket?.resetAndDestroy();
        } catch {
          socket?.destroy();
        }
      }
      connection.close();
      if (error) reject(asJobError(error));
      else resolve();
    };
    const stop = () => finish(new Error(`The send was stopped: ${(signal?.reason as Error | undefined)?.message ?? 'aborted'}`));
    signal?.addEventListener('abort', stop, { once: true });
    connection.on('error', (error: SmtpError) => finish(error));
    connection.once('end', () => finish(new Error('The mail server closed the connection before answering')));

    const send = () => {
      const body = new PassThrough();
      connection.send({ ...envelope, size: message.length }, body, (error) => finish(error ?? undefined));
      // The message has been handed to the connection: from its final dot on, the answer may take dataTimeoutMs.
      body.once('end', () => (connection._socket || undefined)?.setTimeout(settings.dataTimeoutMs));
      body.end(message);
    };
    connection.connect(() => {
      if (settled) return;
      if (auth && (connection as SMTPConnection & { allowsAuth?: boolean }).allowsAuth)
        connection.login({ credentials: auth }, (error) => (error ? finish(error) : send()));
      else send();
    });
  });
}
