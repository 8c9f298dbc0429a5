import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/database";
import { demoBusiness, demoUsers } from "../../server/db/demo-data";
import {
  compareAtCut,
  type Load,
  notSaved,
  publicOfferings,
  signIn,
  startLoad,
  waitForSearchCounts,
  writeOneOfEach,
} from "./backup-load";
import { startApp, type TestApp } from "./helper";
import { type ServerProcess, startServerProcess, writeMigratedDatabase } from "./server-process";

/**
 * Backups under load (README, Backups): the embedded database with the real commands against
 * the real server process; on PostgreSQL (the server-postgres project) pg_dump and pg_restore,
 * as the README documents them. Either way writers keep writing while the backup is taken,
 * and the restored copy is held to the source table by table (backup-load.ts).
 */
const root = path.resolve(import.meta.dirname, "../..");
const databaseUrl = process.env.TEST_DATABASE_URL ?? "";
const installed = (command: string) => spawnSync(command, ["--version"]).status === 0;
const withPgTools = databaseUrl !== "" && installed("pg_dump") && installed("pg_restore");
const userId = demoUsers.find((user) => user.email === "user@demo.uz")?.id ?? "";

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run backup|restore -- ARGS` on a data directory, as an operator types it. */
const npmRun = (script: "backup" | "restore", args: string[], dataDir: string) =>
  run("npm", ["run", "-s", script, "--", ...args], { DATA_DIR: dataDir });

/** Reviews, saves, chats and leads through the API; then the load, running. */
async function prepareLoad(base: string): Promise<Load> {
  const [user, admin] = await Promise.all([
    signIn(base, "user@demo.uz"),
    signIn(base, "admin@demo.uz"),
  ]);
  const searchesBefore = await waitForSearchCounts(base, admin, 0);
  const pages = 8;
  const offerings = await publicOfferings(base, pages);
  await writeOneOfEach(base, user, offerings[0] ?? "", demoBusiness.id);
  await waitForSearchCounts(base, admin, searchesBefore + pages);
  const load = startLoad(base, user, await notSaved(base, user, offerings.slice(1)));
  const deadline = Date.now() + 20_000;
  while (Object.values(load.progress()).some((writer) => writer.done < 3)) {
    if (Date.now() > deadline) throw new Error("the load did not get going");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return load;
}

type Progress = ReturnType<Load["progress"]>;
const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The cut fell inside the load: after what was answered, before what was not yet sent. */
function expectCutWithin(cut: Record<keyof Progress, number>, atStart: Progress, atEnd: Progress) {
  for (const name of Object.keys(cut) as Array<keyof Progress>) {
    expect(cut[name], `${name}: every write answered before the backup`).toBeGreaterThanOrEqual(
      atStart[name].done,
    );
    expect(cut[name], `${name}: nothing sent after it`).toBeLessThanOrEqual(atEnd[name].started);
  }
  const done = Object.fromEntries(Object.entries(atStart).map(([k, v]) => [k, v.done]));
  const started = Object.fromEntries(Object.entries(atEnd).map(([k, v]) => [k, v.started]));
  expect(total(cut), "writes landed while the backup ran, before its copy").toBeGreaterThan(
    total(done),
  );
  expect(total(started), "and writes were sent while it ran, after its copy").toBeGreaterThan(
    total(cut),
  );
}

async function compare(source: Db, restored: Db, load: Load, atStart: Progress, atEnd: Progress) {
  try {
    const { cut, tables } = await compareAtCut(source, restored, load, userId);
    expect(tables).toBeGreaterThan(40);
    expectCutWithin(cut, atStart, atEnd);
  } finally {
    await Promise.all([source.destroy(), restored.destroy()]);
  }
}

if (!withPgTools) {
  describe("the embedded database: npm run backup and npm run restore", () => {
    let work = "";
    let source = "";
    let server: ServerProcess | null = null;
    let underLoad = "";

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "bozor-backup-"));
      source = path.join(work, "data");
      underLoad = path.join(work, "backups", "under-load.tar.gz");
      await writeMigratedDatabase(source);
      server = await startServerProcess({ env: { DATA_DIR: source }, timeoutMs: 120_000 });
    }, 150_000);

    afterAll(async () => {
      await server?.stop();
      await rm(work, { recursive: true, force: true });
    });

    it("takes a copy from the running server under writes that holds every row up to one moment", async () => {
      if (!server) throw new Error("no server");
      const load = await prepareLoad(server.url);
      const atStart = load.progress();
      let atEnd = atStart;
      // Meanwhile a restore onto the directory the server runs on: refused, --force or not.
      const [backup, refused] = await Promise.all([
        npmRun("backup", [underLoad], source).finally(() => {
          atEnd = load.progress();
        }),
        npmRun("restore", [path.join(work, "any.tar.gz"), "--force"], source),
      ]);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(
        /^backup: wrote .*under-load\.tar\.gz \(\d+\.\d MiB, from a running Bozor server \(pid \d+\)/,
      );
      expect((await stat(underLoad)).mode & 0o777).toBe(0o600);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /in use by a running Bozor server .* stop it before restoring/,
      );

      await load.stop();
      expect(await server.stop()).toBe(0);
      server = null;
      const copy = path.join(work, "restored");
      const [restore, sourceDb] = await Promise.all([
        npmRun("restore", [underLoad], copy),
        openDatabase({ kind: "pglite", dataDir: source }),
      ]);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(
        /^restore: .* → .*restored: \d+ migrations .* \d+ accounts\n$/,
      );
      const copyDb = await openDatabase({ kind: "pglite", dataDir: copy });
      await compare(sourceDb, copyDb, load, atStart, atEnd);
    }, 180_000);

    it("backs up a directory no server runs on, and restores only what is a backup into an empty folder", async () => {
      expect(server).toBeNull();
      const occupied = path.join(work, "occupied");
      await mkdir(occupied);
      await writeFile(path.join(occupied, "keep.txt"), "someone's");
      const plain = path.join(work, "notes.txt");
      await writeFile(plain, "not a backup");
      const offline = path.join(work, "offline.tar.gz");

      const [offlineThenForced, intoOccupied, notABackup, noFile] = await Promise.all([
        (async () => {
          const backup = await npmRun("backup", [offline], source);
          const forced = await npmRun("restore", [offline, "--force"], path.join(work, "restored"));
          return { backup, forced };
        })(),
        npmRun("restore", [underLoad], occupied),
        npmRun("restore", [plain], path.join(work, "fresh-1")),
        npmRun("restore", [], path.join(work, "fresh-2")),
      ]);

      expect(offlineThenForced.backup.code, offlineThenForced.backup.stderr).toBe(0);
      expect(offlineThenForced.backup.stdout).toMatch(/offline\.tar\.gz .*no server running/);
      const { forced } = offlineThenForced;
      expect(forced.code, forced.stderr).toBe(0);
      const aside = forced.stdout.match(/the data it held is now in (\S+)\n/)?.[1] ?? "";
      expect(existsSync(path.join(aside, "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(work, "restored", "PG_VERSION"))).toBe(true);

      expect(intoOccupied.code).toBe(1);
      expect(intoOccupied.stderr).toMatch(/occupied is not empty .* add --force/);
      expect(await readFile(path.join(occupied, "keep.txt"), "utf8")).toBe("someone's");
      expect(notABackup.code).toBe(1);
      expect(notABackup.stderr).toMatch(/notes\.txt is not a backup: it is not gzip-compressed/);
      expect(existsSync(path.join(work, "fresh-1"))).toBe(false);
      expect(noFile.code).toBe(2);
      expect(noFile.stderr).toMatch(/name one backup FILE[\s\S]*Usage: npm run restore -- FILE/);
    }, 120_000);
  });
} else {
  describe("PostgreSQL: pg_dump and pg_restore", () => {
    let app: TestApp;
    let schema = "";
    let work = "";

    const sqlOnce = async (text: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), "bozor-pg-dump-"));
      app = await startApp({ seedDemoCatalog: true });
      if (app.config.database.kind !== "postgres" || !app.config.database.schema) {
        throw new Error("expected a PostgreSQL schema");
      }
      schema = app.config.database.schema;
      await app.app.listen({ host: "127.0.0.1", port: 0 });
    }, 120_000);

    afterAll(async () => {
      await app.close();
      await sqlOnce(`DROP SCHEMA IF EXISTS ${schema}_src CASCADE`);
      await rm(work, { recursive: true, force: true });
    });

    it("pg_dump of the schema under writes, pg_restore, holds every row up to one moment", async () => {
      const port = (app.app.server.address() as AddressInfo).port;
      const load = await prepareLoad(`http://127.0.0.1:${port}`);
      const file = path.join(work, "bozor.dump");
      const atStart = load.progress();
      const dump = await run("pg_dump", [
        "--format=custom",
        `--schema=${schema}`,
        `--file=${file}`,
        databaseUrl,
      ]);
      const atEnd = load.progress();
      expect(dump.code, dump.stderr).toBe(0);
      await load.stop();
      await app.app.close();

      // The restore recreates the schema by its name: the source steps aside for it.
      await sqlOnce(`ALTER SCHEMA ${schema} RENAME TO ${schema}_src`);
      const restore = await run("pg_restore", [
        "--exit-on-error",
        "--no-owner",
        `--dbname=${databaseUrl}`,
        file,
      ]);
      expect(restore.code, restore.stderr).toBe(0);
      await compare(
        await openDatabase({ kind: "postgres", url: databaseUrl, schema: `${schema}_src` }),
        await openDatabase({ kind: "postgres", url: databaseUrl, schema }),
        load,
        atStart,
        atEnd,
      );
    }, 120_000);
  });
}
