import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { type Contract, deref, isObject, loadContract } from "../contract";
import { bundledMessages } from "../domains/translations/bundled-messages";
import { errorCodeFor, resolved } from "../error-codes";
import { bodyValidator } from "../validation";
import { CommandFailure } from "./command";

/** What is wrong with a value, in the words the sign-up answers with; null when nothing is. */
export type Rule = (value: string) => string | null;

/**
 * The sign-up's own rule for one of its fields: registerUser's body in the contract, checked
 * by the server's validator, refused with the message of the code the API would answer.
 */
function signUpRule(contract: Contract, field: "email" | "password"): Rule {
  const body = resolved(contract, contract.operations.get("registerUser")?.bodySchema);
  const properties = body && isObject(body.properties) ? body.properties : {};
  const schema = deref(contract.document, properties[field]);
  if (!isObject(schema)) throw new Error(`the contract's registerUser has no ${field}`);
  const validate = bodyValidator({ type: "object", properties: { [field]: schema } });
  return (value) => {
    if (validate({ [field]: value })) return null;
    const issue = validate.errors?.[0];
    const code = issue ? errorCodeFor(contract, "registerUser", "body", issue) : "validation_error";
    return bundledMessages().text("en", `errors.${code}`) ?? code;
  };
}

export function signUpRules(): { email: Rule; password: Rule } {
  const contract = loadContract();
  return { email: signUpRule(contract, "email"), password: signUpRule(contract, "password") };
}

/** The first line of a pipe (`printf '%s\n' "$PW" | …`), without its line end; null if none. */
function pipedLine(input: NodeJS.ReadStream): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
    let line: string | null = null;
    lines.once("line", (text) => {
      line = text;
      lines.close();
    });
    lines.once("close", () => resolve(line));
    input.once("error", reject);
  });
}

/**
 * A line typed at the terminal and shown nowhere: readline reads it with the terminal's editing
 * keys, but echoes into a sink. Null when given up (Ctrl-C, Ctrl-D).
 */
function hiddenLine(prompt: string): Promise<string | null> {
  return new Promise((resolve) => {
    process.stderr.write(prompt);
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const lines = createInterface({ input: process.stdin, output: sink, terminal: true });
    let line: string | null = null;
    lines.once("line", (text) => {
      line = text;
      lines.close();
    });
    lines.once("SIGINT", () => lines.close());
    lines.once("close", () => {
      process.stderr.write("\n");
      resolve(line);
    });
  });
}

/**
 * The new account's password from standard input, never from the arguments (they show in `ps`
 * and in the shell's history): asked for twice without echo at a terminal, else the pipe's
 * first line. Checked by `rule` before it is used.
 */
export async function readPassword(email: string, rule: Rule): Promise<string> {
  const refuse = (problem: string | null) => {
    if (problem) throw new CommandFailure(`${problem} Nothing changed.`);
  };
  if (!process.stdin.isTTY) {
    const line = await pipedLine(process.stdin);
    if (line === null) {
      throw new CommandFailure(
        `no account has the email ${email}: to create it, give its password on standard input`,
      );
    }
    refuse(rule(line));
    return line;
  }
  const cancelled = new CommandFailure("cancelled; nothing changed");
  const password = await hiddenLine(`New administrator ${email}, password: `);
  if (password === null) throw cancelled;
  refuse(rule(password));
  const again = await hiddenLine("The same password again: ");
  if (again === null) throw cancelled;
  if (again !== password) throw new CommandFailure("the two passwords differ; nothing changed");
  return password;
}
