import { act, cleanup, configure, fireEvent, render, screen, within } from "@testing-library/react";
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

  it("lead each kind of account to its cards and to its own plans", async () => {
    renderAt("/profile", "user");
    const person = await sideNavLinks();
    expect(person).toEqual(expect.arrayContaining(["Payment cards", "Subscription"]));
    expect(person).not.toContain("Business subscription");
    cleanup();
    renderAt("/profile", "business");
    const business = await sideNavLinks();
    expect(business).toEqual(expect.arrayContaining(["Payment cards", "Business subscription"]));
    expect(business).not.toContain("Subscription");
    cleanup();
    renderAt("/profile", "admin");
    const admin = await sideNavLinks();
    expect(admin).not.toContain("Subscription");
    expect(admin).not.toContain("Business subscription");
  });

  it("show an administrator no shop pages, and Administration in the account menu", async () => {
    renderAt("/profile", "admin");
    const links = await sideNavLinks();
    expect(links).not.toContain("My products");
    const menu = await accountMenu();
    const admin = within(menu).getByRole("link", { name: "Administration" });
    expect(admin.getAttribute("href")).toBe("/admin");
  });

  it("list every section of the administration in its side bar", async () => {
    renderAt("/admin", "admin");
    const nav = await screen.findByRole("navigation", { name: "Administration" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual(
      expect.arrayContaining([
        ["Dashboard", "/admin/dashboard"],
        ["Users", "/admin/users"],
        ["Companies", "/admin/companies"],
        ["Finance", "/admin/finance"],
        ["Leads", "/admin/leads"],
        ["Blog posts", "/admin/blogs"],
        ["Banners", "/admin/banner"],
        ["Form builder", "/form-builder"],
        ["Translations", "/translations"],
        ["Site pages", "/admin/pages"],
        ["Support chat", "/admin/chat"],
      ]),
    );
  });

  it("refuse an individual the administration", async () => {
    renderAt("/admin/users", "user");
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeTruthy();
  });

  it("give an individual no Administration link", async () => {
    renderAt("/profile", "user");
    const menu = await accountMenu();
    expect(within(menu).getByRole("link", { name: "Profile" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "Administration" })).toBeNull();
    expect(within(menu).getByRole("link", { name: "Support" }).getAttribute("href")).toBe(
      "/support",
    );
    expect(await sideNavLinks()).toContain("Support");
  });

  it("lead an administrator to the support chat, not to the person's support page", async () => {
    renderAt("/profile", "admin");
    expect(await sideNavLinks()).not.toContain("Support");
    const menu = await accountMenu();
    expect(within(menu).queryByRole("link", { name: "Support" })).toBeNull();
  });

  it("tell an individual on a business page how to register a business", async () => {
    renderAt("/my-products", "user");
    expect(await screen.findByRole("heading", { name: "For business accounts" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Register a business" });
    expect(link.getAttribute("href")).toBe("/register-business");
  });

  it("refuse an administrator a business page, as the menu implies", async () => {
    renderAt("/my-services/new", "admin");
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
