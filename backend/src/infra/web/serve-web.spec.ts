import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { acceptedEncodings } from './precompressed';
import { serveWeb } from './serve-web';

describe('serveWeb: the built bundles, precompressed', () => {
  const root = mkdtempSync(join(tmpdir(), 'dct-web-'));
  const bundle = 'console.log("the vehicles page");'.repeat(100);
  const html = '<!doctype html><html><head><title>Downtime Claim Tracker</title></head><body><div id="root"></div></body></html>';
  const app = express();
  const withMaps = express();
  const development = express();

  beforeAll(() => {
    const shell = join(root, 'shell', 'dist');
    const vehicles = join(root, 'mf-vehicles', 'dist');
    mkdirSync(shell, { recursive: true });
    mkdirSync(vehicles, { recursive: true });
    writeFileSync(join(shell, 'index.html'), html);
    writeFileSync(
      join(shell, 'remotes.json'),
      JSON.stringify({ mf_vehicles: '/remotes/mf-vehicles/mf-manifest.json', mf_public: '</script><script>alert(1)</script>' }),
    );
    writeFileSync(join(shell, 'main.0123abcd.js'), bundle);
    writeFileSync(join(shell, 'main.0123abcd.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(shell, 'main.0123abcd.js.gz'), gzipSync(bundle));
    writeFileSync(join(vehicles, 'remoteEntry.js'), bundle);
    writeFileSync(join(vehicles, 'remoteEntry.js.gz'), gzipSync(bundle));
    writeFileSync(join(vehicles, 'small.0123abcd.css'), 'a{color:red}');
    writeFileSync(join(vehicles, 'remoteEntry.js.map'), '{"version":3}');
    writeFileSync(join(vehicles, 'mf-stats.json'), '{}');
    writeFileSync(join(vehicles, 'mf-stats.json.gz'), gzipSync('{}'));
    writeFileSync(join(shell, 'main.0123abcd.js.map'), '{"version":3}');
    writeFileSync(join(shell, 'mf-stats.json'), '{"modules":[]}');
    mkdirSync(join(shell, 'static', 'js'), { recursive: true });
    writeFileSync(join(shell, 'static', 'js', '298.e8cce077ef.js'), bundle);
    writeFileSync(join(shell, 'static', 'js', '298.e8cce077ef.js.map'), '{"version":3,"sources":["secret.ts"]}');
    mkdirSync(join(root, 'mf-claims', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mf-claims', 'dist', 'remoteEntry.js'), bundle);
    writeFileSync(join(root, 'mf-claims', 'dist', 'mf-stats.json'), '{"modules":[]}');
    serveWeb(app, root, pino({ level: 'silent' }), { production: true });
    serveWeb(withMaps, root, pino({ level: 'silent' }), { sourceMaps: true, production: true });
    serveWeb(development, root, pino({ level: 'silent' }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The bytes on the wire (supertest would decode them). */
  function rawGet(path: string, acceptEncoding: string, to = app): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const server = to.listen(0, '127.0.0.1');
    return new Promise((resolve, reject) => {
      server.once('listening', () => {
        const { port } = server.address() as AddressInfo;
        get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            server.close();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          });
        }).on('error', reject);
      });
    });
  }

  it('sends the brotli copy to a browser that accepts it, typed as the original and kept for a year', async () => {
    const response = await rawGet('/main.0123abcd.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(bundle);
  });

  it('falls back to gzip, then to the plain file, by what the client accepts and what the build wrote', async () => {
    const gzip = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(bundle); // supertest inflates gzip
    const refused = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'br;q=0, gzip;q=0').expect(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.text).toBe(bundle);
    const remote = await request(app).get('/remotes/mf-vehicles/remoteEntry.js?v=2').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(remote.headers['content-encoding']).toBe('gzip'); // no .br was written for it
    expect(remote.headers['cache-control']).toBe('no-cache');
    expect(remote.text).toBe(bundle);
    const small = await request(app).get('/remotes/mf-vehicles/small.0123abcd.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers pages with the shell, remotes.json inlined and the session cookie noted, and keeps them private', async () => {
    const page = await request(app).get('/vehicles').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['vary']).toContain('Cookie');
    expect(page.text).toContain('<meta name="dct-session" content="absent">');
    const inline = /<script id="dct-remotes" type="application\/json">(.*?)<\/script><\/head>/.exec(page.text);
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual({
      mf_vehicles: '/remotes/mf-vehicles/mf-manifest.json',
      mf_public: '</script><script>alert(1)</script>',
    });
    expect(page.text).not.toContain('<script>alert(1)');
    const signedIn = await request(app).get('/').set('Cookie', 'theme=dark; dct.sid=s%3Aabc.def').expect(200);
    expect(signedIn.text).toContain('<meta name="dct-session" content="present">');

    // An edited remotes.json shows on the next page load.
    const remotes = join(root, 'shell', 'dist', 'remotes.json');
    writeFileSync(remotes, JSON.stringify({ mf_vehicles: 'https://cdn.example.com/vehicles/mf-manifest.json' }));
    utimesSync(remotes, new Date(), new Date(Date.now() + 5000));
    expect((await request(app).get('/vehicles').expect(200)).text).toContain('https://cdn.example.com/vehicles/mf-manifest.json');
  });

  it('serves no source maps unless asked to, and never the federation stats', async () => {
    await request(app).get('/main.0123abcd.js.map').expect(404);
    await request(app).get('/remotes/mf-vehicles/remoteEntry.js.map').expect(404);
    await request(app).get('/remotes/mf-vehicles/mf-stats.json').expect(404);
    await request(app).get('/remotes/mf-vehicles/mf-stats.json.gz').expect(404);
    await request(withMaps).get('/main.0123abcd.js.map').expect(200);
    await request(withMaps).get('/remotes/mf-vehicles/mf-stats.json').expect(404);
  });

  it('decodes the path before any rule: no encoded spelling reaches a map or the stats', async () => {
    for (const path of [
      '/mf%2Dstats.json',
      '/remotes/mf-claims/mf%2dstats.json',
      '/remotes/mf-claims/mf%2Dstats%2Ejson',
      '/static/js/298.e8cce077ef.js%2emap',
      '/static/js/298.e8cce077ef.js%2Emap',
      '/static/js/298.e8cce077ef%2Ejs%2Emap',
      '/%73tatic/js/298.e8cce077ef.js.map',
      // encoded twice: one decoding leaves an escape, which no build file's name has
      '/static/js/298.e8cce077ef.js%252emap',
      '/mf%252Dstats.json',
      // encoded dot segments and separators
      '/remotes/mf-claims/%2e%2e/%2e%2e/shell/dist/mf-stats.json',
      '/remotes/mf-claims/%2E%2E%2Fmf-vehicles%2Fmf-stats.json',
      '/static/js/..%5c..%5cmain.0123abcd.js.map',
      '/static/js/%2e%2e/%2e%2e/main.0123abcd.js.map',
      '/main.0123abcd.js%00.map',
    ]) {
      for (const server of [app, development]) {
        // Sent as written (an HTTP client's URL parser would resolve the dot segments first).
        const answer = await rawGet(path, 'identity', server);
        expect([path, answer.status, answer.body.toString()]).toEqual([path, 404, 'Not found']);
      }
    }
    // The same files by their plain names are refused as well, and the bundle beside them is served.
    await request(app).get('/mf-stats.json').expect(404);
    await request(app).get('/remotes/mf-claims/mf-stats.json').expect(404);
    await request(app).get('/static/js/298.e8cce077ef.js.map').expect(404);
    expect((await request(app).get('/static/js/298.e8cce077ef.js').expect(200)).text).toBe(bundle);
    expect((await request(app).get('/static/js/298%2Ee8cce077ef.js').expect(200)).text).toBe(bundle);
    expect((await request(withMaps).get('/static/js/298.e8cce077ef.js%2emap').expect(200)).text).toContain('secret.ts');
  });

  it('in production serves only the files the build wrote before the start; elsewhere the folders as they are', async () => {
    const shell = join(root, 'shell', 'dist');
    writeFileSync(join(shell, 'added-later.0123abcd.js'), bundle);
    await request(app).get('/added-later.0123abcd.js').expect(404);
    await request(development).get('/added-later.0123abcd.js').expect(200);
    // Unknown paths answer as before: a page path gets the shell, a file path or a remote's path a 404.
    await request(app).get('/claims/12').expect(200).expect('Content-Type', /html/);
    await request(app).get('/claims%2F12').expect(404);
    await request(app).get('/remotes/mf-claims/missing').expect(404);
    await request(app).get('/remotes/mf-claims').expect(404);
  });

  it('answers missing files and paths outside the folder with 404', async () => {
    await request(app).get('/missing.0123abcd.js').set('Accept-Encoding', 'br').expect(404);
    await request(app).get('/remotes/mf-vehicles/..%2f..%2fshell%2fdist%2fmain.0123abcd.js').set('Accept-Encoding', 'br').expect(404);
    await request(app)
      .get('/%E0%A4%A.js')
      .set('Accept-Encoding', 'br')
      .expect((res) => expect(res.status).toBeLessThan(500));
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe('serveWeb: the prerendered public pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'dct-prerendered-'));
  const app = express();
  const index = '<!doctype html><html><head><title>Downtime Claim Tracker</title></head><body><div id="root"></div><noscript>JS</noscript></body></html>';

  beforeAll(() => {
    const shell = join(root, 'shell', 'dist');
    mkdirSync(join(shell, 'prerendered'), { recursive: true });
    mkdirSync(join(root, 'mf-public', 'dist'), { recursive: true });
    writeFileSync(join(shell, 'index.html'), index);
    writeFileSync(join(shell, 'remotes.json'), JSON.stringify({ mf_public: '/remotes/mf-public/mf-manifest.json' }));
    writeFileSync(join(shell, 'prerendered', 'landing.html'), '<div class="app"><main><h1>Get compensated</h1></main></div>');
    writeFileSync(join(shell, 'prerendered', 'terms.html'), '<div class="app"><main><h1>Terms of Service</h1></main></div>');
    writeFileSync(
      join(shell, 'prerendered', 'pages.json'),
      JSON.stringify({
        '/': { file: 'landing.html', title: 'Downtime Claim Tracker' },
        '/terms': { file: 'terms.html', title: 'Terms of Service · Downtime Claim Tracker' },
      }),
    );
    writeFileSync(
      join(root, 'mf-public', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.1234abcd.js'] }, css: { sync: ['static/css/routes.1234abcd.css'] } } }],
      }),
    );
    serveWeb(app, root, pino({ level: 'silent' }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sends a request without a session the page as markup, with its title and stylesheet, and the app hidden beside it', async () => {
    const page = (await request(app).get('/terms').expect(200)).text;
    expect(page).toContain('<title>Terms of Service · Downtime Claim Tracker</title>');
    expect(page).toContain('<link rel="stylesheet" href="/remotes/mf-public/static/css/routes.1234abcd.css">');
    expect(page).toContain('<link rel="preload" as="script" href="/remotes/mf-public/static/js/routes.1234abcd.js">');
    expect(page).toContain(
      '<body><div id="prerendered"><div class="app"><main><h1>Terms of Service</h1></main></div></div><div id="root" hidden></div><noscript>JS</noscript>',
    );
  });

  it('sends the app alone with a session, on other pages, and when mf-public is served from elsewhere', async () => {
    const signedIn = (await request(app).get('/').set('Cookie', 'dct.sid=s%3Aabc').expect(200)).text;
    expect(signedIn).not.toContain('prerendered');
    expect(signedIn).toContain('<div id="root"></div>');
    expect((await request(app).get('/contact').expect(200)).text).not.toContain('prerendered');

    const remotes = join(root, 'shell', 'dist', 'remotes.json');
    writeFileSync(remotes, JSON.stringify({ mf_public: 'https://cdn.example.com/public/mf-manifest.json' }));
    utimesSync(remotes, new Date(), new Date(Date.now() + 5000));
    const elsewhere = (await request(app).get('/').expect(200)).text;
    expect(elsewhere).not.toContain('prerendered');
    expect(elsewhere).toContain('https://cdn.example.com/public/mf-manifest.json');
  });
});
