import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_COMMENT_LENGTH } from "../../../machines/feedback.machine";
import type { ErrorCode, Feedback } from "../../../sdk";
import { type ApiCall, callsTo } from "./fake-api";
import { business, feedback, feedbackPage, OFFERING_ID, offering } from "./fixtures";
import { renderPage, warmUp } from "./render-page";

const PAGE = `/search/products/${OFFERING_ID}`;
const OTHER_ID = "8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e";

/** The offering, its business and its feedback; a new or changed review is answered back. */
function server(
  options: { mine?: Feedback | null; refuse?: string; refusal?: ErrorCode | null } = {},
) {
  const mine = options.mine ?? null;
  return (call: ApiCall) => {
    if (call.path === `/v1/offering/${OFFERING_ID}/`) {
      return {
        body: { ...offering, my_feedback: mine, feedback_refusal: options.refusal ?? null },
      };
    }
    if (call.path === `/v1/business/${business.id}/`) return { body: business };
    if (call.path === "/v1/feedback/" && call.method === "GET") {
      // As listFeedback answers a signed-in caller: everyone's but theirs.
      return { body: feedbackPage([feedback({ id: OTHER_ID, comment: "Someone else's." })]) };
    }
    if (options.refuse) return { status: 400, body: { detail: options.refuse } };
    if (call.path === "/v1/feedback/" && call.method === "POST") {
      const body = call.body as Partial<Feedback>;
      return {
        status: 201,
        body: feedback({
          kind: body.kind,
          rating: body.rating ?? null,
          comment: body.comment ?? null,
          is_mine: true,
        }),
      };
    }
    if (call.path.startsWith("/v1/feedback/") && call.method === "PATCH") {
      return { body: { ...mine, ...(call.body as object) } };
    }
    if (call.path.startsWith("/v1/feedback/") && call.method === "DELETE") return { status: 204 };
    return undefined;
  };
}

async function reviews() {
  return screen.findByRole("region", { name: "Reviews" });
}

describe("feedback form", { timeout: 15_000 }, () => {
  beforeAll(warmUp, 30_000);

  it("asks for stars before sending anything", async () => {
    const { calls } = renderPage(PAGE, server(), { signedIn: true });
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("button", { name: "Send review" }));
    expect(
      await within(section).findByText("A rating is a whole number from 1 to 5."),
    ).toBeTruthy();
    expect(
      within(section).getByRole("group", { name: "Your rating" }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(callsTo(calls, "POST", /feedback/)).toEqual([]);
  });

  it("counts the comment's characters against the limit of 2000", async () => {
    renderPage(PAGE, server(), { signedIn: true });
    const section = await reviews();
    const comment = await within(section).findByRole("textbox", { name: "Comment (optional)" });
    expect(comment.getAttribute("maxlength")).toBe(String(MAX_COMMENT_LENGTH));
    fireEvent.change(comment, { target: { value: "Yaxshi" } });
    expect(within(section).getByText("6 of 2,000 characters")).toBeTruthy();
  });

  it("sends the stars and the comment, shows the review as the person's and reloads the list", async () => {
    const { calls } = renderPage(PAGE, server(), { signedIn: true });
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("radio", { name: "4 stars" }));
    fireEvent.change(within(section).getByRole("textbox", { name: "Comment (optional)" }), {
      target: { value: "  Very sharp.  " },
    });
    fireEvent.click(within(section).getByRole("button", { name: "Send review" }));
    expect(await within(section).findByRole("heading", { name: "Your review" })).toBeTruthy();
    expect(callsTo(calls, "POST", /^\/v1\/feedback\/$/).map((c) => c.body)).toEqual([
      { offering_id: OFFERING_ID, kind: "rating", rating: 4, comment: "Very sharp." },
    ]);
    await waitFor(() => expect(callsTo(calls, "GET", /^\/v1\/feedback\/$/)).toHaveLength(2));
  });

  it("likes instead of rating", async () => {
    const { calls } = renderPage(PAGE, server(), { signedIn: true });
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("button", { name: "Just like it" }));
    expect(await within(section).findByText("You like this.")).toBeTruthy();
    expect(callsTo(calls, "POST", /feedback/).map((c) => c.body)).toEqual([
      { offering_id: OFFERING_ID, kind: "like" },
    ]);
  });

  it("shows the server's refusal next to the form", async () => {
    renderPage(PAGE, server({ refuse: "feedback_exists_offering" }), { signedIn: true });
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("radio", { name: "5 stars" }));
    fireEvent.click(within(section).getByRole("button", { name: "Send review" }));
    expect(await within(section).findByRole("alert")).toBeTruthy();
  });

  it("offers the item's owner no form, only why, as the page's feedback_refusal says", async () => {
    const { calls } = renderPage(PAGE, server({ refusal: "feedback_own_business" }), {
      signedIn: true,
    });
    const section = await reviews();
    expect(
      await within(section).findByText(
        "Owners do not review their own business: reviews and likes come from its customers.",
      ),
    ).toBeTruthy();
    expect(await within(section).findByText("Someone else's.")).toBeTruthy();
    expect(within(section).queryByRole("radio")).toBeNull();
    expect(within(section).queryByRole("button", { name: "Send review" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Just like it" })).toBeNull();
    expect(callsTo(calls, "POST", /feedback/)).toEqual([]);
  });

  it("shows the person's own review once, and says no one else's is there yet", async () => {
    const mine = feedback({ is_mine: true, rating: 3, comment: "Only mine." });
    const answer = server({ mine });
    renderPage(
      PAGE,
      (call) =>
        call.path === "/v1/feedback/" && call.method === "GET"
          ? // listFeedback to the author of the only review: theirs is left out, but counted.
            { body: { ...feedbackPage([]), summary: { average: 3, count: 1, likes: 0 } } }
          : answer(call),
      { signedIn: true },
    );
    const section = await reviews();
    expect(await within(section).findByText("No one else has reviewed this yet.")).toBeTruthy();
    expect(within(section).getAllByText("Only mine.")).toHaveLength(1);
    expect(within(section).queryByText(/Be the first/)).toBeNull();
  });

  it("sends a visitor to sign in and back to this page, sending nothing", async () => {
    const { calls, history } = renderPage(PAGE, server());
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("radio", { name: "5 stars" }));
    fireEvent.click(within(section).getByRole("button", { name: "Send review" }));
    expect(history.at(-1)).toBe(`/?action=login&next=${encodeURIComponent(PAGE)}`);
    expect(callsTo(calls, "POST", /feedback/)).toEqual([]);
  });

  it("edits the person's own review and deletes it after asking", async () => {
    const mine = feedback({ is_mine: true, rating: 3, comment: "Fine." });
    const { calls } = renderPage(PAGE, server({ mine }), { signedIn: true });
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("button", { name: "Edit" }));
    const stars = within(section).getByRole("radio", { name: "3 stars" }) as HTMLInputElement;
    expect(stars.checked).toBe(true);
    fireEvent.click(within(section).getByRole("radio", { name: "5 stars" }));
    fireEvent.click(within(section).getByRole("button", { name: "Save changes" }));
    await within(section).findByRole("heading", { name: "Your review" });
    expect(callsTo(calls, "PATCH", /feedback/).map((c) => [c.path, c.body])).toEqual([
      [`/v1/feedback/${mine.id}/`, { rating: 5, comment: "Fine." }],
    ]);
    fireEvent.click(within(section).getByRole("button", { name: "Delete" }));
    expect(within(section).getByText("Delete your review? This cannot be undone.")).toBeTruthy();
    expect(callsTo(calls, "DELETE", /feedback/)).toEqual([]);
    fireEvent.click(within(section).getByRole("button", { name: "Delete" }));
    expect(await within(section).findByRole("button", { name: "Send review" })).toBeTruthy();
    expect(callsTo(calls, "DELETE", /feedback/).map((c) => c.path)).toEqual([
      `/v1/feedback/${mine.id}/`,
    ]);
  });

  it("updates the rating at the top of the page once the new review is counted", async () => {
    const before = { average: 5, count: 1, likes: 0 };
    const after = { average: 3, count: 2, likes: 0 };
    let rated = false;
    renderPage(
      PAGE,
      (call: ApiCall) => {
        if (call.path === `/v1/offering/${OFFERING_ID}/`) {
          return { body: { ...offering, rating: before } };
        }
        if (call.path === `/v1/business/${business.id}/`) return { body: business };
        if (call.path === "/v1/feedback/" && call.method === "GET") {
          return { body: { ...feedbackPage([]), summary: rated ? after : before } };
        }
        if (call.path === "/v1/feedback/" && call.method === "POST") {
          rated = true;
          return { status: 201, body: feedback({ rating: 1, is_mine: true }) };
        }
        return undefined;
      },
      { signedIn: true },
    );
    const heading = await screen.findByRole("heading", { level: 1, name: offering.title });
    // The page's own rating line sits under its heading, outside the reviews section.
    const top = heading.parentElement as HTMLElement;
    expect(within(top).getByText("(1 rating)")).toBeTruthy();
    const section = await reviews();
    fireEvent.click(await within(section).findByRole("radio", { name: "1 star" }));
    fireEvent.click(within(section).getByRole("button", { name: "Send review" }));
    expect(await within(top).findByText("(2 ratings)")).toBeTruthy();
    expect(within(top).queryByText("(1 rating)")).toBeNull();
  });
});
