// What a first visit to a page fetches until the page is complete, as Chromium on a phone does it:
// every same-origin request from the document to the network falling quiet.
import { chromium } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A mid-range phone's screen (Lighthouse's mobile one): what the page lays out decides what it loads. */
const VIEWPORT = { width: 412, height: 823 };
/** The page is complete once nothing has been asked for or answered for this long. */
const QUIET_MS = 1_000;
const VISIT_TIMEOUT_MS = 60_000;

/** Waits until no request is in flight and none has started or ended for QUIET_MS. */
async function settle(activity) {
  const deadline = Date.now() + VISIT_TIMEOUT_MS;
  while (activity.inFlight > 0 || Date.now() - activity.last < QUIET_MS) {
    if (Date.now() > deadline) throw new Error("the network never fell quiet");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One visit in a fresh context (no cache, no storage): every same-origin request with its
 * resource type, its status and the bytes of its answer's body as they came over the wire, and
 * the scripts the page named in its markup (`named`).
 */
async function visit(browser, origin, path) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const activity = { inFlight: 0, last: Date.now() };
  const pending = [];
  const fetched = [];
  const sameOrigin = (request) => new URL(request.url()).origin === origin;
  const ended = (request, failed) => {
    activity.inFlight--;
    activity.last = Date.now();
    if (!sameOrigin(request)) return;
    pending.push(
      (async () => {
        const response = failed ? null : await request.response();
        const sizes = failed ? null : await request.sizes().catch(() => null);
        const url = new URL(request.url());
        fetched.push({
          path: url.pathname,
          search: url.search,
          type: request.resourceType(),
          status: response?.status() ?? 0,
          contentType: (await response?.headerValue("content-type")) ?? "",
          wireBytes: sizes?.responseBodySize ?? 0,
        });
      })(),
    );
  };
  context.on("request", () => {
    activity.inFlight++;
    activity.last = Date.now();
  });
  context.on("requestfinished", (request) => ended(request, false));
  context.on("requestfailed", (request) => ended(request, true));
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle", timeout: VISIT_TIMEOUT_MS });
    await settle(activity);
    await Promise.all(pending);
    // What index.html asked for itself (its entry and modulepreloads): anything else was found
    // only once code ran, a round trip later.
    const named = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], script[src]')].map(
        (element) => new URL(element.href || element.src).pathname,
      ),
    );
    return { fetched, named };
  } finally {
    await context.close();
  }
}

/** Each visit (`{ path }`) in turn, in one Chromium: `{ ...visit, fetched, named }`. */
export async function recordPageFetches(origin, visits) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--disable-gpu"] });
  try {
    const results = [];
    for (const one of visits) results.push({ ...one, ...(await visit(browser, origin, one.path)) });
    return results;
  } finally {
    await browser.close();
  }
}
