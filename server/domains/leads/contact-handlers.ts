import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";

/** An optional text as kept: trimmed, and absent when nothing is left. */
function optional(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The contact form: a visitor's or a signed-in person's message becomes a `new` lead. The
 * contract has checked each field; what it cannot say alone is checked here.
 */
export function contactHandlers({ db }: AppContext) {
  return operationHandlers({
    async sendContactMessage(request, reply) {
      const body = request.body;
      const email = optional(body.email);
      const phone = optional(body.phone);
      if (!email && !phone) throw new ApiError(400, "contact_required");
      const message = body.message.trim();
      if (message.length < 10) throw new ApiError(400, "message_too_short");
      const row = await db
        .insertInto("leads")
        .values({
          source: "contact_form",
          name: body.name.trim(),
          email: email?.toLowerCase() ?? null,
          phone,
          subject: optional(body.subject),
          message,
          user_id: request.auth?.userId ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { id: row.id };
    },
  });
}
