import { fromPromise } from "xstate";
import type { PeriodQuery } from "./admin-period";
import { type DownloadedFile, downloadedFile } from "./download-file";
import type { Api } from "./load-sdk";
import { inlineErrors } from "./request-failure";

/**
 * The ledger's CSV for a period, read as a blob; its name is the answer's own
 * (`bozor-finance-<from>-<to>.csv`), so no name is given to the download helper.
 */
export function createLedgerExportActors(api: () => Promise<Api>) {
  return {
    download: fromPromise<DownloadedFile, PeriodQuery>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const answer = await sdk.exportLedgerCsv({
        client,
        signal,
        headers: inlineErrors,
        query: input,
        parseAs: "blob",
      });
      return downloadedFile(answer, "");
    }),
  };
}
