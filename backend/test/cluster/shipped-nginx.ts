import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, until } from '../faults/harness';

/** The nginx configuration compose.postgres.yml runs in front of the API instances. */
export const SHIPPED_NGINX_CONF = join(__dirname, '..', '..', '..', 'deploy', 'compose', 'nginx.conf');

/** Directives the test adds so nginx runs unprivileged in a folder of its own; the shipped file must not set them. */
const RUN_DIRECTIVES = new Set([
  'user',
  'daemon',
  'pid',
  'error_log',
  'access_log',
  'client_body_temp_path',
  'proxy_temp_path',
  'fastcgi_temp_path',
  'uwsgi_temp_path',
  'scgi_temp_path',
]);

/**
 * Every directive of an nginx configuration with the blocks it sits in, e.g.
 * `http > upstream dct_api > server api:3000 max_fails=0`, comments dropped.
 */
export function nginxDirectives(config: string): string[] {
  const tokens = [...config.replace(/#[^\n]*/g, '').matchAll(/"[^"]*"|'[^']*'|[{};]|[^\s{};]+/g)].map((match) => match[0]);
  const directives: string[] = [];
  const blocks: string[] = [];
  let words: string[] = [];
  for (const token of tokens) {
    if (token === ';') directives.push([...blocks, words.join(' ')].join(' > '));
    else if (token === '{') blocks.push(words.join(' '));
    else if (token === '}') blocks.pop();
    else {
      words.push(token);
      continue;
    }
    words = [];
  }
  return directives;
}

/**
 * The shipped configuration as the test runs it: each upstream `server host:port …` line becomes
 * one line per API on loopback with the same parameters, `listen` takes the test's port, and the
 * files nginx writes go to the test's folder. Nothing else changes, and the directives are compared
 * to prove it.
 */
export function nginxConfigForTest(shipped: string, { upstreams, port, dir }: { upstreams: number[]; port: number; dir: string }): string {
  const asRoot = process.getuid?.() === 0;
  const config = shipped
    .replace(/^(\s*)server\s+[\w.-]+:\d+(.*);$/gm, (_line, indent: string, parameters: string) =>
      upstreams.map((upstream) => `${indent}server 127.0.0.1:${upstream}${parameters};`).join('\n'),
    )
    .replace(/^(\s*)listen\s+\d+;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(
      /^http\s*\{$/m,
      [
        'http {',
        `  access_log ${dir}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      ].join('\n'),
    );
  const run = [...(asRoot ? ['user root;'] : []), 'daemon off;', `pid ${dir}/nginx.pid;`, `error_log ${dir}/error.log warn;`];
  return `${run.join('\n')}\n${config}`;
}

/** What differs between the shipped file and the test's copy once addresses, ports and run paths are set aside (empty when only those differ). */
export function unexpectedDifferences(shipped: string, forTest: string): string[] {
  const shippedDirectives = nginxDirectives(shipped);
  const misplaced = shippedDirectives.filter((directive) => RUN_DIRECTIVES.has(lastWord(directive)));
  if (misplaced.length > 0) return misplaced.map((directive) => `the shipped file sets ${directive}, which the test replaces`);
  const normalise = (directives: string[]) =>
    directives
      .filter((directive) => !RUN_DIRECTIVES.has(lastWord(directive)))
      .map((directive) => directive.replace(/(^|> )server [\w.-]+:\d+/, '$1server <upstream>').replace(/(^|> )listen [\w.:-]+$/, '$1listen <address>'))
      .filter((directive, index, all) => directive !== all[index - 1]);
  const expected = normalise(shippedDirectives);
  const actual = normalise(nginxDirectives(forTest));
  return [
    ...expected.filter((directive) => !actual.includes(directive)).map((d) => `missing: ${d}`),
    ...actual.filter((d) => !expected.includes(d)).map((d) => `added: ${d}`),
  ];
}

const lastWord = (directive: string) => directive.split(' > ').pop()?.split(' ')[0] ?? '';

/** nginx running the shipped configuration in front of APIs on loopback (no system file touched). */
export class ShippedNginx {
  readonly dir = mkdtempSync(join(tmpdir(), 'dct-cluster-nginx-'));
  port = 0;
  private process?: ChildProcess;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(upstreams: number[]): Promise<void> {
    this.port = await freePort();
    const shipped = readFileSync(SHIPPED_NGINX_CONF, 'utf8');
    const config = nginxConfigForTest(shipped, { upstreams, port: this.port, dir: this.dir });
    const differences = unexpectedDifferences(shipped, config);
    if (differences.length > 0) throw new Error(`The test's nginx configuration differs from deploy/compose/nginx.conf:\n${differences.join('\n')}`);
    writeFileSync(join(this.dir, 'nginx.conf'), config);
    const check = spawnSync('nginx', ['-t', '-p', this.dir, '-c', join(this.dir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused deploy/compose/nginx.conf: ${check.stderr}`);
    this.process = spawn('nginx', ['-p', this.dir, '-c', join(this.dir, 'nginx.conf')], { stdio: 'ignore' });
    await until('nginx to answer', () =>
      fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
    );
  }

  async stop(): Promise<void> {
    const process = this.process;
    if (process && process.exitCode === null) {
      const exited = new Promise((resolve) => process.once('exit', resolve));
      process.kill('SIGQUIT');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The end of nginx's error log, for a failing case's message. */
  get errors(): string {
    try {
      return readFileSync(join(this.dir, 'error.log'), 'utf8').slice(-2_000);
    } catch {
      return '';
    }
  }

  /** Access-log lines whose status is 5xx, for a failing case's message. */
  get failedRequests(): string[] {
    try {
      return readFileSync(join(this.dir, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => /" 5\d\d /.test(line))
        .slice(-20);
    } catch {
      return [];
    }
  }
}
