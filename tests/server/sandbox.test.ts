import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { json, startApp, type TestApp, uniquePhone } from "./helper";

// A server started the way the README starts it: no SANDBOX, no NODE_ENV.
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const { sandbox, nodeEnv } = loadConfig({});
  t = await startApp(
    { sandbox, nodeEnv, logLevel: "info" },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => t.close());

async function registered(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/register/user/",
    payload: { phone: uniquePhone(), password: "secret123", first_name: "A", last_name: "B" },
  });
  expect(response.statusCode).toBe(201);
  return json<{ user_id: string }>(response).user_id;
}

describe("the sandbox by default", () => {
  it("is off unless SANDBOX=1, and never with NODE_ENV=production", () => {
    expect(loadConfig({}).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: "0" }).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: "1" }).sandbox).toBe(true);
    expect(() => loadConfig({ SANDBOX: "yes" })).toThrow(/SANDBOX/);
    expect(() => loadConfig({ SANDBOX: "1", NODE_ENV: "production" })).toThrow(/SANDBOX/);
  });

  it("refuses to build a production server with the sandbox on", async () => {
    await expect(startApp({ sandbox: true, nodeEnv: "production" })).rejects.toThrow(/SANDBOX/);
  });

  it("answers its paths like unknown paths, whatever the method", async () => {
    const user = await registered();
    const unknown = await t.app.inject({ method: "GET", url: "/api/v1/nothing-here/" });
    const requests = [
      { method: "GET", url: `/api/v1/dev/otp/${user}/` },
      { method: "POST", url: `/api/v1/dev/otp/${user}/` },
      { method: "POST", url: `/api/v1/dev/notify/${user}/`, payload: { title: "Hi" } },
      { method: "GET", url: `/api/v1/dev/notify/${user}/` },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
  });

  it("still prints the registration code for the person running the demo", async () => {
    const sent = t.app.services.sms.lastCode(await registered());
    expect(sent).not.toBeNull();
    expect(logLines.join("\n")).toContain(`code ${sent?.code}`);
  });
});
