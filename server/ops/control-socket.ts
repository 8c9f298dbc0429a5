import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { chmod, mkdir, unlink } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseConfig } from "../config";
import type { AdminOutcome, AdminRequest } from "./admin-account";

/**
 * The embedded database's data directory belongs to one process at a time: the server, or one
 * of the tools that open it alone. That process listens on a Unix socket beside the directory
 * (owner-only, never a network port): a second process finds it taken and either asks the
 * holder for a backup (npm run backup) or an administrator (npm run admin), or refuses to open
 * the directory (a second server, a restore, npm run seed).
 */
export type Holder = "server" | "backup" | "restore" | "seed" | "admin";

/** The first line of every answer, as JSON; a backup's tar follows it, `bytes` long. */
export interface Answer {
  ok: boolean;
  holder: Holder;
  pid: number;
  bytes?: number;
  /** What an `admin` request did (admin-account.ts). */
  admin?: AdminOutcome;
  error?: string;
}

/** A request with fields of its own: `{"op":"admin","email":…,"passwordHash":…}`. */
type AdminAsk = { op: "admin" } & AdminRequest;

type Request = "status" | "backup" | AdminAsk;

/** The longest request line read: an `admin` request's 254-character email and hash, and room. */
const maxRequestBytes = 1024;

/** The longest Unix socket path Linux takes; Node cuts a longer one short without a word. */
const maxSocketPathBytes = 107;

/**
 * Beside the directory, not in it: PGlite's dump takes everything inside the data directory.
 * Where that path would be too long, a name derived from it in the temporary directory.
 */
export function controlSocketPath(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const beside = `${resolved}.bozor.sock`;
  if (Buffer.byteLength(beside) <= maxSocketPathBytes) return beside;
  const digest = createHash("sha256").update(resolved).digest("hex").slice(0, 32);
  return path.join(tmpdir(), `bozor-${digest}.sock`);
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Answer,
  ) {
    super(`${dataDir} is in use by ${describeHolder(holder)}`);
  }
}

export function describeHolder(answer: Pick<Answer, "holder" | "pid">): string {
  const what = answer.holder === "server" ? "a running Bozor server" : `npm run ${answer.holder}`;
  return `${what} (pid ${answer.pid})`;
}

export interface DataDirClaim {
  readonly socketPath: string;
  /** From now on a backup request is answered with what `dump` returns (an uncompressed tar). */
  serveBackups(dump: () => Promise<Uint8Array>): void;
  /** From now on an `admin` request is answered with what `makeAdmin` did. */
  serveAdmin(makeAdmin: (request: AdminRequest) => Promise<AdminOutcome>): void;
  /** Stops answering and removes the socket: the directory is free. */
  release(): Promise<void>;
}

/** Reads one line (without its newline); what follows it stays in the stream. */
export function readLine(socket: net.Socket, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const finish = (error: Error | null, line?: string) => {
      socket.off("readable", onReadable);
      socket.off("end", onEnd);
      socket.off("error", finish);
      if (error) reject(error);
      else resolve(line ?? "");
    };
    const onEnd = () => finish(new Error("the connection closed before a full line"));
    const onReadable = () => {
      for (let chunk: Buffer | null = socket.read(); chunk !== null; chunk = socket.read()) {
        buffered = Buffer.concat([buffered, chunk]);
        const newline = buffered.indexOf(10);
        if (newline >= 0) {
          const rest = buffered.subarray(newline + 1);
          if (rest.length > 0) socket.unshift(rest);
          finish(null, buffered.subarray(0, newline).toString("utf8"));
          return;
        }
        if (buffered.length > limit) {
          finish(new Error("line too long"));
          return;
        }
      }
    };
    socket.on("readable", onReadable);
    socket.once("end", onEnd);
    socket.once("error", finish);
  });
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error ? String(error.code) : undefined;
}

/**
 * Sends one request and reads the answer's first line; the socket is left open on whatever
 * follows (a backup's bytes). Null when nothing listens there: no file, or one left behind
 * by a process that ended without removing it.
 */
export async function ask(
  socketPath: string,
  request: Request,
  timeoutMs = 10_000,
): Promise<{ answer: Answer; socket: net.Socket } | null> {
  const socket = net.connect(socketPath);
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
  } catch (error) {
    socket.destroy();
    const code = errorCode(error);
    if (code === "ENOENT" || code === "ECONNREFUSED") return null;
    throw error;
  }
  socket.write(`${JSON.stringify(typeof request === "string" ? { op: request } : request)}\n`);
  try {
    const answer = JSON.parse(await readLine(socket, 64 * 1024)) as Answer;
    // A backup can take a while to arrive once it has started.
    socket.setTimeout(0);
    return { answer, socket };
  } catch (error) {
    socket.destroy();
    throw error;
  }
}

function listenOwnerOnly(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    // Owner-only from the moment it exists: a backup holds password hashes and card tokens.
    // Node binds a path inside listen(), synchronously, so the mask covers just this file.
    const previous = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off("error", onError);
        resolve();
      });
    } finally {
      process.umask(previous);
    }
  });
}

function send(socket: net.Socket, answer: Answer, body?: Uint8Array): void {
  socket.write(`${JSON.stringify(answer)}\n`);
  if (body) socket.end(body);
  else socket.end();
}

/**
 * Takes the data directory for this process, or throws DataDirInUse naming who holds it.
 * A socket file nobody answers on is what a killed process leaves: it is removed and taken.
 * (Two processes starting in the same instant after such a crash could both remove it; the
 * window is a few microseconds wide and needs a crash first.)
 */
export async function claimDataDir(dataDir: string, holder: Holder): Promise<DataDirClaim> {
  const socketPath = controlSocketPath(dataDir);
  await mkdir(path.dirname(socketPath), { recursive: true });
  let dump: (() => Promise<Uint8Array>) | null = null;
  let makeAdmin: ((request: AdminRequest) => Promise<AdminOutcome>) | null = null;
  const me = { holder, pid: process.pid };
  const notReady = () =>
    holder === "server" ? "the server is still starting" : `busy (${holder})`;
  const failed = (error: unknown) => (error instanceof Error ? error.message : "failed");

  /** Only the owner can connect; the fields are checked all the same before they are used. */
  const answerAdmin = async (socket: net.Socket, request: Record<string, unknown>) => {
    const { email, passwordHash, allowUnconfirmed } = request;
    const valid =
      typeof email === "string" &&
      email.length <= 254 &&
      (passwordHash === undefined || (typeof passwordHash === "string" && passwordHash !== "")) &&
      (allowUnconfirmed === undefined || typeof allowUnconfirmed === "boolean");
    if (!valid) return send(socket, { ok: false, ...me, error: "malformed admin request" });
    if (!makeAdmin) return send(socket, { ok: false, ...me, error: notReady() });
    try {
      const admin = await makeAdmin({
        email,
        ...(passwordHash !== undefined && { passwordHash }),
        ...(allowUnconfirmed !== undefined && { allowUnconfirmed }),
      });
      send(socket, { ok: true, ...me, admin });
    } catch (error) {
      send(socket, { ok: false, ...me, error: failed(error) });
    }
  };

  const open = new Set<net.Socket>();
  const answerOne = async (socket: net.Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
    socket.on("error", () => {
      // The asker went away; nothing to tell anyone.
    });
    // An asker that never finishes its request is not waited for.
    socket.setTimeout(10_000, () => socket.destroy());
    let request: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(await readLine(socket, maxRequestBytes));
      if (typeof parsed !== "object" || parsed === null) throw new Error("not an object");
      request = parsed as Record<string, unknown>;
    } catch {
      socket.destroy();
      return;
    }
    socket.setTimeout(0);
    const op = request.op;
    if (op === "status") return send(socket, { ok: true, ...me });
    if (op === "admin") return answerAdmin(socket, request);
    if (op !== "backup") return send(socket, { ok: false, ...me, error: "unknown request" });
    if (!dump) return send(socket, { ok: false, ...me, error: notReady() });
    try {
      const tar = await dump();
      send(socket, { ok: true, ...me, bytes: tar.byteLength }, tar);
    } catch (error) {
      send(socket, { ok: false, ...me, error: failed(error) });
    }
  };
  const server = net.createServer((socket) => void answerOne(socket));

  try {
    await listenOwnerOnly(server, socketPath);
  } catch (error) {
    if (errorCode(error) !== "EADDRINUSE") throw error;
    const asked = await ask(socketPath, "status").catch((failure: unknown) => {
      // Someone holds it and does not answer: never open the directory beside them.
      throw new Error(`${socketPath} exists but did not answer: ${String(failure)}`);
    });
    if (asked) {
      asked.socket.destroy();
      throw new DataDirInUse(dataDir, asked.answer);
    }
    await unlink(socketPath);
    await listenOwnerOnly(server, socketPath);
  }
  await chmod(socketPath, 0o600);
  // An exit without release (a failed start, a shutdown cut short) leaves no socket behind.
  const removeOnExit = () => rmSync(socketPath, { force: true });
  process.once("exit", removeOnExit);

  return {
    socketPath,
    serveBackups(dumpNow) {
      dump = dumpNow;
    },
    serveAdmin(makeAdminNow) {
      makeAdmin = makeAdminNow;
    },
    release() {
      dump = null;
      makeAdmin = null;
      process.off("exit", removeOnExit);
      // Node removes the socket file as the server closes, once no connection is left open.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      return closed;
    },
  };
}

/** The claim a process makes for its database: none on PostgreSQL or in memory. */
export function claimDatabase(
  database: DatabaseConfig,
  holder: Holder,
): Promise<DataDirClaim | null> {
  if (database.kind !== "pglite" || database.dataDir === null) return Promise.resolve(null);
  return claimDataDir(database.dataDir, holder);
}
