import { defineConfig } from "@hey-api/openapi-ts";

// The SDK is generated from the contract and committed; `npm run check:sdk` fails when they drift.
export default defineConfig({
  input: "./openapi.yaml",
  output: { path: "./sdk" },
  plugins: [
    "@hey-api/client-fetch",
    "@hey-api/typescript",
    "zod",
    { name: "@hey-api/sdk", validator: true },
  ],
});
