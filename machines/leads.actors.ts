import { fromPromise } from "xstate";
import type {
  ContactMessageSent,
  Lang,
  LeadAssignment,
  LeadDetail,
  LeadPage,
  LeadStatus,
} from "../sdk";
import type { ContactDraft } from "./contact-form.machine";
import { contactMessageOf } from "./contact-form.machine";
import { type DownloadedFile, downloadedFile } from "./download-file";
import { checkFields, type FieldErrors, placeFailure } from "./field-check";
import type { LeadChange } from "./lead-detail.machine";
import type { LeadFilters, LeadListInput } from "./lead-list.machine";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The contact form's effects: the contract's rules, plus the one it cannot state alone (an
 * email or a phone, shown beside both), then the message in the person's language.
 */
export function createContactFormActors(api: () => Promise<Api>, lang: () => Lang) {
  return {
    check: fromPromise<FieldErrors, ContactDraft>(async ({ input }) => {
      const errors = await checkFields("ContactMessage", contactMessageOf(input));
      if (!input.email.trim() && !input.phone.trim()) {
        errors.email = "contact_required";
        errors.phone = "contact_required";
      }
      return errors;
    }),
    send: fromPromise<ContactMessageSent, ContactDraft>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      try {
        return unwrap(
          await sdk.sendContactMessage({
            client,
            signal,
            headers: inlineErrors,
            body: contactMessageOf(input, lang()),
          }),
        );
      } catch (error) {
        throw await placeFailure("ContactMessage", error);
      }
    }),
  };
}

/** The query of a list or an export: filters left empty are absent. */
export function leadQuery(filters: LeadFilters) {
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.source && { source: filters.source }),
    ...(filters.assignee && { assignee: filters.assignee }),
    ...(filters.q.trim() && { q: filters.q.trim() }),
  };
}

/** The administrators' leads: the list, its CSV (SPEC's download helper), one lead and its changes. */
export function createLeadsActors(api: () => Promise<Api>) {
  return {
    list: fromPromise<LeadPage, LeadListInput>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.listLeads({
          client,
          signal,
          headers: inlineErrors,
          query: { ...leadQuery(input.filters), page: input.page, page_size: input.pageSize },
        }),
      );
    }),
    download: fromPromise<DownloadedFile, LeadListInput>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const answer = await sdk.exportLeads({
        client,
        signal,
        headers: inlineErrors,
        query: leadQuery(input.filters),
        parseAs: "blob",
      });
      // The answer names the file (`bozor-leads-<date>.csv`).
      return downloadedFile(answer, "");
    }),
  };
}

export function createLeadDetailActors(api: () => Promise<Api>) {
  return {
    load: fromPromise<LeadDetail, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.getLead({ client, signal, headers: inlineErrors, path: { id: input.id } }),
      );
    }),
    change: fromPromise<LeadDetail, { id: string; change: LeadChange }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        const options = { client, signal, headers: inlineErrors, path: { id: input.id } };
        const { change } = input;
        if (change.kind === "status") {
          const status: LeadStatus = change.status;
          return unwrap(await sdk.changeLeadStatus({ ...options, body: { status } }));
        }
        if (change.kind === "assign") {
          const body: LeadAssignment = { assignee_id: change.assigneeId };
          return unwrap(await sdk.assignLead({ ...options, body }));
        }
        return unwrap(await sdk.addLeadNote({ ...options, body: { text: change.text } }));
      },
    ),
  };
}
