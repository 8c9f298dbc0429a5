import { randomInt } from "node:crypto";
import { passesLuhn } from "../../server/payments/provider/luhn";

/**
 * What the durability test's clients say to a server process over real HTTP. A write counts
 * as acknowledged only once its whole answer has arrived: a client that lost the connection
 * before then cannot know whether the server kept it.
 */
export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request; throws when no answer came back (the server died, the connection broke). */
export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The answer's body when it has the status expected; otherwise an error that shows both. */
export async function expectStatus<T>(
  status: number,
  answering: Promise<Answer>,
  what: string,
): Promise<T> {
  const answer = await answering;
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body as T;
}

export interface Person {
  name: string;
  userId: string;
  token: string;
}

export async function signIn(base: string, username: string): Promise<string> {
  const query = new URLSearchParams({ username, password: "demo12345" });
  const pair = await expectStatus<{ access: string }>(
    200,
    call(base, "POST", `/v1/auth/login/?${query}`),
    `sign in ${username}`,
  );
  return pair.access;
}

/** An individual registered and verified through the API, with the sandbox's code. */
export async function registerPerson(base: string, name: string): Promise<Person> {
  const phone = `99890${String(randomInt(10_000_000)).padStart(7, "0")}`;
  const sent = await expectStatus<{ user_id: string }>(
    201,
    call(base, "POST", "/v1/auth/register/user/", {
      body: { phone, password: "demo12345", first_name: name, last_name: "Durable" },
    }),
    `register ${name}`,
  );
  const otp = await expectStatus<{ code: string }>(
    200,
    call(base, "GET", `/v1/dev/otp/${sent.user_id}/`),
    `code of ${name}`,
  );
  const pair = await expectStatus<{ access: string }>(
    200,
    call(base, "POST", "/v1/auth/otp/verify/", { body: { user_id: sent.user_id, code: otp.code } }),
    `verify ${name}`,
  );
  return { name, userId: sent.user_id, token: pair.access };
}

/** A UzCard number no other run used, passing the Luhn check the server asks for. */
export function freshCardNumber(): string {
  const body = `8600${String(randomInt(1e11)).padStart(11, "0")}`;
  const check = [..."0123456789"].find((digit) => passesLuhn(body + digit));
  return body + check;
}
