// The backup archive holds the session secret, sessions, password hashes and every document: it
// is written readable by its owner only (0600 in a 0700 folder), and with BACKUP_PASSPHRASE it is
// encrypted in age's format, which age's own JavaScript implementation (age-encryption, by age's
// author) opens, and which restore refuses to open without the passphrase, restoring nothing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { Decrypter, Encrypter } from 'age-encryption';
import { root, runScript, tempDir, withEmbeddedDatabase } from './lib.mjs';

const PASSPHRASE = 'correct horse battery staple, for the backups';
const work = tempDir('backup-modes');
const dataDir = join(work, 'data');

const mode = (path) => statSync(path).mode & 0o777;

const script = (name, args, env = {}) => runScript(work, dataDir, name, args, env);

const embedded = (directory, sql) => withEmbeddedDatabase(directory, async (db) => (await db.exec(sql)).at(-1).rows);

/** The names a gzipped tar holds (the entries' headers, read without tar). */
function tarNames(gzipped) {
  const tar = gunzipSync(gzipped);
  const names = [];
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    names.push(
      tar
        .subarray(at, at + 100)
        .toString('utf8')
        .replace(/\0.*$/s, ''),
    );
    const size =
      parseInt(
        tar
          .subarray(at + 124, at + 136)
          .toString('ascii')
          .trim(),
        8,
      ) || 0;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

before(async () => {
  // A data folder as the app leaves it, with the usual umask: an embedded database, the secret and a mail.
  process.umask(0o022);
  mkdirSync(join(dataDir, 'outbox'), { recursive: true });
  await embedded(join(dataDir, 'pglite'), "CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept safe')");
  writeFileSync(join(dataDir, 'session-secret'), 's'.repeat(64));
  writeFileSync(join(dataDir, 'outbox', 'first.eml'), 'Subject: hello\r\n\r\nA mail.\r\n');
});

after(() => rmSync(work, { recursive: true, force: true }));

test('the archive is written 0600 into a folder made 0700, replacing an older archive of looser mode', () => {
  const archive = join(work, 'new-folder', 'nested', 'plain.tar.gz');
  const result = script('backup', [archive]);
  assert.equal(result.status, 0, result.output);
  assert.equal(mode(archive).toString(8), '600');
  assert.equal(mode(join(work, 'new-folder', 'nested')).toString(8), '700');
  assert.equal(mode(join(work, 'new-folder')).toString(8), '700');
  assert.ok(tarNames(readFileSync(archive)).includes('./files/session-secret'));

  // An existing folder of this user's is tightened; an archive already there (0644) is replaced by a 0600 one.
  const existing = join(work, 'existing');
  mkdirSync(existing, { mode: 0o755 });
  chmodSync(existing, 0o755);
  writeFileSync(join(existing, 'again.tar.gz'), 'an old archive');
  chmodSync(join(existing, 'again.tar.gz'), 0o644);
  const again = script('backup', [join(existing, 'again.tar.gz')]);
  assert.equal(again.status, 0, again.output);
  assert.equal(mode(existing).toString(8), '700');
  assert.equal(mode(join(existing, 'again.tar.gz')).toString(8), '600');
  assert.deepEqual(spawnSync('ls', ['-A', existing], { encoding: 'utf8' }).stdout.trim().split('\n'), ['again.tar.gz'], 'no temporary file is left beside it');

  // Restored files are the owner's alone too.
  const restored = join(work, 'restored-plain');
  const restore = script('restore', [archive, '--data-dir', restored]);
  assert.equal(restore.status, 0, restore.output);
  assert.equal(mode(join(restored, 'session-secret')).toString(8), '600');
  assert.equal(mode(restored).toString(8), '700');
});

test('with BACKUP_PASSPHRASE the archive is an age file (scrypt) that age opens with the passphrase', async () => {
  const archive = join(work, 'secret', 'encrypted.tar.gz.age');
  const result = script('backup', [archive], { BACKUP_PASSPHRASE: PASSPHRASE });
  assert.equal(result.status, 0, result.output);
  assert.equal(mode(archive).toString(8), '600');
  const bytes = readFileSync(archive);
  assert.match(
    bytes.subarray(0, 200).toString('latin1'),
    /^age-encryption\.org\/v1\n-> scrypt [A-Za-z0-9+/]{22} 18\n[A-Za-z0-9+/]{43}\n--- [A-Za-z0-9+/]{43}\n/,
  );
  assert.ok(!bytes.includes(Buffer.from('s'.repeat(64))), 'the session secret is not readable in it');

  const decrypter = new Decrypter();
  decrypter.addPassphrase(PASSPHRASE);
  const plain = Buffer.from(await decrypter.decrypt(bytes));
  const names = tarNames(plain);
  for (const name of ['./manifest.json', './database.sql', './files/session-secret', './files/outbox/first.eml']) assert.ok(names.includes(name), name);

  const wrong = new Decrypter();
  wrong.addPassphrase('not the passphrase');
  await assert.rejects(wrong.decrypt(bytes));
});

test('restore needs the passphrase of an encrypted archive, and restores nothing without it or with another', async () => {
  const archive = join(work, 'secret', 'encrypted.tar.gz.age');
  const target = join(work, 'restored-encrypted');

  const missing = script('restore', [archive, '--data-dir', target]);
  assert.equal(missing.status, 1);
  assert.match(missing.output, /is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with\. Nothing was restored\./);
  assert.ok(!existsSync(target), 'no data folder was made');

  const wrong = script('restore', [archive, '--data-dir', target], { BACKUP_PASSPHRASE: 'not the passphrase' });
  assert.equal(wrong.status, 1);
  assert.match(wrong.output, /cannot be decrypted: the passphrase does not open it/);
  assert.ok(!existsSync(target));

  // One changed byte of the payload (its last chunk) is found before anything is restored.
  const tampered = join(work, 'secret', 'tampered.tar.gz.age');
  const bytes = readFileSync(archive);
  bytes[bytes.length - 20] ^= 1;
  writeFileSync(tampered, bytes);
  const changed = script('restore', [tampered, '--data-dir', target], { BACKUP_PASSPHRASE: PASSPHRASE });
  assert.equal(changed.status, 1);
  assert.match(changed.output, /cannot be decrypted: it has been changed or cut short/);
  assert.ok(!existsSync(target));

  const right = script('restore', [archive, '--data-dir', target], { BACKUP_PASSPHRASE: PASSPHRASE });
  assert.equal(right.status, 0, right.output);
  assert.deepEqual(await embedded(join(target, 'pglite'), 'SELECT body FROM notes'), [{ body: 'kept safe' }]);
  assert.equal(readFileSync(join(target, 'session-secret'), 'utf8'), 's'.repeat(64));
});

test('restore opens an archive that age itself encrypted with the passphrase', async () => {
  const plain = join(work, 'plain-for-age.tar.gz');
  assert.equal(script('backup', [plain]).status, 0);
  const encrypter = new Encrypter();
  encrypter.setPassphrase(PASSPHRASE);
  encrypter.setScryptWorkFactor(12);
  const archive = join(work, 'by-age.tar.gz.age');
  writeFileSync(archive, await encrypter.encrypt(readFileSync(plain)));
  const target = join(work, 'restored-from-age');
  const result = script('restore', [archive, '--data-dir', target], { BACKUP_PASSPHRASE: PASSPHRASE });
  assert.equal(result.status, 0, result.output);
  assert.deepEqual(await embedded(join(target, 'pglite'), 'SELECT body FROM notes'), [{ body: 'kept safe' }]);
});

test('the age format holds across chunk boundaries both ways: empty, one full chunk, several chunks', async () => {
  const { decryptFile, encryptFile } = await import('../../scripts/backup-crypt.mjs');
  for (const size of [0, 1, 64 * 1024, 64 * 1024 + 1, 200_000]) {
    const content = Buffer.alloc(size, size % 251);
    for (let i = 0; i < size; i += 97) content[i] = i % 256;
    const source = join(work, `chunks-${size}`);
    writeFileSync(source, content);

    encryptFile(source, `${source}.age`, PASSPHRASE, 10);
    const decrypter = new Decrypter();
    decrypter.addPassphrase(PASSPHRASE);
    assert.ok(Buffer.from(await decrypter.decrypt(readFileSync(`${source}.age`))).equals(content), `age opens ${size} bytes`);

    const encrypter = new Encrypter();
    encrypter.setPassphrase(PASSPHRASE);
    encrypter.setScryptWorkFactor(10);
    writeFileSync(`${source}.by-age`, await encrypter.encrypt(content));
    decryptFile(`${source}.by-age`, `${source}.out`, PASSPHRASE);
    assert.ok(readFileSync(`${source}.out`).equals(content), `${size} bytes from age`);
    // Cut at a chunk's end, the file is refused rather than read short.
    if (size > 64 * 1024) {
      writeFileSync(`${source}.cut`, readFileSync(`${source}.by-age`).subarray(0, readFileSync(`${source}.by-age`).length - (size - 64 * 1024) - 16));
      assert.throws(() => decryptFile(`${source}.cut`, `${source}.out`, PASSPHRASE), /changed or cut short/);
    }
  }
});
