import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { RequestFailure } from "../../machines/request-failure";
import { chatMessageOf } from "../../machines/support-chat.actors";
import { type SupportChatEvent, supportChatMachine } from "../../machines/support-chat.machine";
import type { SupportMessage, SupportMessagePage } from "../../sdk";

const conversation = "00000000-0000-4000-8000-000000000042";

function message(n: number, fromAdmin = false, text = `m${n}`): SupportMessage {
  return {
    id: String(n),
    conversation_id: conversation,
    from_admin: fromAdmin,
    author_name: fromAdmin ? "Admin" : "Ann",
    text,
    at: new Date(Date.UTC(2026, 10, 26, 10, n)).toISOString(),
  };
}

/** A server of `count` messages paged two at a time, newest page first. */
function server(count: number) {
  const items = Array.from({ length: count }, (_, i) => message(i + 1));
  let next = count + 1;
  let arrive: ((event: SupportChatEvent) => void) | null = null;
  const impl = {
    load: vi.fn(async ({ before }: { before: string | null }): Promise<SupportMessagePage> => {
      const earlier = items.filter((m) => before === null || Number(m.id) < Number(before));
      return { items: earlier.slice(-2), older: earlier.length > 2, unread: 0 };
    }),
    send: vi.fn(async ({ text }: { text: string }) => {
      if (text.length > 2000) throw new RequestFailure("chat_message_too_long", 400);
      const sent = message(next++, false, text);
      items.push(sent);
      return sent;
    }),
    markRead: vi.fn(async () => {}),
  };
  const actor = createActor(
    supportChatMachine.provide({
      actors: {
        load: fromPromise(({ input }) => impl.load(input)),
        send: fromPromise(({ input }) => impl.send(input)),
        markRead: fromPromise(() => impl.markRead()),
        watch: fromCallback(({ sendBack }) => {
          arrive = sendBack;
        }),
      },
    }),
  );
  return { impl, actor, arrive: (event: SupportChatEvent) => arrive?.(event) };
}

const texts = (list: SupportMessage[]) => list.map((m) => m.text);

describe("support chat machine", () => {
  it("loads the newest page, marks it read, and loads older pages above on demand", async () => {
    const { impl, actor } = server(5);
    actor.start();
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(texts(actor.getSnapshot().context.messages)).toEqual(["m4", "m5"]);
    expect(impl.markRead).toHaveBeenCalledTimes(1);
    actor.send({ type: "chat.older" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && !s.hasTag("busy"));
    actor.send({ type: "chat.older" });
    await waitFor(actor, (s) => !s.context.older);
    expect(texts(actor.getSnapshot().context.messages)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(impl.load).toHaveBeenLastCalledWith({ before: "2" });
  });

  it("sends the draft, keeps it on a refusal with the code, and ignores an empty one", async () => {
    const { impl, actor } = server(1);
    actor.start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "chat.send" });
    expect(impl.send).not.toHaveBeenCalled();
    actor.send({ type: "chat.draft", text: "x".repeat(2001) });
    actor.send({ type: "chat.send" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("chat_message_too_long");
    expect(actor.getSnapshot().context.draft).toHaveLength(2001);
    actor.send({ type: "chat.draft", text: "<script>alert(1)</script>" });
    actor.send({ type: "chat.send" });
    await waitFor(actor, (s) => s.context.draft === "");
    expect(texts(actor.getSnapshot().context.messages)).toEqual([
      "m1",
      "<script>alert(1)</script>",
    ]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("adds an arriving message at the bottom once and marks it read", async () => {
    const { impl, actor, arrive } = server(2);
    actor.start();
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    arrive({ type: "chat.arrived", message: message(3, true, "answer") });
    arrive({ type: "chat.arrived", message: message(3, true, "answer") });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(texts(actor.getSnapshot().context.messages)).toEqual(["m1", "m2", "answer"]);
    expect(impl.markRead.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("fails with a code and retries", async () => {
    const { impl, actor } = server(1);
    impl.load.mockRejectedValueOnce(new TypeError("offline"));
    actor.start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("network_error");
    actor.send({ type: "chat.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(texts(actor.getSnapshot().context.messages)).toEqual(["m1"]);
  });

  it("reads a chat message off a socket message and nothing else", () => {
    expect(chatMessageOf({ type: "chat_message", message: message(1) })?.id).toBe("1");
    expect(chatMessageOf({ type: "unread", unread: 1 })).toBeNull();
    expect(chatMessageOf("raw")).toBeNull();
  });
});
