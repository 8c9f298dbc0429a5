import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { createLedgerExportActors } from "../../machines/admin-finance.actors";
import type { PeriodQuery } from "../../machines/admin-period";
import type { DownloadedFile } from "../../machines/download-file";
import { ledgerExportMachine } from "../../machines/ledger-export.machine";
import { lazyApi } from "../../machines/load-sdk";
import { RequestFailure } from "../../machines/request-failure";

describe("exporting the ledger", () => {
  it("asks for the period's CSV as a blob and saves it under the answer's file name", async () => {
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return new Response("\uFEFFid,at\r\n", {
        status: 200,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="bozor-finance-2020-04-01-2020-04-02.csv"',
        },
      });
    };
    const saved: DownloadedFile[] = [];
    const actor = createActor(
      ledgerExportMachine.provide({
        actors: createLedgerExportActors(lazyApi("http://bozor.test/api", async () => fetch)),
        actions: { save: (_, file) => saved.push(file) },
      }),
    ).start();
    actor.send({ type: "ledger.export", period: { from: "2020-04-01", to: "2020-04-02" } });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("idle"));
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/api/v1/admin/finance/export/");
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "2020-04-01", to: "2020-04-02" });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe("bozor-finance-2020-04-01-2020-04-02.csv");
    expect(await saved[0]?.blob.text()).toContain("id,at");
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("keeps a refusal's code and saves nothing", async () => {
    const save = vi.fn();
    const actor = createActor(
      ledgerExportMachine.provide({
        actors: {
          download: fromPromise<DownloadedFile, PeriodQuery>(async () => {
            throw new RequestFailure("period_too_long", 400);
          }),
        },
        actions: { save },
      }),
    ).start();
    actor.send({ type: "ledger.export", period: { days: 7 } });
    await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("period_too_long");
    expect(save).not.toHaveBeenCalled();
  });
});
