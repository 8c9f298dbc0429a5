import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../sdk";
import { securityMode } from "../../server/auth/bearer";
import {
  type ContractOperation,
  isObject,
  type JsonSchema,
  loadContract,
} from "../../server/contract";
import { acceptedBody } from "./accepted-bodies";
import { ids, seedCatalog, userId } from "./catalog-fixtures";
import { resolved, sample } from "./contract-samples";
import { createPerson } from "./feedback-fixtures";
import { bearer, json, startApp, type TestApp, type Tokens, tokensFor } from "./helper";

// Every operation of openapi.yaml, every parameter and body field of it, sent hostile values,
// once as a visitor and once as a person of a role the operation lets in (an administrator for
// the admin area, a business for its own listings and banners), with ids that exist so the
// values reach past "not found": nothing may answer 5xx, and every refusal is `{detail: code}`
// with a code of the ErrorCode enum. The operations are read from the contract, so a new one
// is covered the day it is added.

const contract = loadContract();
const errorCodes = new Set(enumOf("ErrorCode"));

function enumOf(schema: string): string[] {
  const components = contract.document.components as { schemas: Record<string, JsonSchema> };
  return components.schemas[schema]?.enum as string[];
}

const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

let t: TestApp;
const tokens = {} as Record<Role, Tokens>;
/** Rows the admin and content operations act on, created through the API. */
const made = {} as Record<
  "feedback" | "blogPost" | "form" | "formSlug" | "banner" | "lead" | "person",
  string
>;

async function created(url: string, who: Tokens | null, payload: unknown): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: who ? bearer(who) : {},
    payload: payload as InjectOptions["payload"],
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return json<{ id: string }>(response).id;
}

beforeAll(async () => {
  t = await startApp();
  await seedCatalog(t.app.services.db);
  tokens.user = await tokensFor(t.app, "user@demo.uz");
  tokens.business = await tokensFor(t.app, "business@demo.uz");
  tokens.admin = await tokensFor(t.app, "admin@demo.uz");
  made.feedback = await created("/api/v1/feedback/", tokens.user, {
    business_id: ids.samarkand,
    kind: "rating",
    rating: 4,
    comment: "Good",
  });
  made.blogPost = await created(
    "/api/v1/admin/blog/",
    tokens.admin,
    acceptedBody("createBlogPost"),
  );
  const form = acceptedBody("createForm") as { slug: string };
  made.form = await created("/api/v1/admin/forms/", tokens.admin, form);
  made.formSlug = form.slug;
  await created(`/api/v1/admin/forms/${made.form}/publication/`, tokens.admin, {
    published: true,
  });
  // A banner's picture must be the administrator's own upload.
  const image = await created("/api/v1/image/", tokens.admin, { data: png1x1 });
  made.banner = await created("/api/v1/admin/banners/", tokens.admin, {
    ...acceptedBody("createAdminBanner"),
    image,
  });
  await created("/api/v1/contact/", null, {
    name: "Hostile",
    email: "hostile@example.com",
    message: "A question about delivery",
    consent: true,
  });
  const leads = await t.app.inject({ url: "/api/v1/admin/leads/", headers: bearer(tokens.admin) });
  made.lead = json<{ items: Array<{ id: string }> }>(leads).items[0]?.id ?? "";
  await t.app.inject({
    method: "POST",
    url: "/api/v1/support/messages/",
    headers: bearer(tokens.user),
    payload: { text: "Hello" },
  });
  // The administration's user operations act on someone of no consequence to the rest.
  made.person = (await createPerson(t.app, "Hostile", "Target")).id;
});
afterAll(async () => t.close());

/** Who sends an operation's probes when signed in: the first role it lets in, a person first. */
function permittedRole(operation: ContractOperation): Role {
  const roles = operation.roles;
  if (!roles || roles.includes("user")) return "user";
  return roles[0] as Role;
}

/** Ids that exist, so a hostile value elsewhere in the request gets past "not found". */
function pathValues(operationId: string): Record<string, string> {
  const known: Record<string, Record<string, string>> = {
    getBusiness: { id: ids.techno },
    getOffering: { id: ids.galaxy },
    getFlashSale: { id: ids.galaxySale },
    getImage: { id: ids.imageFirst },
    addFavoriteOffering: { id: ids.nokia },
    removeFavoriteOffering: { id: ids.nokia },
    addFavoriteBusiness: { id: ids.samarkand },
    removeFavoriteBusiness: { id: ids.samarkand },
    updateFeedback: { id: made.feedback },
    deleteFeedback: { id: randomUUID() },
    getSandboxOtp: { user_id: userId },
    sendSandboxNotification: { user_id: userId },
    setSandboxBusinessStatus: { id: ids.pending },
    getMyOffering: { id: ids.galaxy },
    updateMyOffering: { id: ids.galaxy },
    changeMyOfferingStatus: { id: ids.galaxy },
    createMyFlashSale: { id: ids.galaxy },
    getAdminBusiness: { id: ids.pending },
    decideAdminBusiness: { id: ids.pending },
    getAdminUser: { id: made.person },
    changeUserRole: { id: made.person },
    getLead: { id: made.lead },
    changeLeadStatus: { id: made.lead },
    assignLead: { id: made.lead },
    addLeadNote: { id: made.lead },
    listSupportConversationMessages: { id: userId },
    answerSupportConversation: { id: userId },
    markSupportConversationRead: { id: userId },
    getBlogPost: { id: made.blogPost },
    getAdminBlogPost: { id: made.blogPost },
    updateBlogPost: { id: made.blogPost },
    getPublishedForm: { slug: made.formSlug },
    submitFormAnswers: { slug: made.formSlug },
    getPageForm: { page: "contact_us" },
    getForm: { id: made.form },
    updateForm: { id: made.form },
    publishForm: { id: made.form },
    exportFormAnswers: { id: made.form },
    getMessageOverrides: { lang: "en" },
    getPage: { slug: "about-us" },
    getAdminPage: { slug: "about-us" },
    updateAdminPage: { slug: "about-us" },
    getIcons: { collection: "mdi" },
    searchIcons: { collection: "mdi" },
    recordBannerClick: { id: made.banner },
    getAdminBanner: { id: made.banner },
    updateAdminBanner: { id: made.banner },
    decideBanner: { id: made.banner },
    updateAdminCategory: { id: ids.phones },
  };
  return known[operationId] ?? {};
}

/** Bodies that would be accepted, for the operations where a schema's sample would not be. */
function bodyBaseline(operationId: string): JsonSchema | null {
  const known: Record<string, JsonSchema> = {
    createFeedback: { offering_id: ids.galaxy, kind: "rating", rating: 5, comment: "Fine" },
    updateProfile: { first_name: "Aziza" },
    updateFeedback: { rating: 3 },
  };
  return known[operationId] ?? acceptedBody(operationId);
}

const long = (n: number) => "x".repeat(n);

// Query and path values, as they appear in the URL (already percent-encoded).
const urlValues = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%C0%80",
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%",
  "%2F",
  "..%2F..%2Fetc",
  "Infinity",
  "-Infinity",
  "NaN",
  "1e309",
  "-1e309",
  "1e308",
  "99999999999999999999",
  "9007199254740993",
  "2147483648",
  "-2147483649",
  "-1",
  "0",
  "-0",
  "0.5",
  "1.5",
  "0x10",
  "",
  "%20",
  "true",
  "null",
  "%5B%5D",
  "%7B%7D",
  "'%3B%20DROP%20TABLE%20users%3B--",
  long(101),
  long(5000),
];

const raw = (text: string) => ({ raw: text });
type BodyValue = unknown | { raw: string };

// Body field values; `raw` ones are written into the JSON as they are (1e309 parses as Infinity).
const bodyValues: BodyValue[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "a\udc00",
  "\udc00\ud800",
  "\ud83d\ude00",
  raw("1e309"),
  raw("-1e309"),
  raw("-0"),
  raw("9007199254740993"),
  2147483648,
  -2147483649,
  1e20,
  -1,
  0,
  0.5,
  1.5,
  true,
  false,
  null,
  "",
  " ",
  "Infinity",
  "2147483648",
  long(101),
  long(5000),
  long(300_000),
  [],
  ["a", 1],
  {},
  { a: { b: { c: [1, "\u0000"] } } },
];

// Whole bodies that are not the object any operation takes.
const bodyTexts = [
  "null",
  "[]",
  '"text"',
  "1e309",
  "{",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
];

function encodeBody(body: Record<string, BodyValue>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (isObject(value) && typeof value.raw === "string" && Object.keys(value).length === 1) {
      raws.push(value.raw);
      return `@@raw${raws.length - 1}@@`;
    }
    return value;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i) => raws[Number(i)] ?? "null");
}

interface Probe {
  operation: ContractOperation;
  what: string;
  query: Record<string, string>;
  path: Record<string, string>;
  body: string | null;
}

function baselineOf(operation: ContractOperation) {
  const query: Record<string, string> = {};
  const path: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === "path") {
      path[parameter.name] =
        pathValues(operation.operationId)[parameter.name] ?? String(sample(parameter.schema));
    } else if (parameter.in === "query" && parameter.required) {
      const value = parameter.name === "username" ? "nobody@example.com" : sample(parameter.schema);
      query[parameter.name] = encodeURIComponent(String(value));
    }
  }
  let body: Record<string, BodyValue> | null = null;
  if (operation.bodySchema) {
    body = bodyBaseline(operation.operationId);
    if (!body) {
      const schema = resolved(operation.bodySchema);
      const required = (schema.required as string[] | undefined) ?? [];
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      body = Object.fromEntries(required.map((name) => [name, sample(properties[name])]));
    }
  }
  return { query, path, body };
}

/** Every request the suite sends to one operation: one hostile value at a time. */
function probesOf(operation: ContractOperation): Probe[] {
  const probes: Probe[] = [];
  // Fresh samples per probe: a registration's phone must be new for it to get anywhere.
  const base = () => baselineOf(operation);
  const encoded = (body: Record<string, BodyValue> | null) => (body ? encodeBody(body) : null);
  for (const parameter of operation.parameters) {
    if (parameter.in !== "query" && parameter.in !== "path") continue;
    for (const value of urlValues) {
      const b = base();
      b[parameter.in === "path" ? "path" : "query"][parameter.name] = value;
      const what = `${parameter.in} ${parameter.name}=${value.slice(0, 30)}`;
      probes.push({ operation, what, query: b.query, path: b.path, body: encoded(b.body) });
    }
    if (parameter.in === "query") {
      // Given twice (an array) and as a nested key.
      const b = base();
      const twice = { ...b.query, [parameter.name]: `1&${parameter.name}=2` };
      probes.push({
        operation,
        what: `query ${parameter.name} twice`,
        ...b,
        query: twice,
        body: encoded(b.body),
      });
      const nested = { ...b.query, [`${parameter.name}[a]`]: "1" };
      probes.push({
        operation,
        what: `query ${parameter.name}[a]`,
        ...b,
        query: nested,
        body: encoded(b.body),
      });
    }
  }
  if (operation.bodySchema) {
    const schema = resolved(operation.bodySchema);
    const fields = [...Object.keys((schema.properties ?? {}) as object), "unknown_field"];
    for (const field of fields) {
      for (const value of bodyValues) {
        const b = base();
        const body = { ...b.body, [field]: value };
        const shown = JSON.stringify(value)?.slice(0, 30);
        probes.push({ operation, what: `body ${field}=${shown}`, ...b, body: encodeBody(body) });
      }
    }
    for (const text of bodyTexts) {
      const b = base();
      probes.push({ operation, what: `body ${text.slice(0, 30)}`, ...b, body: text });
    }
  }
  if (probes.length === 0) {
    // It takes nothing (listSocialProviders, markAllNotificationsRead): a query value it does
    // not know of, which it must ignore or refuse.
    for (const value of urlValues) {
      const b = base();
      const query = { ...b.query, stray: value };
      const what = `query stray=${value.slice(0, 30)}`;
      probes.push({ operation, what, ...b, query, body: encoded(b.body) });
    }
  }
  return probes;
}

function urlOf(probe: Probe): string {
  const path = probe.operation.path.replace(/\{([^}]+)\}/g, (_m, name) => probe.path[name] ?? "");
  const query = Object.entries(probe.query)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  return `/api${path}${query ? `?${query}` : ""}`;
}

/** What is wrong with an answer to hostile input, or null. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body}`;
  }
  const keys = isObject(body) ? Object.keys(body) : [];
  if (keys.length !== 1 || keys[0] !== "detail") {
    return `answered ${response.statusCode} with ${response.body}, not {detail}`;
  }
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail !== "string" || !errorCodes.has(detail)) {
    return `answered ${response.statusCode} with ${response.body}: not an ErrorCode`;
  }
  return null;
}

async function send(probe: Probe, who: Tokens | null): Promise<string | null> {
  const options: InjectOptions = {
    method: probe.operation.method as InjectOptions["method"],
    url: urlOf(probe),
    headers: {
      ...(who ? bearer(who) : {}),
      ...(probe.body !== null && { "content-type": "application/json" }),
    },
    ...(probe.body !== null && { payload: probe.body }),
  };
  try {
    const response = await t.app.inject(options);
    // Signed in as a role it lets in, the values must reach the operation itself.
    if (who && /"not_(authenticated|authorized_action)"/.test(response.body)) {
      return `refused its own role: ${response.body}`;
    }
    return problemWith(response);
  } catch (error) {
    // The suite's contract check (helper.ts) throws for an answer openapi.yaml does not list.
    return String(error);
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

describe("hostile input over every operation", () => {
  const operations = [...contract.operations.values()];

  it("covers every operation of the contract that takes input", () => {
    expect(operations.length).toBeGreaterThan(25);
    // Nothing to send them but the bare request (listSocialProviders, markAllNotificationsRead).
    const takesInput = (operation: (typeof operations)[number]) =>
      operation.parameters.length > 0 || operation.bodySchema !== null;
    for (const operation of operations.filter(takesInput)) {
      expect(probesOf(operation).length, operation.operationId).toBeGreaterThan(0);
    }
  });

  for (const who of ["visitor", "a role it lets in"] as const) {
    it(`answers no 5xx and only {detail: ErrorCode} refusals, ${who}`, async () => {
      // A visitor is refused a signed-in operation before its input is read (the role matrix
      // holds it to 401), so the visitor's pass covers the operations open to visitors.
      const probes = operations
        .filter((operation) => who !== "visitor" || securityMode(operation.security) !== "required")
        .flatMap(probesOf);
      const failures: string[] = [];
      await inParallel(probes, 8, async (probe) => {
        const caller = who === "visitor" ? null : tokens[permittedRole(probe.operation)];
        const problem = await send(probe, caller);
        if (problem) {
          failures.push(`${probe.operation.operationId} (${probe.what}): ${problem}`);
        }
      });
      expect(probes.length).toBeGreaterThan(1000);
      expect(failures.slice(0, 40)).toEqual([]);
    }, 180_000);
  }
});
