// `npm run admin -- EMAIL`: the operator's way to the first administrator, as a production
// start creates no accounts. On the embedded database through the running server's control
// socket, or on the directory itself when no server runs; on PostgreSQL directly, servers
// running or not. The change itself is admin-account.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../auth/passwords";
import { loadConfig, type PasswordHashingConfig } from "../config";
import { openDatabase } from "../db/database";
import {
  type AdminOutcome,
  AdminRefused,
  type AdminRequest,
  isBozorDatabase,
  makeAdmin,
  normalEmail,
} from "./admin-account";
import { type Rule, readPassword, signUpRules } from "./admin-input";
import { CommandFailure, parseArguments, runCommand, UsageError } from "./command";
import {
  ask,
  claimDataDir,
  controlSocketPath,
  DataDirInUse,
  describeHolder,
} from "./control-socket";

const usage = `Usage: npm run admin -- [--unconfirmed] EMAIL

Makes the account with this email an administrator. Without one, creates it: verified, an
administrator, with the password read from standard input (asked for twice, unseen, at a
terminal; else the first line, as in printf '%s\\n' "$PASSWORD" | npm run -s admin -- EMAIL),
never from the command line. Works on DATA_DIR (default ./data), also while the server runs,
and on DATABASE_URL (with DATABASE_SCHEMA). An account whose email was never confirmed is
promoted only with --unconfirmed: anyone can register with any email.`;

type MakeAdmin = (request: AdminRequest) => Promise<AdminOutcome>;

/** Where it was done, for the report: never the database URL, which may hold a password. */
interface Target {
  where: string;
  makeAdmin: MakeAdmin;
}

/** The account as it is, or created with the password asked for only then. */
async function makeOrCreate(
  target: Target,
  email: string,
  allowUnconfirmed: boolean,
  passwordRule: Rule,
  hashing: PasswordHashingConfig,
): Promise<Exclude<AdminOutcome, { result: "password_needed" }>> {
  const outcome = await target.makeAdmin({ email, allowUnconfirmed });
  if (outcome.result !== "password_needed") return outcome;
  const password = await readPassword(email, passwordRule);
  const passwordHash = await hashPassword(password, hashing);
  const created = await target.makeAdmin({ email, passwordHash });
  if (created.result === "password_needed") throw new Error("the account was not created");
  return created;
}

/** On a database this process opened: refused unless a server has set it up before. */
async function onDatabase<T>(
  database: Parameters<typeof openDatabase>[0],
  where: string,
  work: (target: Target) => Promise<T>,
): Promise<T> {
  const db = await openDatabase(database);
  try {
    // A mistyped DATA_DIR or schema must not get a database of its own with an admin in it.
    if (!(await isBozorDatabase(db))) {
      throw new CommandFailure(
        `no Bozor database in ${where}: start the server on it once (it creates the tables), ` +
          "then run this again",
      );
    }
    return await work({ where, makeAdmin: (request) => makeAdmin(db, request) });
  } finally {
    await db.destroy();
  }
}

/** The embedded database: this process takes the directory, or asks the server holding it. */
async function onDataDir<T>(dataDir: string, work: (target: Target) => Promise<T>): Promise<T> {
  let claim: Awaited<ReturnType<typeof claimDataDir>>;
  try {
    claim = await claimDataDir(dataDir, "admin");
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    if (error.holder.holder !== "server") {
      throw new CommandFailure(
        `${dataDir} is in use by ${describeHolder(error.holder)}; try later`,
      );
    }
    const server = describeHolder(error.holder);
    return work({
      where: `${dataDir}, through ${server}`,
      async makeAdmin(request) {
        const asked = await ask(controlSocketPath(dataDir), { op: "admin", ...request });
        if (!asked) throw new CommandFailure(`the server on ${dataDir} stopped; run this again`);
        asked.socket.destroy();
        const { answer } = asked;
        if (!answer.ok || !answer.admin) {
          throw new CommandFailure(`${server} could not do it: ${answer.error ?? "no answer"}`);
        }
        return answer.admin;
      },
    });
  }
  try {
    // PGlite would create an empty database where there is none.
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
      throw new CommandFailure(
        `no database in ${dataDir} (DATA_DIR): start the server on it once, then run this again`,
      );
    }
    return await onDatabase({ kind: "pglite", dataDir }, `${dataDir}, no server running`, work);
  } finally {
    await claim.release();
  }
}

/** What was done, on standard output; what may stop the account signing in, on standard error. */
function report(
  email: string,
  where: string,
  outcome: Exclude<AdminOutcome, { result: "password_needed" }>,
) {
  if (outcome.result === "created") {
    console.log(`admin: created ${email}, a verified administrator (${outcome.id}; in ${where})`);
    return;
  }
  const joined = outcome.joined.slice(0, 10);
  console.log(
    outcome.result === "promoted"
      ? `admin: ${email} is now an administrator; its role was ${outcome.before} ` +
          `(${outcome.id}, joined ${joined}; in ${where})`
      : `admin: ${email} was already an administrator; nothing changed (${outcome.id}; in ${where})`,
  );
  if (!outcome.emailVerified) {
    console.error("admin: note: its email was never confirmed (promoted with --unconfirmed)");
  }
  if (!outcome.verified) {
    console.error("admin: note: it never confirmed its registration, so it cannot sign in yet");
  }
  if (!outcome.active) {
    console.error("admin: note: it is deactivated, so it cannot sign in until reactivated");
  }
}

await runCommand("admin", usage, async (args) => {
  const { flags, positional } = parseArguments(args, ["--unconfirmed"]);
  if (positional.length !== 1) throw new UsageError("name one account by its EMAIL");
  const rules = signUpRules();
  const typed = positional[0] as string;
  const problem = rules.email(typed);
  if (problem) throw new UsageError(`"${typed}": ${problem}`);
  const email = normalEmail(typed);
  const config = loadConfig();
  const work = async (target: Target) => {
    const outcome = await makeOrCreate(
      target,
      email,
      flags.has("--unconfirmed"),
      rules.password,
      config.passwordHashing,
    );
    report(email, target.where, outcome);
  };
  try {
    const database = config.database;
    if (database.kind === "postgres") {
      const schema = database.schema ? `, schema ${database.schema}` : "";
      await onDatabase(database, `PostgreSQL${schema}`, work);
    } else {
      await onDataDir(database.dataDir ?? path.resolve("data"), work);
    }
  } catch (error) {
    if (error instanceof AdminRefused) throw new CommandFailure(error.message);
    throw error;
  }
});
