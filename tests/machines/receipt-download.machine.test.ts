import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import {
  type DownloadedFile,
  dispositionFileName,
  downloadFileName,
} from "../../machines/download-file";
import { lazyApi } from "../../machines/load-sdk";
import { createReceiptActors } from "../../machines/payments.actors";
import { receiptDownloadMachine } from "../../machines/receipt-download.machine";

const PAYMENT_ID = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";

describe("the download helper's file name", () => {
  it("reads the file name Content-Disposition gives, the encoded one first", () => {
    expect(dispositionFileName('attachment; filename="bozor-receipt-BZR-000123.pdf"')).toBe(
      "bozor-receipt-BZR-000123.pdf",
    );
    expect(dispositionFileName("attachment; filename=receipt.pdf")).toBe("receipt.pdf");
    expect(
      dispositionFileName(
        "attachment; filename=\"chek.pdf\"; filename*=UTF-8''%D1%87%D0%B5%D0%BA%20BZR.pdf",
      ),
    ).toBe("чек BZR.pdf");
    expect(dispositionFileName('attachment; filename="a \\"quoted\\" name.pdf"')).toBe(
      'a "quoted" name.pdf',
    );
    expect(dispositionFileName("inline")).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });

  it("is the given name and the extension asked for, else the answer's", () => {
    const header = 'attachment; filename="bozor-receipt-BZR-000123.pdf"';
    expect(downloadFileName("receipt-BZR-000123", undefined, header)).toBe(
      "receipt-BZR-000123.pdf",
    );
    expect(downloadFileName("receipt-BZR-000123", "txt", header)).toBe("receipt-BZR-000123.txt");
    expect(downloadFileName("receipt-BZR-000123", ".csv", null)).toBe("receipt-BZR-000123.csv");
    expect(downloadFileName("receipt", undefined, "attachment; filename=archive.tar.gz")).toBe(
      "receipt.gz",
    );
    expect(downloadFileName("receipt", undefined, null)).toBe("receipt");
  });

  it("falls back to the answer's whole name, then to `download`, and never keeps a path", () => {
    expect(downloadFileName("  ", undefined, 'attachment; filename="x.pdf"')).toBe("x.pdf");
    expect(downloadFileName("", undefined, null)).toBe("download");
    expect(downloadFileName("", undefined, 'attachment; filename="../../etc/passwd"')).toBe(
      ".._.._etc_passwd",
    );
  });
});

describe("downloading a receipt", () => {
  it("gets the PDF as a blob, names it from the answer, and hands it to the page to save", async () => {
    const requests: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return new Response("%PDF-1.7", {
        status: 200,
        headers: {
          "content-type": "application/pdf",
          "content-disposition": 'attachment; filename="bozor-receipt-BZR-000123.pdf"',
        },
      });
    };
    const api = lazyApi("http://bozor.test/api", async () => fetch);
    const saved = vi.fn<(file: DownloadedFile) => void>();
    const actor = createActor(
      receiptDownloadMachine.provide({
        actors: createReceiptActors(api),
        actions: { save: (_, file) => saved(file) },
      }),
    ).start();
    actor.send({ type: "receipt.download", paymentId: PAYMENT_ID, name: "receipt-BZR-000123" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(new URL(requests[0]?.url ?? "").pathname).toBe(`/api/v1/payment/${PAYMENT_ID}/receipt/`);
    expect(saved).toHaveBeenCalledTimes(1);
    const file = saved.mock.calls[0]?.[0];
    expect(file?.fileName).toBe("receipt-BZR-000123.pdf");
    expect(await file?.blob.text()).toBe("%PDF-1.7");
    expect(actor.getSnapshot().context).toEqual({ request: null, error: null });
  });

  it("keeps a refusal's code beside the payment it was for, saving nothing", async () => {
    const api = lazyApi(
      "http://bozor.test/api",
      async () => async () =>
        new Response(JSON.stringify({ detail: "payment_not_found" }), {
          status: 404,
          headers: { "content-type": "application/json" },
        }),
    );
    const saved = vi.fn();
    const actor = createActor(
      receiptDownloadMachine.provide({
        actors: createReceiptActors(api),
        actions: { save: saved },
      }),
    ).start();
    actor.send({ type: "receipt.download", paymentId: PAYMENT_ID, name: "receipt" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context).toEqual({
      request: { paymentId: PAYMENT_ID, name: "receipt" },
      error: "payment_not_found",
    });
    expect(saved).not.toHaveBeenCalled();
  });
});
