import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const checkRemotes = resolve(__dirname, '..', '..', 'tools', 'check-remotes', 'check.mjs');

/** `npm run check:remotes -- …args`, as someone about to deploy a remote would run it. */
function run(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [checkRemotes, ...args], (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

test('check:remotes passes the served remotes and names what would break one', async ({ baseURL, request }) => {
  const manifestUrl = `${baseURL}/remotes/mf-vehicles/mf-manifest.json`;
  const shellManifest = `${baseURL}/mf-manifest.json`;
  const ok = await run([manifestUrl, '--shell', shellManifest]);
  expect(ok.output).toContain('✓ mf_vehicles');
  expect(ok.code).toBe(0);

  // The same remote, rebuilt against React Query 6.
  const manifest = (await (await request.get(manifestUrl)).json()) as { shared: { name: string; requiredVersion: string }[] };
  for (const lib of manifest.shared) if (lib.name === '@tanstack/react-query') lib.requiredVersion = '^6.0.0';
  const file = join(mkdtempSync(join(tmpdir(), 'dct-remote-')), 'mf-manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  const incompatible = await run([file, '--shell', shellManifest]);
  expect(incompatible.code).toBe(1);
  expect(incompatible.output).toMatch(/it was built for @tanstack\/react-query \^6\.0\.0, but the shell has @tanstack\/react-query 5\.\d+\.\d+/);

  // Served from another origin than the shell's, the manifest needs a CORS header.
  const crossOrigin = await run([manifestUrl, '--shell', shellManifest, '--origin', 'https://app.example.test']);
  expect(crossOrigin.code).toBe(1);
  expect(crossOrigin.output).toContain('serve it with "Access-Control-Allow-Origin: https://app.example.test"');
});
