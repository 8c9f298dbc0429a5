import { createWriteStream, existsSync } from "node:fs";
import { link, mkdir, open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGzip, gunzip } from "node:zlib";

/**
 * A backup of the embedded database is PGlite's data-directory tar (dumpDataDir) gzipped: the
 * same format as `dumpDataDir("gzip")`, so PGlite's `loadDataDir` opens it too.
 */

/** `backups/bozor-20261127T041500Z.tar.gz`, relative to the working directory. */
export function defaultBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return path.join("backups", `bozor-${stamp}.tar.gz`);
}

export class BackupFileError extends Error {}

/** Counts what passes, to tell a complete copy from one cut short. */
function counter(): Transform & { bytes: number } {
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      transform.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  transform.bytes = 0;
  return transform;
}

/**
 * Writes the tar gzipped to `file` through a temporary file beside it, flushed to disk before
 * it takes the name, so `file` is either absent or whole. Owner-only: it holds password hashes and
 * sealed card tokens. Never replaces an existing file. Returns the file's size.
 */
export async function writeBackup(
  file: string,
  tar: Readable | Uint8Array,
  expectedBytes: number,
): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const taken = () => new BackupFileError(`${file} already exists`);
  if (existsSync(file)) throw taken();
  const partial = `${file}.partial-${process.pid}`;
  try {
    const counted = counter();
    const source = tar instanceof Uint8Array ? Readable.from([Buffer.from(tar)]) : tar;
    const out = createWriteStream(partial, { flags: "wx", mode: 0o600 });
    await pipeline(source, counted, createGzip(), out);
    if (counted.bytes !== expectedBytes) {
      throw new BackupFileError(
        `the backup arrived incomplete (${counted.bytes} of ${expectedBytes} bytes)`,
      );
    }
    const handle = await open(partial, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    // A link, unlike a rename, never replaces a file that appeared meanwhile.
    await link(partial, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EEXIST" ? taken() : error;
    });
    return (await stat(file)).size;
  } finally {
    await rm(partial, { force: true });
  }
}

/** A data-directory entry every PostgreSQL cluster has; without them it is no database. */
const requiredEntries = ["PG_VERSION", "global/pg_control"];

/**
 * The names in a tar (ustar headers: name at 0, size in octal at 124, magic at 257, prefix at
 * 345). PGlite's own tar reader is not exported, and only the names are needed here.
 */
function tarEntryNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = (from: number, length: number) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString("latin1")
      .replace(/\0.*$/s, "");
  let offset = 0;
  while (offset + 512 <= tar.length) {
    if (tar.subarray(offset, offset + 512).every((byte) => byte === 0)) break;
    if (!text(offset + 257, 6).startsWith("ustar")) {
      throw new BackupFileError("it is not a tar archive");
    }
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) throw new BackupFileError("its tar is damaged");
    const prefix = text(offset + 345, 155);
    const name = text(offset, 100);
    names.push((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ""));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/**
 * Reads a backup and checks it is one before anything is touched: gzip, a tar, and the files
 * of a PostgreSQL data directory. Returns the uncompressed tar.
 */
export async function readBackup(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const packed = await readFile(file).catch((error: unknown) => {
    throw new BackupFileError(`cannot read ${file}: ${(error as Error).message}`);
  });
  if (packed[0] !== 0x1f || packed[1] !== 0x8b) {
    throw new BackupFileError(`${file} is not a backup: it is not gzip-compressed`);
  }
  const tar = await promisify(gunzip)(packed).catch((error: unknown) => {
    throw new BackupFileError(`${file} is damaged: ${(error as Error).message}`);
  });
  let names: string[];
  try {
    names = tarEntryNames(tar);
  } catch (error) {
    throw new BackupFileError(`${file} is not a backup: ${(error as Error).message}`);
  }
  const missing = requiredEntries.filter((entry) => !names.includes(entry));
  if (missing.length > 0) {
    throw new BackupFileError(
      `${file} is not a backup: no database data directory in it (missing ${missing.join(", ")})`,
    );
  }
  // zlib's Buffers sit on plain ArrayBuffers, never shared ones.
  return new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.byteLength);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
