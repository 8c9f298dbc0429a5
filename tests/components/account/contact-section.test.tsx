import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { OtpSent, Profile } from "../../../sdk";
import { App } from "../../../src/app/App";
import { type ApiAnswer, type ApiCall, callsTo, fakeApi } from "../catalog/fake-api";
import { demoUser, testActors } from "../test-app";

// Registered with a code to the phone: the email is the person's word only.
const unconfirmed: Profile = { ...demoUser, email_verified: false };

const sent: OtpSent = {
  user_id: demoUser.id,
  channel: "email",
  destination: "us*****er@demo.uz",
  expires_in: 120,
};

// The row's buttons name their field in words only a screen reader gets ("Confirm" + " Email");
// jsdom's accessible names drop the space between them.
const CONFIRM_EMAIL = /^Confirm\s*Email$/;
const CHANGE_EMAIL = /^Change\s*Email$/;

function renderProfile(user: Profile, answer: (call: ApiCall) => ApiAnswer | undefined) {
  const location = memoryLocation({ path: "/profile", record: true });
  const { api, calls } = fakeApi(answer);
  const actors = { ...testActors({ tokens: { access: "a", refresh: "r" }, user }), api };
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App actors={actors} />
    </Router>,
  );
  return { calls };
}

describe("the profile's email, not yet confirmed", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/account/ProfilePage"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
    ]);
  }, 30_000);

  it("says so and confirms it with the code sent to that same address", async () => {
    const { calls } = renderProfile(unconfirmed, (call) => {
      if (call.path === "/v1/profile/contact/") return { body: sent };
      if (call.path === "/v1/profile/contact/verify/") {
        return { body: { ...unconfirmed, email_verified: true } };
      }
      return undefined;
    });
    const section = await screen.findByRole("region", { name: "Email and phone" });
    expect(within(section).getByText("Not confirmed")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: CONFIRM_EMAIL }));

    // No form to type in: the code goes to the current address at once.
    const sentTo = await within(section).findByText(
      (_, element) =>
        element?.tagName === "P" &&
        element.textContent === "We sent a 6-digit code to us*****er@demo.uz.",
    );
    expect(sentTo).toBeTruthy();
    const [requested] = callsTo(calls, "POST", /^\/v1\/profile\/contact\/$/);
    expect(requested?.body).toEqual({ email: "user@demo.uz" });
    expect(requested?.inline).toBe(true);

    // The code's mask loads when the field is first touched.
    fireEvent.focus(within(section).getByLabelText("Code"));
    const code = await waitFor(() => {
      const field = within(section).getByLabelText("Code") as HTMLInputElement;
      expect(field.readOnly).toBe(false);
      return field;
    });
    fireEvent.input(code, { target: { value: "123456" } });
    fireEvent.click(within(section).getByRole("button", { name: "Confirm" }));

    expect(await within(section).findByText("Your email has been confirmed.")).toBeTruthy();
    expect(callsTo(calls, "POST", /contact\/verify/)[0]?.body).toEqual({ code: "123456" });
    // The session has the confirmed profile: nothing is left to confirm.
    expect(within(section).queryByText("Not confirmed")).toBeNull();
    expect(within(section).queryByRole("button", { name: CONFIRM_EMAIL })).toBeNull();
    expect(within(section).getByText("user@demo.uz")).toBeTruthy();
  });

  it("says a refusal beside the address and keeps the way to try again", async () => {
    renderProfile(unconfirmed, (call) =>
      call.path === "/v1/profile/contact/"
        ? { status: 400, body: { detail: "otp_already_active" } }
        : undefined,
    );
    const section = await screen.findByRole("region", { name: "Email and phone" });
    fireEvent.click(within(section).getByRole("button", { name: CONFIRM_EMAIL }));
    expect(
      await within(section).findByText(
        "A verification code has already been sent. Please use it or wait until it expires.",
      ),
    ).toBeTruthy();
    expect(within(section).getByRole("button", { name: CONFIRM_EMAIL })).toBeTruthy();
    expect(within(section).queryByLabelText("New email")).toBeNull();
  });

  it("offers nothing to confirm for a confirmed email", async () => {
    renderProfile(demoUser, () => undefined);
    const section = await screen.findByRole("region", { name: "Email and phone" });
    expect(within(section).getByText("user@demo.uz")).toBeTruthy();
    expect(within(section).queryByText("Not confirmed")).toBeNull();
    expect(within(section).queryByRole("button", { name: CONFIRM_EMAIL })).toBeNull();
    expect(within(section).getByRole("button", { name: CHANGE_EMAIL })).toBeTruthy();
  });
});
