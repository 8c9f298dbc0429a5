import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import fa from "../../../locales/fa.json";
import { type ApiCall, callsTo } from "../catalog/fake-api";
import { renderPage } from "../catalog/render-page";

const SENT_ID = "3b8f0f2e-7c1a-4d5e-9f60-1a2b3c4d5e6f";

function server(
  answer: { status: number; body: unknown } = { status: 201, body: { id: SENT_ID } },
) {
  return (call: ApiCall) => (call.path === "/v1/contact/" ? answer : undefined);
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("/contact-us", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../../src/features/contact/ContactPage"),
      import("../../../sdk"),
      import("../../../sdk/zod.gen"),
      import("../../../sdk/field-codes.gen"),
    ]);
  }, 30_000);

  it("checks the fields before sending: a contact, the message's length and the consent", async () => {
    const { calls } = renderPage("/contact-us", server());
    await screen.findByRole("form", { name: "Write to us" }, { timeout: 10_000 });
    type("Your name", "Aziz");
    type("Message", "Hi");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findAllByText("Give an email or a phone number so we can answer you."),
    ).toHaveLength(2);
    expect(screen.getByText("The message must be at least 10 characters.")).toBeTruthy();
    expect(
      screen.getByText("Agree to the processing of your data to send the message."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST", /^\/v1\/contact\/$/)).toHaveLength(0);
  });

  it("sends a visitor's message as typed and thanks them", async () => {
    const { calls } = renderPage("/contact-us", server());
    await screen.findByRole("form", { name: "Write to us" }, { timeout: 10_000 });
    type("Your name", "  Aziz Karimov ");
    type("Email", "aziz@example.uz");
    type("Subject (optional)", "Ads");
    type("Message", "<b>Hello</b>, I would like to advertise.");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toContain("Thank you, your message has been sent");
    const [sent] = callsTo(calls, "POST", /^\/v1\/contact\/$/);
    expect(sent?.body).toEqual({
      name: "Aziz Karimov",
      email: "aziz@example.uz",
      subject: "Ads",
      message: "<b>Hello</b>, I would like to advertise.",
      consent: true,
      lang: "en",
    });
    expect(sent?.inline).toBe(true);
  });

  it("fills a signed-in person's name and email, and shows a refusal beside its field", async () => {
    renderPage("/contact-us", server({ status: 400, body: { detail: "message_too_long" } }), {
      signedIn: true,
    });
    await waitFor(() =>
      expect((screen.getByLabelText("Your name") as HTMLInputElement).value).toBe("Aziza Karimova"),
    );
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("user@demo.uz");
    type("Message", "A message long enough to send.");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("The message can be at most 4,000 characters.")).toBeTruthy();
  });

  it("speaks Persian right to left, and thanks in Persian", async () => {
    const { calls } = renderPage("/contact-us", server(), { locale: "fa" });
    const form = await screen.findByRole(
      "form",
      { name: fa.contactForm.heading },
      { timeout: 10_000 },
    );
    // The page's direction is set in an effect after the render that shows the form: on a
    // loaded machine the form can be found before it runs.
    await waitFor(() =>
      expect(form.closest("[dir=rtl]") ?? document.querySelector("html[dir=rtl]")).not.toBeNull(),
    );
    type(fa.contactForm.name, "زهرا");
    type(fa.contactForm.email, "zahra@example.com");
    type(fa.contactForm.message, "سلام، می‌خواهم درباره تبلیغات بپرسم.");
    fireEvent.click(screen.getByRole("button", { name: fa.contactForm.submit }));
    expect(await screen.findByText(fa.errors.consent_required)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: fa.contactForm.submit }));
    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toContain(fa.contactForm.sentTitle);
    expect(callsTo(calls, "POST", /^\/v1\/contact\/$/)[0]?.body).toMatchObject({ lang: "fa" });
  });
});
