import type { Broadcast } from "../db/broadcast";

/**
 * What happened that open sockets must hear, told to every instance on the database. Each
 * event names rows by id, never carries them: a NOTIFY payload is limited to 8,000 bytes (a
 * 2,000-character chat message alone can pass it), and only an instance holding a socket the
 * event is for reads the row.
 */
export type LiveEvent =
  /** A stored notification (`notifications.id`) for a person. */
  | { kind: "notification"; user: string; id: string }
  /**
   * A person's unread count changed (notifications read or deleted), with the count as the
   * change left it: each socket hears every step, not only the last.
   */
  | { kind: "unread"; user: string; unread: number }
  /** A support chat message (`support_messages.id`) in a person's conversation. */
  | { kind: "chat"; conversation: string; id: string }
  /** A session (refresh family) ended: its sockets close. */
  | { kind: "session_ended"; session: string };

type Kind = LiveEvent["kind"];
type EventOf<K extends Kind> = Extract<LiveEvent, { kind: K }>;
type Handler<K extends Kind> = (event: EventOf<K>) => Promise<void> | void;

export interface Live {
  /**
   * Tells every instance, this one included. Never throws: the change it reports is already
   * stored, so a failure to tell is logged and the person sees it on their next read.
   */
  send(event: LiveEvent): Promise<void>;
  /** How this instance delivers one kind of event to the sockets it holds. */
  on<K extends Kind>(kind: K, handler: Handler<K>): void;
  /** Starts hearing; events sent before are not delivered. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const fields: { [K in Kind]: { [F in Exclude<keyof EventOf<K>, "kind">]: "string" | "number" } } = {
  notification: { user: "string", id: "string" },
  unread: { user: "string", unread: "number" },
  chat: { conversation: "string", id: "string" },
  session_ended: { session: "string" },
};

/** A payload as one of our events, or null: anything else on the channel is not ours. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const kind = record.kind;
  if (typeof kind !== "string" || !Object.hasOwn(fields, kind)) return null;
  const types: Record<string, string> = fields[kind as Kind];
  if (!Object.entries(types).every(([name, type]) => typeof record[name] === type)) return null;
  return value as LiveEvent;
}

/** Events about one person (or session) are delivered in the order they were heard. */
function orderKey(event: LiveEvent): string {
  switch (event.kind) {
    case "notification":
    case "unread":
      return `user:${event.user}`;
    case "chat":
      return `chat:${event.conversation}`;
    case "session_ended":
      return `session:${event.session}`;
  }
}

export function createLive(
  broadcast: Broadcast,
  log: (message: string, error?: unknown) => void,
): Live {
  // Each kind's handler, called only with events of its kind.
  const handlers = new Map<Kind, (event: LiveEvent) => Promise<void> | void>();
  // The delivery under way per key; the next one waits for it, so a person's socket never sees
  // a later chat message or unread count before an earlier one.
  const tails = new Map<string, Promise<void>>();

  const deliver = (event: LiveEvent) => {
    const handler = handlers.get(event.kind);
    if (!handler) return;
    const key = orderKey(event);
    const run = async () => {
      try {
        await handler(event);
      } catch (error) {
        log(`live ${event.kind} not delivered`, error);
      }
    };
    const tail = (tails.get(key) ?? Promise.resolve()).then(run);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
  };

  return {
    async send(event) {
      try {
        await broadcast.send(JSON.stringify(event));
      } catch (error) {
        log(`live ${event.kind} not sent`, error);
      }
    },
    on(kind, handler) {
      handlers.set(kind, (event) => handler(event as EventOf<typeof kind>));
    },
    async start() {
      await broadcast.listen((payload) => {
        const event = parseLiveEvent(payload);
        if (event) deliver(event);
        else log("live: a payload that is not an event was ignored");
      });
    },
    async close() {
      await broadcast.close();
      await Promise.all(tails.values());
    },
  };
}
