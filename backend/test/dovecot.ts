import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { freePort } from './free-port';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ImapFlow } from 'imapflow';

const DOVECOT = '/usr/sbin/dovecot';
const USER = 'dealer-replies';
// URL-encoded in IMAP_URL (a colon cannot be in dovecot's passwd-file).
const PASSWORD = 'p@ss/w%rd';

/** The server's greeting on the port, or false while it does not answer. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('* OK')));
    socket.once('error', () => done(false));
  });
}

/**
 * Debian's dovecot as a real IMAP server for the mailbox tests: its own process on a free port of
 * 127.0.0.1, with its own run folder, a maildir in a temporary folder and one user with a
 * password in the clear (no TLS: loopback only). As root the mail belongs to `nobody` (dovecot
 * will not keep mail as root); otherwise the current user runs everything.
 */
export class TestDovecot {
  readonly user = USER;
  readonly password = PASSWORD;

  private child?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<TestDovecot> {
    if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: install dovecot-imapd (apt-get install dovecot-imapd; .ci/run does)`);
    const dir = await mkdtemp(join(tmpdir(), 'dct-dovecot-'));
    const port = await freePort();
    const asRoot = process.getuid?.() === 0;
    const mailUid = asRoot ? 65534 : (process.getuid?.() ?? 0);
    const mailGid = asRoot ? 65534 : (process.getgid?.() ?? 0);
    const me = userInfo().username;
    for (const sub of ['run', 'state', 'mail']) await mkdir(join(dir, sub));
    if (asRoot) {
      // The mail processes run as nobody: they pass through the folder to their maildir.
      await chmod(dir, 0o755);
      await chown(join(dir, 'mail'), mailUid, mailGid);
    }
    // As an ordinary user, dovecot's own processes run as that user too, and none may chroot.
    const asUser = asRoot ? '' : `default_internal_group = ${execFileSync('id', ['-gn']).toString().trim()}\nservice anvil {\n  chroot =\n}\n`;
    const loginChroot = asRoot ? '' : '  chroot =\n';
    await writeFile(join(dir, 'passwd'), `${USER}:{PLAIN}${PASSWORD}\n`);
    await writeFile(
      join(dir, 'dovecot.conf'),
      `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
default_login_user = ${asRoot ? 'dovenull' : me}
default_internal_user = ${asRoot ? 'dovecot' : me}
${asUser}namespace inbox {
  inbox = yes
  separator = /
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/mail/%u
}
service imap-login {
${loginChroot}  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`,
    );
    const server = new TestDovecot(port, dir);
    await server.launch();
    return server;
  }

  /** Starts the dovecot process on the server's port and waits for its greeting. */
  private async launch(): Promise<void> {
    // A process group of its own: stopping it ends the mail processes too, and with them their connections.
    const child = spawn(DOVECOT, ['-F', '-c', join(this.dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.child = child;
    let output = '';
    child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    for (let tries = 0; tries < 100; tries += 1) {
      if (child.exitCode !== null) break;
      if (await greets(this.port)) return;
      await sleep(100);
    }
    const log = await readFile(join(this.dir, 'dovecot.log'), 'utf8').catch(() => '');
    await this.stop();
    throw new Error(`dovecot did not start on 127.0.0.1:${this.port}:\n${output}\n${log}`);
  }

  /** Stops the server, dropping every connection, and starts it again on the same port with the same mail. */
  async restart(downMs = 500): Promise<void> {
    await this.kill();
    await sleep(downMs);
    await this.launch();
  }

  /** IMAP_URL of the test user's mailbox (imap://, the password URL-encoded). */
  url(mailbox = 'INBOX'): string {
    return `imap://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${this.port}/${encodeURIComponent(mailbox)}`;
  }

  /** A connected client of the test user's, for the test's own look at the mailbox. */
  async client(): Promise<ImapFlow> {
    const client = new ImapFlow({ host: '127.0.0.1', port: this.port, secure: false, auth: { user: USER, pass: PASSWORD }, logger: false });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  /** Puts messages into a folder (INBOX unless told) as a mail server would. */
  async append(messages: Array<string | Buffer>, folder = 'INBOX'): Promise<void> {
    const client = await this.client();
    try {
      for (const message of messages) await client.append(folder, message);
    } finally {
      await client.logout();
    }
  }

  /** The Subject of every message in each folder (a folder missing: undefined). */
  async subjects(folders: string[]): Promise<Record<string, string[] | undefined>> {
    const client = await this.client();
    try {
      const known = new Set((await client.list()).map((folder) => folder.path));
      const found: Record<string, string[] | undefined> = {};
      for (const folder of folders) {
        if (!known.has(folder)) continue;
        const lock = await client.getMailboxLock(folder);
        try {
          const messages = client.mailbox && client.mailbox.exists > 0 ? await client.fetchAll('1:*', { envelope: true }) : [];
          found[folder] = messages.map((message) => message.envelope?.subject ?? '').sort();
        } finally {
          lock.release();
        }
      }
      return found;
    } finally {
      await client.logout();
    }
  }

  async stop(): Promise<void> {
    await this.kill();
    await rm(this.dir, { recursive: true, force: true });
  }

  private async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    const group = -child.pid;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(group, 'SIGTERM');
      await Promise.race([exited, sleep(5_000, undefined, { ref: false })]);
    }
    // The mail processes outlive their master for a while: they go at once, as a crashed server's would.
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // None left.
    }
  }
}

/** A plain message with this Subject (and a body of about `bodyBytes` characters, in lines of 80). */
export function message(subject: string, bodyBytes = 40): string {
  return [
    'From: Service Desk <service@dealer.example>',
    'To: claims+token@replies.example',
    `Subject: ${subject}`,
    `Message-ID: <${subject.replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}@dealer.example>`,
    'Date: Sat, 28 Nov 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...Array.from({ length: Math.ceil(bodyBytes / 80) }, () => 'x'.repeat(78)),
    '',
  ].join('\r\n');
}
