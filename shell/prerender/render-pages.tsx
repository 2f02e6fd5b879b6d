// Renders the public pages a signed-out visitor can land on (the landing, terms, privacy,
// about) inside the shell's public layout, and writes them to dist/prerendered/. The server
// sends them as the first response to a request without a session; the app then takes over.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadAllDeferredParts, pageTitle } from '@dct/ui';
import { routes } from '@dct/mf-public/routes';
import { PAGE_TITLES } from '../src/page-titles';
import { PRERENDERED_PAGES } from '../src/prerendered-pages';
import { PublicLayout } from '../src/layout/public-layout';

// What the layout reads while rendering: no stored theme, online. Node 21+ has a navigator of
// its own (a getter, without onLine), so it is replaced by definition, not by assignment.
Object.assign(globalThis, { window: { localStorage: { getItem: () => null } } });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });

async function renderPages() {
  const out = resolve(process.argv[2] ?? 'dist/prerendered');
  mkdirSync(out, { recursive: true });
  // Pages other than the landing are chunks of their own: loaded first, they render at once.
  await loadAllDeferredParts();
  /** pages.json: what the server reads to pick a page's markup and title by path. */
  const pages: Record<string, { file: string; title: string }> = {};
  for (const [path, name] of Object.entries(PRERENDERED_PAGES)) {
    const route = routes.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`mf-public has no page named ${name}`);
    const Page = route.Component as ComponentType;
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>
          <PublicLayout>
            <Page />
          </PublicLayout>
        </StaticRouter>
      </QueryClientProvider>,
    );
    writeFileSync(join(out, `${name}.html`), html);
    // The landing's tab shows the app's name alone, as in the app.
    pages[path] = { file: `${name}.html`, title: pageTitle(name === 'landing' ? undefined : PAGE_TITLES[path]) };
    console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  writeFileSync(join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
}

renderPages().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
