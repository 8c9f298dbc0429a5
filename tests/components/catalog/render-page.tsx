import { configure, render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Lang, Role } from "../../../sdk";
import { App } from "../../../src/app/App";
import { demoUser, testActors } from "../test-app";
import { type ApiAnswer, type ApiCall, fakeApi } from "./fake-api";

// Rendering may wait on lazy chunks that the first test of a file compiles: allow for it.
configure({ asyncUtilTimeout: 4000 });

/**
 * Compiles what the pages load lazily (the page chunks, the SDK and its schemas) before a
 * file's tests start their clocks; call it from `beforeAll`.
 */
export async function warmUp(): Promise<void> {
  await Promise.all([
    import("../../../src/features/catalog/catalog-pages"),
    import("../../../src/features/home/HomeSections"),
    import("../../../sdk"),
    import("../../../sdk/client"),
  ]);
}

/**
 * The whole app at `path`, signed in or not, its API answered by `answer`. Returns the calls
 * the pages made and the location's history (where the app navigated).
 */
export function renderPage(
  path: string,
  answer: (call: ApiCall) => ApiAnswer | undefined,
  options: { signedIn?: boolean; locale?: Lang; role?: Role } = {},
) {
  const location = memoryLocation({ path, record: true });
  const { api, calls } = fakeApi(answer);
  const actors = {
    ...testActors({
      tokens: options.signedIn ? { access: "a", refresh: "r" } : null,
      locale: options.locale,
      // Signed in, the profile's language is the interface's (the app applies it).
      user: {
        ...demoUser,
        ...(options.locale ? { lang: options.locale } : {}),
        ...(options.role ? { role: options.role } : {}),
      },
    }),
    api,
  };
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  return { calls, history: location.history, actors };
}
