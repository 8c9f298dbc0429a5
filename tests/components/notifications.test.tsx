import { act, configure, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import fa from "../../locales/fa.json";
import type { Lang, Notification } from "../../sdk";
import { App } from "../../src/app/App";
import { NotificationItem } from "../../src/features/notifications/NotificationItem";
import { flattenMessages } from "../../src/lib/i18n/load-messages";
import { lightTheme } from "../../src/lib/theme/theme";
import { demoUser, testActors } from "./test-app";

// The header's link is in a lazy chunk: on a busy machine it takes a few seconds.
configure({ asyncUtilTimeout: 10_000 });

function renderSignedIn(locale: Lang) {
  const actors = testActors({
    tokens: { access: "a", refresh: "r" },
    user: { ...demoUser, lang: locale },
    locale,
  });
  const location = memoryLocation({ path: "/" });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  return actors;
}

/**
 * The count's machine starts in an effect after the link is on screen; on a busy machine the
 * link can be found before that effect ran, and a socket message sent then has no listener.
 */
async function countIsListening() {
  await act(async () => {});
}

describe("the header's notifications link", { timeout: 30_000 }, () => {
  it("says the unread count the server reported, in words and on the badge", async () => {
    const actors = renderSignedIn("en");
    const link = await screen.findByRole("link", { name: "Notifications" });
    expect(link.getAttribute("href")).toBe("/notifications");
    expect(link.textContent).toBe("");
    await countIsListening();
    act(() =>
      actors.app.send({ type: "app.socketMessage", message: { type: "welcome", unread: 3 } }),
    );
    expect(screen.getByRole("link", { name: "Notifications, 3 unread" }).textContent).toBe("3");
    act(() => actors.app.send({ type: "app.unreadCounted", unread: 120 }));
    expect(screen.getByRole("link", { name: "Notifications, 120 unread" }).textContent).toBe("99+");
  });

  it("counts in Persian digits on a Persian page", async () => {
    const actors = renderSignedIn("fa");
    await screen.findByRole("link", { name: "اعلان‌ها" });
    await countIsListening();
    act(() =>
      actors.app.send({ type: "app.socketMessage", message: { type: "welcome", unread: 12 } }),
    );
    const link = screen.getByRole("link", { name: "اعلان‌ها: ۱۲ خوانده‌نشده" });
    expect(link.textContent).toBe("۱۲");
  });
});

function renderItem(notification: Notification) {
  const location = memoryLocation({ path: "/notifications" });
  render(
    <Router hook={location.hook}>
      <IntlProvider locale="fa" messages={flattenMessages(fa)}>
        <ThemeProvider theme={lightTheme}>
          <NotificationItem
            notification={notification}
            busy={false}
            onRead={() => {}}
            onRemove={() => {}}
          />
        </ThemeProvider>
      </IntlProvider>
    </Router>,
  );
  return screen.getByRole("article");
}

describe("a notification in the list", () => {
  it("reads in the reader's language, names isolated, linking to what it is about", () => {
    const item = renderItem({
      id: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11",
      type: "review_received",
      params: {
        target_kind: "offering",
        target_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
        offering_kind: "service",
        target_title: "Чистка ковров",
        target_title_fa: "شستشوی فرش",
        author_name: "Aziza K.",
        rating: 4,
      },
      read: false,
      created_at: "2026-11-26T10:05:00.000Z",
    });
    const title = within(item).getByRole("link", { name: "نظر تازه" });
    expect(title.getAttribute("href")).toBe("/search/service/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b");
    expect(item.textContent).toContain("Aziza K. امتیاز داد: شستشوی فرش، ۴ ستاره.");
    expect(within(item).getByText("Aziza K.").tagName).toBe("BDI");
    expect(within(item).getByText("تازه")).toBeTruthy();
    expect(
      within(item)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["علامت‌گذاری به‌عنوان خوانده‌شده", "حذف"]);
    expect(item.querySelector("time")?.textContent).toMatch(/^۲۶\.۱۱\.۲۰۲۶، ساعت [۰-۹]{2}:۰۵$/);
  });

  it("shows a message as written, without a link, and no mark-read button once read", () => {
    const item = renderItem({
      id: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a12",
      type: "message",
      params: { title: "Yangi buyurtma", body: "Buyurtma #42" },
      read: true,
      created_at: "2026-11-26T10:05:00.000Z",
    });
    expect(within(item).queryByRole("link")).toBeNull();
    expect(within(item).getByRole("heading", { name: "Yangi buyurtma" })).toBeTruthy();
    expect(within(item).getByText("Buyurtma #42").closest("p")?.getAttribute("dir")).toBe("auto");
    expect(
      within(item)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["حذف"]);
  });
});
