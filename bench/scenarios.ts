import type { Request } from "autocannon";
import { itemsByCategory } from "../server/db/demo-catalog/items";
import type { SignedIn } from "./signed-in";
import { dashboards, mixed, notificationLists } from "./signed-in-scenarios";

export interface BenchRequest extends Request {
  /** The index of the scenario's group it is measured in as well (reads, writes). */
  group?: number;
}

export interface Scenario {
  name: string;
  /** The goal its p95 is held to, in milliseconds. */
  goalP95: number;
  requests: BenchRequest[];
  /** Requests that must be new when measured: left out of the warm-up and the preflight. */
  unseen?: boolean;
  /** Concurrent connections, when not measure.ts's 20. */
  connections?: number;
  /** Parts measured apart as well, each with its own goal (`BenchRequest.group`). */
  groups?: Array<{ name: string; goalP95: number }>;
}

/** What the server was prepared with: offerings to open, people and an admin signed in. */
export interface Fixture {
  offeringIds: string[];
  signedIn: SignedIn;
}

const searchGoal = 50;
const detailGoal = 10;
// A page of someone's own rows (notifications, blog posts): as quick as a search should be.
const listGoal = 50;
// Aggregates over the whole catalogue and the ledger for a page a few administrators open;
// five times a search's budget.
const dashboardGoal = 250;
// A save or a message goes to the database every time (no cache can answer it).
const writeGoal = 50;

// What people type: Russian, Uzbek (with and without the o‘ apostrophe), English, Persian,
// typos, and nothing at all (browsing a category).
const offeringQueries = [
  "q=телефон",
  "q=смартфон samsung&sort=price_asc",
  "q=керамическая тарелка&lang=ru",
  "q=сухофрукты&currency=UZS",
  "q=курага&region=samarkand",
  "q=плов&kind=service",
  "q=telefon&lang=uz",
  "q=sopol likopcha&lang=uz",
  "q=quritilgan o‘rik",
  "q=non&category=bread",
  "q=pichoq&sort=rating",
  "q=laptop&lang=en&currency=USD",
  "q=ceramic plate&sort=newest",
  "q=wedding&kind=service&lang=en",
  "q=سفال&lang=fa",
  "q=smartfn",
  "q=noutbok&lang=uz",
  "q=керамка",
  "category=phones&sort=price_asc&currency=UZS",
  "category=handicrafts&region=fergana",
  "kind=product&price_min=100000&price_max=2000000&currency=UZS",
  "kind=service&rating_min=4&sort=rating",
  "flash=true&sort=price_desc",
  "category=food&sort=newest&lang=uz",
  "",
];

const flashQueries = [
  "",
  "sort=discount",
  "sort=ending_soon&lang=uz",
  "kind=product&currency=UZS",
  "q=телефон",
  "q=sopol",
  "category=food",
  "region=tashkent-city&sort=price_asc",
];

const businessQueries = [
  "",
  "q=керамика",
  "q=kulol",
  "q=bakery&lang=en",
  "q=stomatologiya",
  "region=samarkand",
  "region=tashkent-city&sort=rating",
  "category=handicrafts",
  "sort=name&lang=uz",
  "rating_min=4",
  "q=ремнт",
];

/** "q=керамика&page=2" as it goes on the wire: every value percent-encoded. */
function encodeQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const [name = "", value = ""] = pair.split("=");
      return `${name}=${encodeURIComponent(value)}`;
    })
    .join("&");
}

/** Every query on pages 1 to 5: deep pages cost more, and people do open them. */
function paged(path: string, queries: string[], pages = 5): Request[] {
  return queries.flatMap((query) =>
    Array.from({ length: pages }, (_, i) => ({
      path: `${path}?${encodeQuery(`${query}${query ? "&" : ""}page=${i + 1}`)}`,
    })),
  );
}

/**
 * Each query on pages 1–5 again and again, every request with its own price ceiling in som
 * (above any price, so the results stay the same): enough that none repeats within a run.
 */
function uncached(queries: string[], rounds = 200): Request[] {
  const plain = queries.map((query) =>
    query
      .split("&")
      .filter((pair) => pair && !/^(currency|price_max)=/.test(pair))
      .join("&"),
  );
  const once = paged("/api/v1/offering/", plain);
  return Array.from({ length: rounds }, (_, round) =>
    once.map((request, i) => ({
      path: `${request.path}&currency=UZS&price_max=${10_000_000_000 + round * once.length + i}`,
    })),
  ).flat();
}

/**
 * Texts nobody searched before: the demo items' title words of four letters or more in every
 * language, each as typed and with any one letter but the first missing (typos), and each two
 * neighbouring words of a title, every text once with a price ceiling of its own. What a long
 * tail of searches costs: the words' lookup in the vocabulary as well as the search.
 */
function newTexts(): Request[] {
  const found = new Set<string>();
  for (const items of Object.values(itemsByCategory)) {
    for (const item of items) {
      for (const title of Object.values(item.title)) {
        const words = title
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter((word) => [...word].length >= 4);
        words.forEach((word, i) => {
          const letters = [...word];
          found.add(word);
          for (let gap = 1; gap < letters.length; gap += 1) {
            found.add([...letters.slice(0, gap), ...letters.slice(gap + 1)].join(""));
          }
          const next = words[i + 1];
          if (next) found.add(`${word} ${next}`);
        });
      }
    }
  }
  return [...found].map((text, i) => ({
    path: `/api/v1/offering/?${encodeQuery(`q=${text}&currency=UZS&price_max=${20_000_000_000 + i}`)}`,
  }));
}

const languages = ["ru", "uz", "en", "fa"];
const currencies = ["USD", "UZS", "RUB"];

function offeringDetails(offeringIds: string[]): Request[] {
  return offeringIds.map((id, i) => ({
    path: `/api/v1/offering/${id}/?lang=${languages[i % 4]}&currency=${currencies[i % 3]}`,
  }));
}

export function scenarios(fixture: Fixture): Scenario[] {
  const { offeringIds, signedIn } = fixture;
  const searches = paged("/api/v1/offering/", offeringQueries);
  return [
    {
      name: "searchOfferings",
      goalP95: searchGoal,
      requests: searches,
    },
    {
      // The same searches, each with a price ceiling no other request uses: what a search
      // costs when no cached answer can serve it.
      name: "searchOfferings, uncached",
      goalP95: searchGoal,
      requests: uncached(offeringQueries),
    },
    {
      name: "searchOfferings, new texts",
      goalP95: searchGoal,
      requests: newTexts(),
      unseen: true,
    },
    {
      name: "searchFlashSales",
      goalP95: searchGoal,
      requests: paged("/api/v1/flash-sale/", flashQueries),
    },
    {
      name: "searchBusinesses",
      goalP95: searchGoal,
      requests: paged("/api/v1/business/", businessQueries, 3),
    },
    {
      name: "getOffering",
      goalP95: detailGoal,
      requests: offeringDetails(offeringIds),
    },
    {
      name: "listNotifications, signed in",
      goalP95: listGoal,
      requests: notificationLists(signedIn.people),
    },
    {
      name: "listBlogPosts",
      goalP95: listGoal,
      requests: languages.flatMap((lang) =>
        [1, 2].map((page) => ({ path: `/api/v1/blog/?lang=${lang}&page=${page}&page_size=3` })),
      ),
    },
    {
      name: "getBlogPost",
      goalP95: detailGoal,
      requests: signedIn.blogPostIds.flatMap((id) =>
        languages.map((lang) => ({ path: `/api/v1/blog/${id}/?lang=${lang}` })),
      ),
    },
    {
      // A few administrators, not a crowd: 20 at once queue on the embedded database for
      // seconds, and what they leave running slows the next scenario.
      name: "getAdminDashboard, admin (2 connections)",
      goalP95: dashboardGoal,
      requests: dashboards(signedIn.admin),
      connections: 2,
    },
    {
      name: "mixed: 80 % reads, 20 % writes",
      goalP95: searchGoal,
      requests: mixed(fixture, searches, offeringDetails(offeringIds)),
      groups: [
        { name: "reads (searches, offerings)", goalP95: searchGoal },
        { name: "writes (favourites, support chat)", goalP95: writeGoal },
      ],
    },
  ];
}
