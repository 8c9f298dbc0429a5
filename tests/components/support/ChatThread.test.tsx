import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import en from "../../../locales/en.json";
import { supportChatMachine } from "../../../machines/support-chat.machine";
import type { SupportMessage, SupportMessagePage } from "../../../sdk";
import { ChatThread } from "../../../src/features/support/ChatThread";
import { flattenMessages } from "../../../src/lib/i18n/load-messages";
import { lightTheme } from "../../../src/lib/theme/theme";

afterEach(cleanup);

const script = "<script>window.chatInjected = 1</script><b>bold?</b>";

function message(id: number, fromAdmin: boolean, text: string): SupportMessage {
  return {
    id: String(id),
    conversation_id: "00000000-0000-4000-8000-000000000042",
    from_admin: fromAdmin,
    author_name: fromAdmin ? "Support" : "Ann",
    text,
    at: "2026-11-26T10:00:00.000Z",
  };
}

describe("ChatThread", () => {
  it("shows typed markup as text and sends the draft", async () => {
    const send = vi.fn(async ({ text }: { text: string }) => message(3, false, text));
    const chat = createActor(
      supportChatMachine.provide({
        actors: {
          load: fromPromise(
            async (): Promise<SupportMessagePage> => ({
              items: [message(1, false, script), message(2, true, "Hello from support")],
              older: true,
              unread: 1,
            }),
          ),
          send: fromPromise(({ input }) => send(input)),
          markRead: fromPromise(async () => {}),
          watch: fromCallback(() => {}),
        },
      }),
    ).start();
    render(
      <IntlProvider locale="en" messages={flattenMessages(en)}>
        <ThemeProvider theme={lightTheme}>
          <ChatThread chat={chat} mine={(fromAdmin) => !fromAdmin} labelId="support.label" />
        </ThemeProvider>
      </IntlProvider>,
    );
    expect(await screen.findByText(script)).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getByRole("button", { name: "Show earlier messages" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "Thanks" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ text: "Thanks" }));
    expect(await screen.findByText("Thanks")).toBeTruthy();
    chat.stop();
  });
});
