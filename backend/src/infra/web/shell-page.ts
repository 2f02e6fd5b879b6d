import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../../common/session-cookie';

/**
 * The shell's index.html as each page request gets it: with remotes.json inlined (so the shell
 * need not ask for it before anything else) and whether the request carries a session cookie
 * (so the shell starts loading the right area at once). Rebuilt when either file changes, so
 * an edited remotes.json shows on the next page load.
 */
export class ShellPage {
  private cached?: { stamp: string; head: string; tail: string };

  constructor(private readonly shellDist: string) {}

  private get indexPath() {
    return join(this.shellDist, 'index.html');
  }

  private get remotesPath() {
    return join(this.shellDist, 'remotes.json');
  }

  html(cookieHeader: string | undefined): string {
    const { head, tail } = this.parts();
    const session = hasSessionCookie(cookieHeader) ? 'present' : 'absent';
    return `${head}<meta name="dct-session" content="${session}">${tail}`;
  }

  private parts(): { head: string; tail: string } {
    const stamp = [this.indexPath, this.remotesPath].map((path) => mtimeOf(path)).join(':');
    if (this.cached?.stamp === stamp) return this.cached;
    const index = readFileSync(this.indexPath, 'utf8');
    const at = index.indexOf('</head>');
    const inline = inlineRemotes(this.remotesPath);
    const head = at === -1 ? index : index.slice(0, at);
    const tail = (inline ? `<script id="dct-remotes" type="application/json">${inline}</script>` : '') + (at === -1 ? '' : index.slice(at));
    this.cached = { stamp, head, tail };
    return this.cached;
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** remotes.json as a JSON script body; a missing or broken file is left for the shell to fetch and report. */
function inlineRemotes(path: string): string | undefined {
  try {
    const remotes: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return undefined;
    // "<" escaped, so no value can close the script element.
    return JSON.stringify(remotes).replace(/</g, '\\u003c');
  } catch {
    return undefined;
  }
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}
