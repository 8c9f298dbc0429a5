import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../../../src/app/App";
import { testActors } from "../test-app";
import { type FakeAnswers, fakeApi, offering, offeringPage } from "./search-fixtures";

function renderAt(path: string, answers?: FakeAnswers) {
  const location = memoryLocation({ path, record: true });
  const fake = fakeApi(answers);
  const actors = { ...testActors(), api: fake.api };
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  const history = location.history ?? [];
  return { location, history, fake, actors };
}

// Role queries walk the whole page's accessibility tree, slow in jsdom: wait by text instead.
const results = () => screen.findAllByText(/^Non /, {}, { timeout: 5000 });

/** The note about filters the page removed (its names are <bdi>s inside the sentence). */
const removedNote = (text: string) =>
  waitFor(
    () => {
      const note = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes(text),
      );
      if (!note) throw new Error(`no note saying ${text}`);
      return note;
    },
    { timeout: 5000 },
  );

/** jsdom has the width of no screen: the filters are folded as on a phone. */
function openFilters() {
  fireEvent.click(screen.getByRole("button", { name: /^Filters/ }));
}

describe("search filters and the URL", { timeout: 15_000 }, () => {
  // The page is a lazy chunk: compile it once up front, not inside the first test's time
  // (which, like every test here, renders the whole app: role queries over it are slow).
  beforeAll(() => import("../../../src/features/search/SearchPage"), 60_000);

  it("send the search the URL describes, in the display currency and language", async () => {
    const { fake } = renderAt(
      "/search/products?q=plov&category=bread&region=samarkand&price_min=10&price_max=50&rating_min=4&flash=1&sort=price_asc&page=2",
      { offerings: () => offeringPage([offering("1")], 30, 2) },
    );
    await results();
    openFilters();
    expect(fake.queries("searchOfferings")).toEqual([
      {
        kind: "product",
        lang: "en",
        q: "plov",
        category: "bread",
        region: "samarkand",
        rating_min: 4,
        currency: "USD",
        price_min: 10,
        price_max: 50,
        flash: true,
        sort: "price_asc",
        page: 2,
        page_size: 24,
      },
    ]);
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("plov");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Region" }).value).toBe(
      "samarkand",
    );
    expect(
      screen.getByRole<HTMLInputElement>("checkbox", { name: "Only flash sales" }).checked,
    ).toBe(true);
  });

  it("drop invalid values from the request and from the address bar", async () => {
    const { fake, history } = renderAt(
      "/search/products?q=non&sort=cheapest&page=-2&rating_min=9&price_min=abc&region=Bad!&flash=maybe&utm=x",
    );
    await results();
    expect(fake.queries("searchOfferings")).toEqual([
      { kind: "product", lang: "en", q: "non", currency: "USD", page: 1, page_size: 24 },
    ]);
    expect(history).toEqual(["/search/products?q=non"]);
  });

  it("drop a well-formed category that does not exist once the categories are known", async () => {
    const { fake, history } = renderAt("/search/products?category=no-such-thing&q=non");
    await waitFor(() => expect(history.at(-1)).toBe("/search/products?q=non"));
    await waitFor(() =>
      expect(fake.queries("searchOfferings").at(-1)).not.toHaveProperty("category"),
    );
  });

  it("say which filters of the address were not recognised and removed", async () => {
    const { history } = renderAt("/search/products?q=non&sort=cheapest&rating_min=9&utm=x");
    await results();
    expect(history).toEqual(["/search/products?q=non"]);
    await removedNote(
      "The filters “Sort order”, “Rating”, and “utm” were not recognised and were removed",
    );
  });

  it("say so when the category of the address does not exist, and forget it on another search", async () => {
    const { history } = renderAt("/search/products?category=nope&q=non");
    await waitFor(() => expect(history.at(-1)).toBe("/search/products?q=non"));
    const note = await removedNote("The filter “Category” was not recognised");
    await results();
    openFilters();
    fireEvent.change(screen.getByRole("combobox", { name: "Region" }), {
      target: { value: "samarkand" },
    });
    await waitFor(() => expect(history.at(-1)).toBe("/search/products?q=non&region=samarkand"));
    expect(note.isConnected).toBe(false);
  });

  it("say nothing when every filter of the address is understood", async () => {
    const { history } = renderAt("/search/products?q=non&sort=relevance");
    await results();
    expect(history.at(-1)).toBe("/search/products?q=non");
    expect(screen.queryByText(/not recognised/)).toBeNull();
  });

  it("show facet counts beside the category and region choices", async () => {
    renderAt("/search/products");
    await results();
    openFilters();
    const region = screen.getByRole("combobox", { name: "Region" });
    await waitFor(() =>
      expect(within(region).getByRole("option", { name: "Samarkand region (4)" })).toBeTruthy(),
    );
    const category = screen.getByRole("combobox", { name: "Category" });
    await waitFor(() =>
      expect(within(category).getByRole("option", { name: /Bread \(7\)$/ })).toBeTruthy(),
    );
    // Only product categories on the products list.
    expect(within(category).queryByRole("option", { name: /Repair/ })).toBeNull();
  });

  it("put a changed filter in the URL, back at page 1, and search again", async () => {
    const { fake, history } = renderAt("/search/products?q=non&page=3");
    await results();
    openFilters();
    await screen.findByRole("option", { name: "Samarkand region (4)" });
    fireEvent.change(screen.getByRole("combobox", { name: "Region" }), {
      target: { value: "samarkand" },
    });
    expect(history.at(-1)).toBe("/search/products?q=non&region=samarkand");
    await waitFor(() =>
      expect(fake.queries("searchOfferings").at(-1)).toMatchObject({
        region: "samarkand",
        page: 1,
      }),
    );

    fireEvent.click(screen.getByRole("checkbox", { name: "Only flash sales" }));
    expect(history.at(-1)).toBe("/search/products?q=non&region=samarkand&flash=1");
    fireEvent.change(screen.getByRole("combobox", { name: "Rating" }), { target: { value: "4" } });
    expect(history.at(-1)).toBe("/search/products?q=non&region=samarkand&rating_min=4&flash=1");
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "price_desc" },
    });
    expect(history.at(-1)).toBe(
      "/search/products?q=non&region=samarkand&rating_min=4&flash=1&sort=price_desc",
    );

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(history.at(-1)).toBe("/search/products?q=non&sort=price_desc");
  });

  it("apply a price range typed in the display currency", async () => {
    const { history } = renderAt("/search/products?page=2");
    await results();
    openFilters();
    const from = screen.getByRole<HTMLInputElement>("textbox", { name: "From" });
    fireEvent.focus(from);
    from.setSelectionRange(0, from.value.length);
    fireEvent.keyDown(from, { key: "5" });
    fireEvent.input(from, { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply price" }));
    expect(history.at(-1)).toBe("/search/products?price_min=5");
    expect(screen.getByRole("group", { name: "Price, USD" })).toBeTruthy();
  });

  it("search for the words typed on submit, and walk back to the earlier search", async () => {
    const { fake, history, location } = renderAt("/search/service?q=plov");
    await results();
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search services" });
    fireEvent.change(box, { target: { value: "  somsa " } });
    expect(fake.queries("searchOfferings")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(history).toEqual(["/search/service?q=plov", "/search/service?q=somsa"]);
    await waitFor(() =>
      expect(fake.queries("searchOfferings").at(-1)).toMatchObject({ kind: "service", q: "somsa" }),
    );

    // The browser's Back button: the location changes to the earlier search.
    act(() => location.navigate("/search/service?q=plov"));
    await waitFor(() =>
      expect(fake.queries("searchOfferings").at(-1)).toMatchObject({ q: "plov" }),
    );
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("plov");
  });

  it("turn pages through the URL", async () => {
    const { fake, history } = renderAt("/search/products?q=non", {
      offerings: (query) => offeringPage([offering(`p${query.page}`)], 60, Number(query.page ?? 1)),
    });
    await results();
    const pages = screen.getByRole("navigation", { name: "Pages" });
    fireEvent.click(within(pages).getByRole("button", { name: "2" }));
    expect(history.at(-1)).toBe("/search/products?q=non&page=2");
    expect(await screen.findByRole("link", { name: "Non p2" })).toBeTruthy();
    expect(fake.queries("searchOfferings").at(-1)).toMatchObject({ page: 2 });
    fireEvent.click(within(pages).getByRole("button", { name: "Next page" }));
    expect(history.at(-1)).toBe("/search/products?q=non&page=3");
    fireEvent.click(within(pages).getByRole("button", { name: "1" }));
    expect(history.at(-1)).toBe("/search/products?q=non");
  });

  it("search again when the display currency changes", async () => {
    const { fake, actors } = renderAt("/search/products?price_max=100");
    await results();
    openFilters();
    act(() => actors.currency.send({ type: "currency.set", code: "UZS" }));
    await waitFor(() =>
      expect(fake.queries("searchOfferings").at(-1)).toMatchObject({
        currency: "UZS",
        price_max: 100,
      }),
    );
    expect(screen.getByRole("group", { name: "Price, UZS" })).toBeTruthy();
  });

  it("search again, with translated choices, when the language changes", async () => {
    const { fake, actors } = renderAt("/search/products?q=non");
    await results();
    expect(fake.queries("listCategories")).toHaveLength(1);
    act(() => actors.locale.send({ type: "locale.set", locale: "uz" }));
    await waitFor(() =>
      expect(fake.queries("searchOfferings").at(-1)).toMatchObject({ lang: "uz", q: "non" }),
    );
    // The category and region names come translated too.
    await waitFor(() => expect(fake.queries("listCategories")).toHaveLength(2));
    expect(fake.queries("listRegions")).toHaveLength(2);
  });

  it("fold the filters behind a button that says whether they are open", async () => {
    renderAt("/search/products?region=samarkand");
    await results();
    const toggle = screen.getByRole("button", { name: "Filters (1)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });
});
