import { createIconLoader, type IconLoader } from "../../machines/icon-loader";
import { createIconFetch } from "../../machines/icons.actors";
import { lazyApi } from "../../machines/load-sdk";

let loader: IconLoader | null = null;

/**
 * The app's one icon loader (machines/icon-loader.ts), made on the first icon drawn, so no
 * screen without icons carries it. Its requests use a client of their own over the plain
 * fetch: no token and no `lang` (icons are the same for everyone, and shared caches keep
 * them), and no loading bar or error toast (a missing icon is not the person's problem; the
 * loader logs it).
 */
export function iconLoader(): IconLoader {
  if (!loader) {
    const baseUrl = `${window.location.origin}/api`;
    const api = lazyApi(baseUrl, async () => (input, init) => fetch(input, init));
    loader = createIconLoader({
      baseUrl,
      fetchIcons: createIconFetch(api),
      logError: (message, detail) => console.error(message, detail),
    });
  }
  return loader;
}
