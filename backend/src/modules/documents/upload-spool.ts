import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rm, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { RequestMessages } from '@dct/contracts';
import { UnavailableError } from '../../common/domain-errors';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

const logger = new Logger('Documents');

/** A full disk (or quota) is the server's moment, not the owner's fault: a 503 that may be retried. */
function diskFull(error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') throw new UnavailableError(RequestMessages.busy);
  throw error;
}

/** The bytes every upload's spool file holds together, within UPLOAD_SPOOL_MAX_MB. */
class SpoolBudget {
  private used = 0;
  constructor(private readonly max: number) {}

  /** Refuses (503, try again) what would take the spool past its budget: the disk is the app's, not one client's. */
  reserve(bytes: number): void {
    if (this.used + bytes > this.max) throw new UnavailableError(RequestMessages.busy);
    this.used += bytes;
  }

  release(bytes: number): void {
    this.used -= bytes;
  }
}

/**
 * One upload's bytes on disk while its body arrives: appended as they come, read back by range
 * once the whole body is there. The file has no name (see UploadSpool), so closing it is all
 * there is to removing it.
 */
export class SpoolFile {
  private length = 0;
  /** What this file counts against the spool's budget (appends that failed included). */
  private reserved = 0;
  private closed = false;

  constructor(
    private readonly handle: FileHandle,
    private readonly budget: SpoolBudget,
  ) {}

  /** Where the next byte goes: a file's bytes are the range from here to the spool's length after it. */
  get size(): number {
    return this.length;
  }

  async append(data: Buffer): Promise<void> {
    this.budget.reserve(data.length);
    this.reserved += data.length;
    for (let written = 0; written < data.length;) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written, this.length + written).catch(diskFull);
      written += bytesWritten;
    }
    this.length += data.length;
  }

  /** `length` bytes from `position`, into `into` (which must hold them) or a new buffer. */
  async read(position: number, length: number, into: Buffer = Buffer.allocUnsafe(length)): Promise<Buffer> {
    for (let read = 0; read < length;) {
      const { bytesRead } = await this.handle.read(into, read, length - read, position + read);
      if (bytesRead === 0) throw new Error(`The upload's spool file ends at ${position + read}, before ${position + length}`);
      read += bytesRead;
    }
    return into.subarray(0, length);
  }

  /** Safe to call twice; never throws, so the answer the client gets is the upload's own. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.budget.release(this.reserved);
    await this.handle.close().catch((error: Error) => logger.warn(`Closing an upload's spool file failed: ${error.message}`));
  }
}

/**
 * The folder where upload bodies wait, on disk, until they have arrived whole and been checked:
 * nothing of the database is taken while a client sends. It is the app's own
 * (`$DATA_DIR/tmp/uploads`, mode 0700). Each file is created 0600 and unlinked at once, kept
 * open by its handle alone: it goes with that handle whatever the upload's end (stored, refused,
 * the client gone or too slow), and with the process if it dies. Start-up clears the folder of
 * anything a crash left in the moment between creating a file and unlinking it; a process that
 * shares the folder loses nothing by that, its files having no names. All of them together hold
 * at most UPLOAD_SPOOL_MAX_MB: an upload that would pass it is refused as the server being busy.
 */
@Injectable()
export class UploadSpool implements OnModuleInit {
  private readonly folder: string;
  private readonly budget: SpoolBudget;

  constructor(@InjectConfig() config: AppConfig) {
    this.folder = config.uploads.spoolDir;
    this.budget = new SpoolBudget(config.uploads.spoolMaxBytes);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await chmod(this.folder, 0o700);
    const leftovers = await readdir(this.folder);
    await Promise.all(leftovers.map((name) => rm(join(this.folder, name), { recursive: true, force: true })));
    if (leftovers.length > 0) logger.warn(`Removed ${leftovers.length} upload spool file(s) left by an earlier process`);
  }

  async open(): Promise<SpoolFile> {
    const path = join(this.folder, randomUUID());
    const handle = await open(path, 'wx+', 0o600).catch(diskFull);
    try {
      await unlink(path);
    } catch (error) {
      // Cleared by a process starting on the same folder: just as nameless.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        await handle.close();
        throw error;
      }
    }
    return new SpoolFile(handle, this.budget);
  }
}
