import WebSocket from "ws";
import type { SocketPerson } from "./socket-people";

/**
 * The bench's side of the sockets: 1,000 `ws` clients in this process, each a person's one
 * socket, opened as the web client opens it (subprotocols `bozor.v1` and the token), and the
 * notifications sent to them timed from the create call to the socket's message.
 */

export interface HeldSocket {
  person: SocketPerson;
  /** The instance holding it: its index in the list of instances. */
  instance: number;
  socket: WebSocket;
}

export interface Connected {
  held: HeldSocket[];
  /** Each socket's handshake until its welcome message, ms. */
  connectMs: number[];
  failures: string[];
  wallSeconds: number;
}

export interface Delivery {
  /** From just before the create call to the socket's message, ms, per delivered one. */
  deliveryMs: number[];
  /** How long each create call took to answer, ms. */
  answerMs: number[];
  sent: number;
  /** Sent (answered 202) but not heard on the socket within the wait. */
  lost: number;
  /** Create calls that did not answer 202. */
  refused: number;
  wallSeconds: number;
}

// A notification not heard this long after its create call answered is counted lost.
const deliveryWaitMs = 10_000;

function openOne(host: string, person: SocketPerson): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}/ws/user/${person.id}/`, [
      "bozor.v1",
      `bozor.token.${person.access}`,
    ]);
    socket.once("message", () => resolve(socket));
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
}

/**
 * Opens every person's socket on the instance `instanceOf(i)` says, `concurrency` handshakes
 * at a time (a page load's worth per moment, not 1,000 in one go), each timed to its welcome.
 */
export async function connectAll(
  people: SocketPerson[],
  hosts: string[],
  instanceOf: (i: number) => number,
  concurrency = 50,
): Promise<Connected> {
  const held: HeldSocket[] = [];
  const connectMs: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const i = next++;
      const person = people[i];
      const instance = instanceOf(i);
      const host = hosts[instance];
      if (!person || !host) continue;
      const begun = performance.now();
      try {
        const socket = await openOne(host, person);
        connectMs.push(performance.now() - begun);
        held.push({ person, instance, socket });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { held, connectMs, failures, wallSeconds: (performance.now() - started) / 1000 };
}

interface Waiter {
  sentAt: number;
  arrived: (at: number) => void;
}

/**
 * Listens on every socket for `notification` messages and hands each to whoever waits for its
 * title: titles are unique per run and person, so a late message of an earlier run is not
 * taken for this one's.
 */
export function notificationListener(held: HeldSocket[]) {
  const waiting = new Map<string, Waiter>();
  for (const { socket } of held) {
    socket.on("message", (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as {
        type?: string;
        notification?: { params?: { title?: string } };
      };
      const title = message.type === "notification" ? message.notification?.params?.title : null;
      if (!title) return;
      const awaited = waiting.get(title);
      if (!awaited) return;
      waiting.delete(title);
      awaited.arrived(at);
    });
  }
  return {
    /**
     * Starts waiting for the title's notification (before its create call: it may arrive
     * before the call's answer). `giveUp` ends the wait a while after the answer came.
     */
    expect(title: string, sentAt: number) {
      let resolveWith: (ms: number | null) => void = () => {};
      const delivered = new Promise<number | null>((resolve) => {
        resolveWith = resolve;
      });
      waiting.set(title, { sentAt, arrived: (at) => resolveWith(at - sentAt) });
      return {
        delivered,
        giveUpAfter(ms: number) {
          const timer = setTimeout(() => {
            if (waiting.delete(title)) resolveWith(null);
          }, ms);
          void delivered.then(() => clearTimeout(timer));
        },
      };
    },
  };
}

export type Listener = ReturnType<typeof notificationListener>;

function emptyDelivery(): Delivery {
  return { deliveryMs: [], answerMs: [], sent: 0, lost: 0, refused: 0, wallSeconds: 0 };
}

/** One notification to the socket's person through the create call on `sender`, timed. */
async function sendOne(
  socket: HeldSocket,
  sender: string,
  title: string,
  listener: Listener,
  into: Delivery,
): Promise<void> {
  const sentAt = performance.now();
  const wait = listener.expect(title, sentAt);
  const response = await fetch(`http://${sender}/api/v1/dev/notify/${socket.person.id}/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title, body: "bench:sockets" }),
  });
  await response.arrayBuffer();
  into.answerMs.push(performance.now() - sentAt);
  into.sent += 1;
  if (response.status !== 202) {
    into.refused += 1;
    wait.giveUpAfter(0);
    return;
  }
  wait.giveUpAfter(deliveryWaitMs);
  const ms = await wait.delivered;
  if (ms === null) into.lost += 1;
  else into.deliveryMs.push(ms);
}

/** Where each socket's notification is created: an instance other than its holder's, if any. */
export type SenderOf = (socket: HeldSocket) => string;

/**
 * Sends each held socket's person one notification, `wave` create calls at once: the next
 * wave starts once every notification of this one arrived or was given up on. A wave of all
 * is the burst: delivery behind the queue of every other create call.
 */
export async function deliverInWaves(
  held: HeldSocket[],
  listener: Listener,
  senderOf: SenderOf,
  run: string,
  wave: number,
): Promise<Delivery> {
  const result = emptyDelivery();
  const started = performance.now();
  for (let start = 0; start < held.length; start += wave) {
    await Promise.all(
      held
        .slice(start, start + wave)
        .map((socket, i) =>
          sendOne(socket, senderOf(socket), `${run} ${start + i}`, listener, result),
        ),
    );
  }
  result.wallSeconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * Sends each held socket's person one notification at a steady `perSecond`, each create call
 * started on time whether or not the earlier ones were answered: single notifications'
 * delivery at that rate, queueing only if the instances cannot keep up with it.
 */
export async function deliverAtRate(
  held: HeldSocket[],
  listener: Listener,
  senderOf: SenderOf,
  run: string,
  perSecond: number,
): Promise<Delivery> {
  const result = emptyDelivery();
  const started = performance.now();
  const sending: Promise<void>[] = [];
  for (const [i, socket] of held.entries()) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sending.push(sendOne(socket, senderOf(socket), `${run} ${i}`, listener, result));
  }
  await Promise.all(sending);
  result.wallSeconds = (performance.now() - started) / 1000;
  return result;
}
