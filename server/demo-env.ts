/**
 * `npm start` is the demo (`--demo`): unless told otherwise it turns the sandbox on, so a
 * person trying Bozor reads their one-time codes in the log and signs in with the test OpenID
 * provider. Never in production, which refuses the sandbox; a SANDBOX that is set wins.
 */
export function demoEnv(argv: readonly string[], env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!argv.includes("--demo") || env.SANDBOX !== undefined) return env;
  return { ...env, SANDBOX: env.NODE_ENV === "production" ? "0" : "1" };
}
