import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import fa from "../../../locales/fa.json";
import type { Feedback } from "../../../sdk";
import type { ApiCall } from "./fake-api";
import { untilTicking, useFakeClock } from "./fake-clock";
import {
  business,
  feedback,
  feedbackPage,
  OFFERING_ID,
  offering,
  onSale,
  SALE_ID,
  sale,
} from "./fixtures";
import { renderPage, warmUp } from "./render-page";

// Issue 13, items 9 and 20: Latin and Cyrillic text on a Persian page, the page's digits, and
// icons that need no emoji font.

const LATIN_DIGIT = /[0-9]/;
// Symbols and emoji that a system without the right font draws as empty boxes.
const PICTOGRAPH = /[\u2190-\u2bff\u{1f000}-\u{1faff}]/u;

const reviews: Feedback[] = [
  feedback({ author: "Malika E.", comment: "Exactly as described … Thank you!" }),
  feedback({
    id: "8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e",
    kind: "like",
    rating: null,
    comment: null,
    author: "Иван П.",
  }),
];

function server(detail = offering) {
  return (call: ApiCall) => {
    if (call.path === `/v1/offering/${OFFERING_ID}/`) return { body: detail };
    if (call.path === `/v1/flash-sale/${SALE_ID}/`) return { body: detail };
    if (call.path === `/v1/business/${business.id}/`) return { body: business };
    if (call.path === "/v1/feedback/" && call.method === "GET") {
      return { body: feedbackPage(reviews) };
    }
    return undefined;
  };
}

/** Is this element's text isolated for direction: `dir="auto"` on it or a `<bdi>` around it? */
function isolated(element: Element | null | undefined): boolean {
  if (!element) return false;
  return element.getAttribute("dir") === "auto" || element.closest("bdi") !== null;
}

describe("a Persian page", { timeout: 15_000 }, () => {
  beforeAll(warmUp, 30_000);
  useFakeClock();

  it("isolates every piece of someone's text for direction", async () => {
    renderPage(`/search/products/${OFFERING_ID}`, server(), { locale: "fa" });
    // The first page of the file: its chunks compile now, which takes a while on a busy machine.
    const title = await screen.findByRole(
      "heading",
      { level: 1, name: offering.title },
      { timeout: 12_000 },
    );
    // Set in an effect after the render that shows the heading.
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(isolated(within(title).getByText(offering.title))).toBe(true);
    expect(isolated(screen.getByText(/Forged steel/))).toBe(true);
    const crumbs = screen.getByRole("navigation", { name: "مسیر صفحه" });
    expect(isolated(within(crumbs).getByText(offering.category.name))).toBe(true);

    const seller = screen.getByRole("region", { name: "فروشنده" });
    expect(isolated(within(seller).getByText(business.name))).toBe(true);
    expect(isolated(await within(seller).findByText(business.address ?? ""))).toBe(true);

    const list = await screen.findByText("Malika E.");
    expect(isolated(list)).toBe(true);
    expect(isolated(screen.getByText("Exactly as described … Thank you!"))).toBe(true);
    expect(isolated(screen.getByText("Иван П."))).toBe(true);
    // The title of the tab: the name between isolates, so it keeps its place beside Persian.
    await waitFor(() => expect(document.title).toBe(`\u2068${offering.title}\u2069 · Bozor`));
  });

  it("writes every number in Persian digits: price, countdown, sale dates, phone, hours", async () => {
    renderPage(`/search/flash-sell/${SALE_ID}`, server(onSale), { locale: "fa" });
    await screen.findByRole("heading", { level: 1, name: offering.title });
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("۰۱:۰۱:۰۵");
    expect(timer.getAttribute("aria-label")).not.toMatch(LATIN_DIGIT);
    await untilTicking();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("۰۱:۰۱:۰۴");
    const seller = screen.getByRole("region", { name: "فروشنده" });
    await within(seller).findByRole("table");
    // Everything on screen but the people's own words (Latin on purpose in these fixtures).
    const main = document.querySelector("main");
    const shown = (main?.textContent ?? "")
      .replace(offering.title, "")
      .replace(offering.description, "")
      .replace(business.name, "")
      .replace(business.address ?? "", "")
      .replace(business.email ?? "", "")
      .replace(offering.category.name, "")
      .replace(/Malika E\.|Exactly as described … Thank you!|Иван П\./g, "");
    await within(document.body).findByText("Malika E.");
    expect(shown).toMatch(/[۰-۹]/);
    expect(shown).not.toMatch(LATIN_DIGIT);
    expect(
      within(seller).getByRole("link", { name: "۹۹۸ ۹۰ ۱۲۳ ۴۵ ۶۷" }).getAttribute("href"),
    ).toBe("tel:+998901234567");
  });

  it("shows a sale of more than a day with its days, in Persian", async () => {
    const long = { ...onSale, flash_sale: { ...sale, ends_at: "2026-05-02T12:43:59.000Z" } };
    renderPage(`/search/flash-sell/${SALE_ID}`, server(long), { locale: "fa" });
    await screen.findByRole("heading", { level: 1, name: offering.title });
    expect(screen.getByRole("timer").textContent).toBe("۱ روز ۰۲:۴۳:۵۹");
  });

  it("draws its icons as SVG, with no emoji or symbol character", async () => {
    renderPage(`/search/products/${OFFERING_ID}`, server(), { locale: "fa", signedIn: true });
    const like = await screen.findByRole("button", { name: "فقط می‌پسندم" });
    expect(like.querySelector("svg")).not.toBeNull();
    expect(like.textContent).not.toMatch(PICTOGRAPH);
    await screen.findByText("Иван П.");
    const favourite = screen.getByRole("button", { name: fa.favorite.save });
    expect(favourite.querySelector("svg")).not.toBeNull();
    expect(document.body.textContent).not.toMatch(PICTOGRAPH);
    for (const svg of document.querySelectorAll("main svg")) {
      expect(svg.getAttribute("aria-hidden")).toBe("true");
    }
  });
});
