import { configure, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Banner } from "../../../sdk";
import { App } from "../../../src/app/App";
import { testActors } from "../test-app";
import { type FakeAnswers, fakeApi } from "./search-fixtures";

// The page and its banners are lazy chunks: on a busy machine they take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string, answers?: FakeAnswers) {
  const location = memoryLocation({ path, record: true });
  const fake = fakeApi(answers);
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={{ ...testActors(), api: fake.api }} />
    </Router>,
  );
  return fake;
}

const banner = (id: string, link: string, title: string): Banner => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  image: "00000000-0000-4000-8000-000000000009",
  link,
  title,
  text: `${title}, text`,
  placement: "search",
});

describe("banners beside the search results", { timeout: 30_000 }, () => {
  beforeAll(() => import("../../../src/features/search/SearchPage"), 60_000);

  it("show the search placement's banners, linking only to this site or https", async () => {
    const fake = renderAt("/search/service?q=non", {
      banners: () => [
        banner("1", "/search/service?category=repair", "Repairs"),
        banner("2", "https://example.uz/sale", "Outside sale"),
        banner("3", "javascript:alert(1)", "Not a link"),
      ],
    });
    const section = await screen.findByRole("complementary", { name: "Advertising" });
    expect(fake.queries("listBanners")).toEqual([{ placement: "search" }]);
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/search/service?category=repair",
      "https://example.uz/sale",
    ]);
    expect(links[1]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(section).getByText("Not a link").closest("a")).toBeNull();
  });

  it.each(["products", "business", "flash-sell"])("appear on the %s list too", async (kind) => {
    renderAt(`/search/${kind}`, { banners: () => [banner("1", "/banner", "Advertise here")] });
    const section = await screen.findByRole("complementary", { name: "Advertising" });
    expect(within(section).getByText("Advertise here")).toBeTruthy();
  });

  it("on a category's list are that category's placement", async () => {
    const fake = renderAt("/search/products?category=bread", {
      banners: () => [banner("1", "/banner", "Bread fair")],
    });
    const section = await screen.findByRole("complementary", { name: "Advertising" });
    expect(within(section).getByText("Bread fair")).toBeTruthy();
    expect(fake.queries("listBanners")).toEqual([{ placement: "category" }]);
  });

  it("leave no section when there are no banners", async () => {
    const fake = renderAt("/search/products");
    await screen.findAllByText(/^Non /);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.queries("listBanners")).toEqual([{ placement: "search" }]);
    expect(screen.queryByRole("complementary", { name: "Advertising" })).toBeNull();
  });
});
