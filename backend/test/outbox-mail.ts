import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { RunningApp } from '../src/bootstrap';

/** The mails in the outbox folder (the embedded default writes each as an .eml) whose file name holds `kind`, parsed, in file-name order. */
export async function outboxMails(running: RunningApp, kind: string): Promise<ParsedMail[]> {
  const { outboxDir } = running.config;
  if (!existsSync(outboxDir)) return [];
  const names = readdirSync(outboxDir)
    .filter((name) => name.includes(kind))
    .sort();
  return Promise.all(names.map((name) => simpleParser(readFileSync(join(outboxDir, name)))));
}

/** Reads the outbox's mails of that kind every 50 ms, for up to 10 s, until `find` answers something. */
export async function waitForOutbox<T>(running: RunningApp, kind: string, find: (mails: ParsedMail[]) => T | undefined, what: string): Promise<T> {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const found = find(await outboxMails(running, kind));
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${what} in the outbox`);
}

/** Whether a mail went to exactly this one address. */
export const mailTo = (mail: ParsedMail, email: string): boolean => !!mail.to && !Array.isArray(mail.to) && mail.to.text === email;
