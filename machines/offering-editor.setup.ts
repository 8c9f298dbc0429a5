import { fromPromise, setup } from "xstate";
import type {
  BusinessStatus,
  Category,
  MyOffering,
  MyOfferingCreate,
  OfferingKind,
  OfferingStatus,
} from "../sdk";
import {
  type CurrencyCode,
  draftOf,
  type FieldErrors,
  fieldOf,
  isChanged,
  type OfferingDraft,
  offeringBody,
} from "./offering-draft";
import { type FailureCode, failureCode } from "./request-failure";

/** The offering editor's types, implementations and helpers (offering-editor.machine.ts). */

export interface EditorInput {
  kind: OfferingKind;
  /** The offering to edit; null for a new one. */
  id: string | null;
  /** The owner's business status (Profile.business_status) until the offering says. */
  businessStatus: BusinessStatus | null;
  /** The currency a new offering is priced in at first. */
  currency: CurrencyCode;
}

export interface EditorContext extends EditorInput {
  /** As last saved; null until a new one is. */
  offering: MyOffering | null;
  categories: Category[];
  draft: OfferingDraft;
  fieldErrors: FieldErrors;
  /** Why the last action failed, when no field is to blame. */
  error: FailureCode | null;
  /** Chosen files waiting to be uploaded, in order. */
  queue: Blob[];
  imageError: FailureCode | null;
  nextStatus: OfferingStatus | null;
}

export type EditorEvent =
  | { type: "editor.retry" }
  | { type: "editor.edit"; change: Partial<OfferingDraft> }
  | { type: "editor.addImages"; files: Blob[] }
  | { type: "editor.moveImage"; id: string; by: -1 | 1 }
  | { type: "editor.removeImage"; id: string }
  | { type: "editor.save" }
  | { type: "editor.setStatus"; status: OfferingStatus }
  | { type: "editor.delete" }
  | { type: "editor.deleteConfirm" }
  | { type: "editor.deleteCancel" }
  | { type: "editor.offeringChanged"; offering: MyOffering };

const mustBeProvided = (name: string) => () => {
  throw new Error(`offeringEditor: the "${name}" implementation must be provided`);
};

/** A refused change: beside its field, else as the form's error. */
export function refusal(error: unknown): Partial<EditorContext> {
  const field = fieldOf(error);
  const code = failureCode(error);
  return field ? { fieldErrors: { [field]: code } } : { error: code };
}

/** The offering as the server answered a change of it: the draft starts from it again. */
export function saved(offering: MyOffering): Partial<EditorContext> {
  return {
    offering,
    id: offering.id,
    businessStatus: offering.business_status,
    draft: draftOf(offering),
  };
}

export const bodyOf = ({ draft, kind }: EditorContext): MyOfferingCreate =>
  offeringBody(draft, kind);

export const editorSetup = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
    tags: {} as "busy",
  },
  actors: {
    load: fromPromise<
      { offering: MyOffering | null; categories: Category[] },
      { id: string | null; kind: OfferingKind }
    >(mustBeProvided("load")),
    upload: fromPromise<string, { file: Blob }>(mustBeProvided("upload")),
    checkDraft: fromPromise<FieldErrors, { body: MyOfferingCreate }>(mustBeProvided("checkDraft")),
    save: fromPromise<MyOffering, { id: string | null; body: MyOfferingCreate }>(
      mustBeProvided("save"),
    ),
    changeStatus: fromPromise<MyOffering, { id: string; status: OfferingStatus }>(
      mustBeProvided("changeStatus"),
    ),
    remove: fromPromise<void, { id: string }>(mustBeProvided("remove")),
  },
  actions: {
    /** A new offering got its id: the page's address names it from now on. */
    created: (_, _params: { id: string }) => {},
    /** The offering is gone: back to the list. */
    deleted: () => {},
  },
  guards: {
    isSaved: ({ context }) => context.offering !== null,
    isNew: ({ context }) => context.offering === null,
    isChanged: ({ context }) => isChanged(context.draft, context.offering),
    /**
     * A saved offering without unsaved changes, to a status other than its own; publishing
     * only for an accepted business.
     */
    mayTakeStatus: ({ context }, params: { status: OfferingStatus }) =>
      context.offering !== null &&
      !isChanged(context.draft, context.offering) &&
      context.offering.status !== params.status &&
      (params.status !== "active" || context.businessStatus === "accepted"),
    /** Files chosen and not uploaded yet (the one uploading is the first). */
    hasQueue: ({ context }) => context.queue.length > 0,
    hasNoErrors: (_, params: { errors: FieldErrors }) => Object.keys(params.errors).length === 0,
  },
});
