// Signs in to Bozor, searches the catalogue in Russian, prints the first results and saves the
// first one to the user's favourites, using only the generated SDK (sdk/) and Node's fetch.
//
//   node build.mjs --run examples/search-and-favourite.ts     (or: npm run example:sdk)
//
// BOZOR_URL (default http://127.0.0.1:8080), BOZOR_USERNAME and BOZOR_PASSWORD (the demo user)
// and BOZOR_QUERY (default "смартфон") change what it does.

// A script imports the SDK statically; only the SPA must load it lazily (machines/load-sdk.ts),
// to keep it out of the first download.
import { addFavoriteOffering, listFavorites, login, searchOfferings } from "../sdk";
import { createClient, createConfig } from "../sdk/client";

const baseUrl = process.env.BOZOR_URL ?? "http://127.0.0.1:8080";
const username = process.env.BOZOR_USERNAME ?? "user@demo.uz";
const password = process.env.BOZOR_PASSWORD ?? "demo12345";
const query = process.env.BOZOR_QUERY ?? "смартфон";

/** Why the script stopped, already said in one line. */
class Stop extends Error {}

/**
 * SDK calls answer `{ data, error, response }` instead of throwing: a refused one stops the
 * script with the API's own error code (`{"detail":"invalid_credentials"}`).
 */
function refused(what: string, error: unknown, response: Response | undefined): never {
  if (response) throw new Stop(`${what} failed: HTTP ${response.status} ${JSON.stringify(error)}`);
  // No response: the request never reached the server. Node's fetch keeps the reason in
  // `cause` (ECONNREFUSED, an unknown host).
  const reason =
    error instanceof Error && error.cause instanceof Error ? error.cause.message : error;
  throw new Stop(`${what} failed: no answer from ${baseUrl} (${reason}); is the server running?`);
}

async function main(): Promise<void> {
  // The contract's paths start at /api (openapi.yaml `servers`); Node's fetch is the default.
  const client = createClient(createConfig({ baseUrl: `${baseUrl}/api` }));

  const signIn = await login({ client, query: { username, password } });
  if (signIn.error) refused("sign-in", signIn.error, signIn.response);
  // Every operation that takes a bearer token sends this one from now on.
  client.setConfig({ auth: signIn.data.access });
  console.log(`Signed in to ${baseUrl} as ${username}`);

  // `lang` picks the language of every translated field in the answer (titles, categories).
  const search = await searchOfferings({ client, query: { q: query, lang: "ru", page_size: 5 } });
  if (search.error) refused("search", search.error, search.response);
  const { items, total } = search.data;
  console.log(`Search "${query}" in Russian: ${total} found, the first ${items.length}:`);
  for (const offering of items) {
    const { amount, currency } = offering.display_price;
    const price = new Intl.NumberFormat("ru-RU", { style: "currency", currency }).format(amount);
    console.log(`  ${offering.title} — ${price} · ${offering.business.name}`);
  }

  const first = items[0];
  if (!first) throw new Stop(`Nothing found for "${query}": nothing to add to the favourites`);
  const added = await addFavoriteOffering({ client, path: { id: first.id } });
  if (added.error) refused("adding to favourites", added.error, added.response);

  const favourites = await listFavorites({ client, query: { lang: "ru" } });
  if (favourites.error) refused("listing favourites", favourites.error, favourites.response);
  const saved = favourites.data.offerings;
  if (!saved.some((offering) => offering.id === first.id)) {
    throw new Stop(`"${first.title}" was added but is not among the favourites`);
  }
  console.log(`Added "${first.title}" to the favourites: ${saved.length} saved offering(s) now`);
}

main().catch((error: unknown) => {
  // A refusal is one line; anything else (an answer outside the contract, a bug) in full.
  console.error(error instanceof Stop ? error.message : error);
  // Not process.exit(): on some systems it can cut off what was just written to a pipe.
  process.exitCode = 1;
});
