import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestFailure } from "../../machines/request-failure";
import { downloadFile, downloadFileName } from "../../src/app/effects/download";

// jsdom has no object URLs, and vi.spyOn needs a method to replace.
URL.createObjectURL ??= () => "";
URL.revokeObjectURL ??= () => {};

const answer = (disposition?: string) => ({
  headers: new Headers(disposition ? { "Content-Disposition": disposition } : {}),
});

describe("downloadFileName", () => {
  it("adds the extension given as an argument", () => {
    expect(downloadFileName("report", answer(), "pdf")).toBe("report.pdf");
  });

  it("prefers the argument's extension to the header's", () => {
    expect(downloadFileName("report", answer('attachment; filename="x.csv"'), "xlsx")).toBe(
      "report.xlsx",
    );
  });

  it("accepts the argument with a leading dot", () => {
    expect(downloadFileName("report", answer(), ".pdf")).toBe("report.pdf");
    expect(downloadFileName("backup", answer(), "tar.gz")).toBe("backup.tar.gz");
  });

  it("takes the extension of filename= when no argument gives one", () => {
    expect(downloadFileName("report", answer('attachment; filename="export.csv"'))).toBe(
      "report.csv",
    );
    expect(downloadFileName("report", answer("attachment; filename=export.csv"))).toBe(
      "report.csv",
    );
    expect(downloadFileName("report", answer("attachment;filename=export.csv;size=10"))).toBe(
      "report.csv",
    );
  });

  it("unescapes a quoted filename=", () => {
    expect(downloadFileName("r", answer('attachment; filename="a \\"b\\".txt"'))).toBe("r.txt");
    expect(downloadFileName("r", answer('attachment; filename="a; b.txt"'))).toBe("r.txt");
  });

  it("reads the header name case-insensitively", () => {
    expect(downloadFileName("report", answer('ATTACHMENT; FILENAME="X.CSV"'))).toBe("report.CSV");
  });

  it("prefers filename*= (RFC 5987, percent-decoded UTF-8) to filename=", () => {
    const header =
      "attachment; filename=\"fallback.txt\"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.xlsx";
    expect(downloadFileName("hisobot", answer(header))).toBe("hisobot.xlsx");
    const first =
      "attachment; filename*=utf-8'ru'%D0%BE%D1%82%D1%87%D1%91%D1%82.pdf; filename=a.txt";
    expect(downloadFileName("hisobot", answer(first))).toBe("hisobot.pdf");
  });

  it("decodes a percent-encoded dot in filename*=", () => {
    expect(downloadFileName("r", answer("attachment; filename*=UTF-8''data%2Ejson"))).toBe(
      "r.json",
    );
  });

  it("reads an ISO-8859-1 filename*=", () => {
    expect(
      downloadFileName("r", answer("attachment; filename*=iso-8859-1'en'%A3%20rates.txt")),
    ).toBe("r.txt");
  });

  it("falls back to filename= when filename*= cannot be decoded", () => {
    const broken = "attachment; filename*=UTF-8''%E0%A4%A.pdf; filename=\"ok.csv\"";
    expect(downloadFileName("r", answer(broken))).toBe("r.csv");
    const unknownCharset = "attachment; filename*=koi8-r''x.pdf; filename=\"ok.csv\"";
    expect(downloadFileName("r", answer(unknownCharset))).toBe("r.csv");
  });

  it("takes only the last extension of the header's name", () => {
    expect(downloadFileName("r", answer('attachment; filename="archive.tar.gz"'))).toBe("r.gz");
  });

  it("adds no extension when neither gives one", () => {
    expect(downloadFileName("report", answer())).toBe("report");
    expect(downloadFileName("report", answer("attachment"))).toBe("report");
    expect(downloadFileName("report", answer("inline"))).toBe("report");
    expect(downloadFileName("report", answer('attachment; filename="README"'))).toBe("report");
    expect(downloadFileName("report", answer('attachment; filename=".env"'))).toBe("report");
    expect(downloadFileName("report", answer('attachment; filename="trailing."'))).toBe("report");
    expect(downloadFileName("report", answer('attachment; filename=""'))).toBe("report");
  });

  it("treats an empty extension argument as none", () => {
    expect(downloadFileName("report", answer('attachment; filename="x.csv"'), "")).toBe(
      "report.csv",
    );
    expect(downloadFileName("report", answer(), " . ")).toBe("report");
  });

  it("never doubles an extension the name already has, in any case", () => {
    expect(downloadFileName("report.pdf", answer(), "pdf")).toBe("report.pdf");
    expect(downloadFileName("report.PDF", answer(), ".pdf")).toBe("report.PDF");
    expect(downloadFileName("report.csv", answer('attachment; filename="x.csv"'))).toBe(
      "report.csv",
    );
    expect(downloadFileName("report.pdf", answer(), "csv")).toBe("report.pdf.csv");
  });

  it("does not mistake a name merely ending in the extension's letters for having it", () => {
    expect(downloadFileName("mypdf", answer(), "pdf")).toBe("mypdf.pdf");
  });

  it("never lets a path separator through, from the name, the argument or the header", () => {
    expect(downloadFileName("../../etc/passwd", answer(), "txt")).toBe(".._.._etc_passwd.txt");
    expect(downloadFileName("C:\\Users\\a", answer(), "txt")).toBe("C:_Users_a.txt");
    expect(downloadFileName("report", answer(), "/pdf\\")).toBe("report.pdf");
    expect(downloadFileName("report", answer('attachment; filename="../x/y.sh"'))).toBe(
      "report.sh",
    );
    expect(downloadFileName("report", answer('attachment; filename="a.b/c"'))).toBe("report");
    expect(
      downloadFileName("report", answer("attachment; filename*=UTF-8''..%2Fdir%5Cfile.zip")),
    ).toBe("report.zip");
  });

  it("names a nameless file `download`", () => {
    expect(downloadFileName("", answer(), "pdf")).toBe("download.pdf");
    expect(downloadFileName("   ", answer())).toBe("download");
  });

  it("keeps a name in any script as it is", () => {
    expect(downloadFileName("Hisobot 2024 — отчёт", answer(), "pdf")).toBe(
      "Hisobot 2024 — отчёт.pdf",
    );
    expect(downloadFileName("گزارش", answer(), "pdf")).toBe("گزارش.pdf");
  });
});

describe("downloadFile", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** jsdom has no object URLs; these stand in for the browser's. */
  function stubObjectUrls() {
    const create = vi.fn((_object: Blob | MediaSource) => "blob:bozor/1");
    const revoke = vi.fn((_url: string) => {});
    vi.spyOn(URL, "createObjectURL").mockImplementation(create);
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(revoke);
    return { create, revoke };
  }

  it("fetches the file as a blob and saves it through a temporary download link", async () => {
    const fetchFn = vi.fn(
      async (_request: Request) =>
        new Response("a,b\n1,2\n", {
          headers: {
            "Content-Type": "text/csv",
            "Content-Disposition": "attachment; filename*=UTF-8''leads%202024.csv",
          },
        }),
    );
    const urls = stubObjectUrls();
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.href,
        download: this.download,
        inDocument: document.body.contains(this),
      });
    });

    await downloadFile(fetchFn, "/api/v1/admin/leads/export/", "Leads");

    const request = fetchFn.mock.calls[0]?.[0];
    expect(request?.method).toBe("GET");
    expect(request?.url).toBe(new URL("/api/v1/admin/leads/export/", document.baseURI).href);
    expect(urls.create).toHaveBeenCalledTimes(1);
    const blob = urls.create.mock.calls[0]?.[0];
    if (!blob || !("text" in blob)) throw new Error("no blob was turned into a URL");
    expect(blob.type).toBe("text/csv");
    expect(await blob.text()).toBe("a,b\n1,2\n");
    expect(clicked).toEqual([{ href: "blob:bozor/1", download: "Leads.csv", inDocument: true }]);
    expect(urls.revoke).toHaveBeenCalledWith("blob:bozor/1");
    expect(urls.revoke.mock.invocationCallOrder[0]).toBeGreaterThan(
      click.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY,
    );
    expect(document.querySelector("a")).toBeNull();
  });

  it("throws the server's failure instead of saving the error answer", async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: "not_authenticated" }), {
          status: 403,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const urls = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");

    const failure = await downloadFile(fetchFn, "/api/v1/x/", "x", "pdf").catch((e) => e);

    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ code: "not_authenticated", status: 403 });
    expect(urls.create).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
  });
});
