import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import { checkAnswers } from "./answer-rules";
import { leadOfAnswers } from "./lead-of-answers";
import { insertFormLead, publishedFormBySlug, publishedFormOnPage } from "./repository";

/** What visitors see of the form builder: a published form, and its answers sent as a lead. */
export function formsPublicHandlers({ db }: AppContext) {
  return operationHandlers({
    async getPublishedForm(request) {
      const form = await publishedFormBySlug(db, request.params.slug);
      if (!form) throw new ApiError(404, "form_not_found");
      return form;
    },

    async getPageForm(request) {
      return { form: await publishedFormOnPage(db, request.params.page) };
    },

    async submitFormAnswers(request, reply) {
      const form = await publishedFormBySlug(db, request.params.slug);
      if (!form) throw new ApiError(404, "form_not_found");
      const check = checkAnswers(form.definition, request.body.answers);
      // Refused: nothing is stored, and the code says which rule of the field was broken.
      if (!check.ok) throw new ApiError(400, check.code);
      const lead = leadOfAnswers(form, check.answers, request.body.lang ?? "ru");
      const id = await insertFormLead(db, {
        ...lead,
        formId: form.id,
        userId: request.auth?.userId ?? null,
      });
      reply.code(201);
      return { id };
    },
  });
}
