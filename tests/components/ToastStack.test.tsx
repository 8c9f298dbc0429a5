import { act, configure, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import en from "../../locales/en.json";
import { toastsMachine } from "../../machines/toasts.machine";
import { ToastStack } from "../../src/components/layout/ToastStack";
import { ActorsProvider } from "../../src/lib/actors-context";
import { flattenMessages } from "../../src/lib/i18n/load-messages";
import { lightTheme } from "../../src/lib/theme/theme";
import { testActors } from "./test-app";

// The cards are a lazy chunk, compiled when the first toast shows: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

function renderToasts() {
  const reloadPage = vi.fn();
  const copyText = vi.fn();
  const toasts = createActor(
    toastsMachine.provide({
      actions: { reloadPage, copyText: (_, { text }) => copyText(text) },
    }),
  ).start();
  render(
    <ActorsProvider actors={{ ...testActors(), toasts }}>
      <IntlProvider locale="en" messages={flattenMessages(en)}>
        <ThemeProvider theme={lightTheme}>
          <ToastStack />
        </ThemeProvider>
      </IntlProvider>
    </ActorsProvider>,
  );
  return { toasts, reloadPage, copyText };
}

const serverError = {
  status: 500,
  detail: null,
  path: "/api/v1/profile/info/?lang=en",
  body: '{"detail":"something_went_wrong"}',
};

describe("toast stack", () => {
  it("keeps its labelled region on the page before any toast", () => {
    renderToasts();
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.children).toHaveLength(0);
  });

  it("shows a 500 as Error with the path segment, and Reload, Close and Copy act", async () => {
    const { toasts, reloadPage, copyText } = renderToasts();
    act(() => toasts.send({ type: "toast.httpError", failure: serverError }));
    const card = await screen.findByRole("alert");
    expect(within(card).getByText("Error")).toBeTruthy();
    expect(card.textContent).toMatch(/\(info\)Reload/);
    // The path's segment is isolated for direction, as every text from elsewhere.
    expect(within(card).getByText("info").tagName).toBe("BDI");

    fireEvent.click(within(card).getByRole("button", { name: "Reload" }));
    expect(reloadPage).toHaveBeenCalledOnce();
    fireEvent.click(within(card).getByRole("button", { name: "Copy" }));
    expect(copyText).toHaveBeenCalledWith(serverError.body);
    fireEvent.click(within(card).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  // The 5 s and 10 s timeouts are the machine's, tested in tests/machines/toasts.machine.test.ts.
  it("shows a 400 with the translated detail and no page actions", async () => {
    const { toasts } = renderToasts();
    act(() =>
      toasts.send({
        type: "toast.httpError",
        failure: { status: 400, detail: "invalid_email", path: "/api/v1/profile/", body: "" },
      }),
    );
    const card = await screen.findByRole("alert");
    expect(within(card).getByText("Please enter a valid email address.")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Reload" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces an information toast politely and dismisses it on request", async () => {
    const { toasts } = renderToasts();
    act(() =>
      toasts.send({
        type: "toast.show",
        toast: { tone: "info", icon: "bell", title: { text: "Your order shipped" } },
      }),
    );
    const card = await screen.findByRole("status");
    // A notification's own text is isolated for direction (a Latin title on a Persian page).
    expect(within(card).getByText("Your order shipped").tagName).toBe("BDI");
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("renders a notification by its type, in the language on screen, names isolated", async () => {
    const { toasts } = renderToasts();
    const review = {
      type: "review_received" as const,
      params: {
        target_kind: "offering",
        target_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
        target_title: "Чистка ковров",
        target_title_en: "Carpet cleaning",
        author_name: "Aziza K.",
        rating: 4,
      },
    };
    const message = { type: "message" as const, params: { title: "Salom" } };
    act(() => {
      for (const notification of [review, message]) {
        toasts.send({
          type: "toast.show",
          toast: {
            tone: "info",
            icon: "bell",
            title: { notification, part: "title" },
            description: { notification, part: "body" },
          },
        });
      }
    });
    const [reviewCard, messageCard] = await screen.findAllByRole("status");
    if (!reviewCard || !messageCard) throw new Error("two toasts expected");
    expect(within(reviewCard).getByText("New review")).toBeTruthy();
    expect(reviewCard.querySelector("p")?.textContent).toBe(
      "Aziza K. rated Carpet cleaning: 4 stars.",
    );
    expect(within(reviewCard).getByText("Carpet cleaning").tagName).toBe("BDI");
    // A message of a title alone has no body to show.
    expect(messageCard.querySelector("p")?.textContent).toBe("");
  });
});
