import { defineConfig } from "@hey-api/openapi-ts";

// The SDK is generated from the contract and committed; `npm run check:sdk` fails when they drift.
export default defineConfig({
  input: "./openapi.yaml",
  output: { path: "./sdk" },
  plugins: [
    "@hey-api/client-fetch",
    "@hey-api/typescript",
    "fastify",
    // Zod Mini: the same checks as classic zod at a fraction of the bytes on a phone.
    { name: "zod", compatibilityVersion: "mini" },
    // Answers are checked against the contract (drift shows up as an error, not as bad data);
    // requests are not, so every rule has one home, the server, which answers a translated code.
    { name: "@hey-api/sdk", validator: { request: false, response: "zod" } },
  ],
});
