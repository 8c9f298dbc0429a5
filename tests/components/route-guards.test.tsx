import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Profile } from "../../sdk";
import { App } from "../../src/app/App";
import { demoUser, testActors } from "./test-app";

function renderAt(path: string, options: { user?: Profile; signedIn?: boolean } = {}) {
  const location = memoryLocation({ path, record: true });
  const actors = testActors({
    tokens: options.signedIn ? { access: "a", refresh: "r" } : null,
    ...(options.user ? { user: options.user } : {}),
  });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  return location;
}

describe("route guards", () => {
  it("send a visitor from the admin area to the sign-in dialog", async () => {
    const location = renderAt("/admin/users?page=2");
    await act(async () => {});
    expect(location.history.at(-1)).toBe(
      `/?action=login&next=${encodeURIComponent("/admin/users?page=2")}`,
    );
  });

  it("send a visitor from an account page to the sign-in dialog", async () => {
    const location = renderAt("/favorites");
    await act(async () => {});
    expect(location.history.at(-1)).toBe("/?action=login&next=%2Ffavorites");
  });

  it("show a signed-in non-admin the 403 page in the admin area", async () => {
    const location = renderAt("/admin/dashboard", { signedIn: true });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeTruthy();
    expect(screen.getByText("403")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/admin/dashboard");
  });

  it("let an administrator into the admin area", async () => {
    const admin: Profile = { ...demoUser, role: "admin" };
    renderAt("/admin/dashboard", { signedIn: true, user: admin });
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
  });

  it("let a signed-in user open an account page", async () => {
    renderAt("/favorites", { signedIn: true });
    expect(await screen.findByRole("heading", { name: "Favourites", level: 1 })).toBeTruthy();
  });

  it("show an unknown path as not found", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByText(/Page not found:/)).toBeTruthy();
  });
});
