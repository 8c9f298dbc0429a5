import type { Api } from "./load-sdk";
import { inlineErrors } from "./request-failure";

/**
 * Tells the server a visitor followed a banner (openapi.yaml, recordBannerClick): sent with
 * `keepalive` so it survives the page leaving, never awaited, never shown when it fails (a
 * count missed is not the visitor's problem). The link itself stays a plain link, so a new
 * tab, a copied address and a keyboard all work as with any other link.
 */
export function createBannerClickReporter(api: () => Promise<Api>) {
  return (bannerId: string): void => {
    void api()
      .then(({ sdk, client }) =>
        sdk.recordBannerClick({
          client,
          keepalive: true,
          headers: inlineErrors,
          path: { id: bannerId },
        }),
      )
      .catch(() => undefined);
  };
}
