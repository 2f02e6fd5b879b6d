import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../../common/session-cookie';

/** Where the public remote lives when it is served from here (then its prerendered pages match it). */
const LOCAL_PUBLIC_MANIFEST = '/remotes/mf-public/mf-manifest.json';

interface Prerendered {
  /** The page's markup in the shell's public layout (shell/prerender). */
  html: string;
  title: string;
}

interface Parts {
  /** index.html up to </head>, and from </head> to the root element, and after it. */
  head: string;
  headEnd: string;
  body: string;
  tail: string;
  prerendered: ReadonlyMap<string, Prerendered>;
  /** Stylesheets and scripts of mf-public's pages, for a prerendered page's head. */
  publicAssets: string;
}

/**
 * The shell's index.html as each page request gets it: remotes.json inlined (so the shell need
 * not ask for it before anything else), whether the request carries a session cookie (so the
 * shell starts the right area at once) and, for a request without one, the public page already
 * rendered (shell/prerender), so the heading is in the first response. Rebuilt when a file it is
 * made of changes, so an edited remotes.json shows on the next page load.
 */
export class ShellPage {
  private cached?: { stamp: string; parts: Parts };

  constructor(
    private readonly shellDist: string,
    private readonly publicDist: string,
  ) {}

  html(path: string, cookieHeader: string | undefined): string {
    const parts = this.parts();
    const signedIn = hasSessionCookie(cookieHeader);
    const session = `<meta name="dct-session" content="${signedIn ? 'present' : 'absent'}">`;
    const page = signedIn ? undefined : parts.prerendered.get(path);
    if (!page) return `${parts.head}${session}${parts.headEnd}${parts.body}<div id="root"></div>${parts.tail}`;
    // The app renders hidden beside the markup and takes its place once the page is ready.
    const head = parts.head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    return `${head}${session}${parts.publicAssets}${parts.headEnd}${parts.body}<div id="prerendered">${page.html}</div><div id="root" hidden></div>${parts.tail}`;
  }

  private parts(): Parts {
    const files = [this.file('index.html'), this.file('remotes.json'), this.file('prerendered/pages.json'), join(this.publicDist, 'mf-manifest.json')];
    const stamp = files.map(mtimeOf).join(':');
    if (this.cached?.stamp !== stamp) this.cached = { stamp, parts: this.read() };
    return this.cached.parts;
  }

  private read(): Parts {
    const index = readFileSync(this.file('index.html'), 'utf8');
    const headAt = index.indexOf('</head>');
    const rootAt = index.indexOf('<div id="root"></div>');
    const remotes = readRemotes(this.file('remotes.json'));
    const inline = remotes ? `<script id="dct-remotes" type="application/json">${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>` : '';
    if (headAt === -1 || rootAt === -1) return { head: index, headEnd: '', body: '', tail: '', prerendered: new Map(), publicAssets: '' };
    const prerendered = remotes?.mf_public === LOCAL_PUBLIC_MANIFEST ? this.readPrerendered() : new Map<string, Prerendered>();
    return {
      head: index.slice(0, headAt),
      headEnd: inline + index.slice(headAt, index.indexOf('>', headAt) + 1),
      body: index.slice(index.indexOf('>', headAt) + 1, rootAt),
      tail: index.slice(rootAt + '<div id="root"></div>'.length),
      prerendered,
      publicAssets: prerendered.size ? publicPageAssets(this.publicDist) : '',
    };
  }

  private readPrerendered(): Map<string, Prerendered> {
    const pages = new Map<string, Prerendered>();
    try {
      const list = JSON.parse(readFileSync(this.file('prerendered/pages.json'), 'utf8')) as Record<string, { file: string; title: string }>;
      for (const [path, page] of Object.entries(list)) {
        pages.set(path, { html: readFileSync(this.file(join('prerendered', page.file)), 'utf8'), title: page.title });
      }
    } catch {
      // Not prerendered (a build without it): every page starts from the app alone.
    }
    return pages;
  }

  private file(name: string): string {
    return join(this.shellDist, name);
  }
}

/** mf-public's page stylesheet (the markup needs it at once) and scripts (fetched early, run by the app). */
function publicPageAssets(publicDist: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(publicDist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const routes = manifest.exposes.find((exposed) => exposed.path === './routes');
    if (!routes) return '';
    const url = (asset: string) => `/remotes/mf-public/${asset}`;
    return [
      ...routes.assets.css.sync.map((css) => `<link rel="stylesheet" href="${url(css)}">`),
      `<link rel="preload" as="script" href="${url('remoteEntry.js')}">`,
      ...routes.assets.js.sync.map((js) => `<link rel="preload" as="script" href="${url(js)}">`),
    ].join('');
  } catch {
    return '';
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** remotes.json, if it is a JSON object; a missing or broken file is left for the shell to fetch and report. */
function readRemotes(path: string): Record<string, unknown> | undefined {
  try {
    const remotes: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes) ? (remotes as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}
