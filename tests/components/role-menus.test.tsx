import { act, configure, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Profile, Role } from "../../sdk";
import { App } from "../../src/app/App";
import { demoUser, testActors } from "./test-app";

// The account menu and side bar are lazy chunks: on a busy machine they take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

function renderAt(path: string, role: Role | null) {
  const location = memoryLocation({ path, record: true });
  const actors = testActors({
    tokens: role ? { access: "a", refresh: "r" } : null,
    user: { ...demoUser, role } as Profile,
  });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  return location;
}

async function accountMenu(): Promise<HTMLElement> {
  const button = await screen.findByRole("button", { name: /^Account:/ });
  fireEvent.click(button);
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!menu) throw new Error("the account menu did not open");
  return menu;
}

async function sideNavLinks(): Promise<string[]> {
  const nav = await screen.findByRole("navigation", { name: "Your account" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

describe("menus follow the route rules", { timeout: 30_000 }, () => {
  it("show an individual no business pages in the account side bar", async () => {
    renderAt("/profile", "user");
    const links = await sideNavLinks();
    expect(links).toContain("Favourites");
    expect(links).not.toContain("My products");
    expect(links).not.toContain("My services");
  });

  it("show a business account its products and services", async () => {
    renderAt("/profile", "business");
    expect(await sideNavLinks()).toEqual(expect.arrayContaining(["My products", "My services"]));
  });

  it("show an administrator no shop pages, and Administration in the account menu", async () => {
    renderAt("/profile", "admin");
    const links = await sideNavLinks();
    expect(links).not.toContain("My products");
    const menu = await accountMenu();
    const admin = within(menu).getByRole("link", { name: "Administration" });
    expect(admin.getAttribute("href")).toBe("/admin");
  });

  it("give an individual no Administration link", async () => {
    renderAt("/profile", "user");
    const menu = await accountMenu();
    expect(within(menu).getByRole("link", { name: "Profile" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "Administration" })).toBeNull();
  });

  it("refuse an individual a business page, as the menu implies", async () => {
    renderAt("/my-products", "user");
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeTruthy();
  });
});

describe("the sign-in dialog's address when signed in", { timeout: 30_000 }, () => {
  it("goes to the profile instead of offering the dialog", async () => {
    const location = renderAt("/?action=login", "user");
    await act(async () => {});
    expect(location.history.at(-1)).toBe("/profile");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("goes to `next` when it is a path of this site", async () => {
    const location = renderAt(`/?action=login&next=${encodeURIComponent("/favorites")}`, "user");
    await act(async () => {});
    expect(location.history.at(-1)).toBe("/favorites");
  });

  it("still opens the dialog for a visitor", async () => {
    const location = renderAt("/?action=login", null);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/?action=login");
  });
});
