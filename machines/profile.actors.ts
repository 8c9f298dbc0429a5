import { type ActorRefFrom, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import type {
  AccountDeletion,
  MyBusiness,
  MyBusinessUpdate,
  PasswordChange,
  Profile,
} from "../sdk";
import type { ProfileUpdate } from "../sdk/types.gen";
import { type BusinessDraft, hoursErrors, LINK_KINDS, TEXT_LANGS } from "./business-draft";
import { checkFields, type FieldErrors, withoutEmpty } from "./field-check";
import type { Api } from "./load-sdk";
import type { Names } from "./profile-names.machine";
import { inlineErrors, RequestFailure, unwrap } from "./request-failure";
import type { sessionMachine } from "./session.machine";

type SessionRef = ActorRefFrom<typeof sessionMachine>;

const isUpdating = (snapshot: SnapshotFrom<typeof sessionMachine>) =>
  snapshot.matches({ signedIn: { user: { loaded: "updating" } } });

/**
 * A profile change saved the way every profile change is: through the session
 * (`session.update`), which holds the user the header and every page show. Settles when the
 * session has saved it (with any change queued meanwhile): the profile it answered, or the
 * code it was refused with.
 */
export function saveThroughSession(session: SessionRef) {
  return fromPromise<Profile, ProfileUpdate>(async ({ input, signal }) => {
    session.send({ type: "session.update", changes: input });
    if (!isUpdating(session.getSnapshot())) {
      // Not signed in with a loaded profile (signing out, or still loading): nothing is sent.
      throw new RequestFailure("not_authenticated", null);
    }
    const settled = await waitFor(session, (snapshot) => !isUpdating(snapshot), { signal });
    const { error, user } = settled.context;
    if (error) throw new RequestFailure(error, null);
    if (!user) throw new RequestFailure("not_authenticated", null);
    return user;
  });
}

/** The profile page's checks and calls: names, password, deletion. */
export function createProfileActors(api: () => Promise<Api>) {
  return {
    checkNames: fromPromise<FieldErrors, Names>(({ input }) =>
      checkFields("ProfileUpdate", { ...input }),
    ),
    checkPassword: fromPromise<FieldErrors, PasswordChange>(({ input }) =>
      checkFields("PasswordChange", withoutEmpty({ ...input })),
    ),
    changePassword: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(await sdk.changePassword({ client, body: input, signal, headers: inlineErrors }));
    }),
    checkDeletion: fromPromise<FieldErrors, AccountDeletion>(({ input }) =>
      checkFields("AccountDeletion", { ...input }),
    ),
    deleteAccount: fromPromise<void, AccountDeletion>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(await sdk.deleteAccount({ client, body: input, signal, headers: inlineErrors }));
    }),
  };
}

/**
 * A business draft against the contract: the names and descriptions language by language
 * (`names.en`), each link by its kind (`links.website`), every other field by its name, and
 * the hours day by day (`hours.3`, the one rule the contract cannot say).
 */
async function checkBusinessDraft(draft: BusinessDraft): Promise<FieldErrors> {
  const texts = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== ""));
  const names = texts(draft.names);
  const [nameErrors, descriptionErrors, fieldErrors, ...linkErrors] = await Promise.all([
    checkFields("LocalizedTitle", names),
    checkFields("LocalizedDescription", texts(draft.descriptions)),
    checkFields(
      "MyBusinessUpdate",
      withoutEmpty({
        oked: draft.oked,
        tax_id: draft.tax_id.trim(),
        phone: draft.phone.trim(),
        email: draft.email.trim(),
        region: draft.region,
        address: draft.address.trim(),
      }),
    ),
    ...LINK_KINDS.map((kind) => {
      const url = draft.links[kind].trim();
      return url
        ? checkFields("MyBusinessUpdate", { links: [{ kind, url }] })
        : ({} as FieldErrors);
    }),
  ]);
  const errors: FieldErrors = { ...fieldErrors, ...hoursErrors(draft) };
  // A business has a phone (the contract's `required` is its registration's).
  if (draft.phone.trim() === "") errors.phone = "phone_required";
  if (Object.keys(names).length === 0) errors.names = "title_required";
  for (const lang of TEXT_LANGS) {
    if (nameErrors[lang]) errors[`names.${lang}`] = nameErrors[lang];
    if (descriptionErrors[lang]) errors[`descriptions.${lang}`] = descriptionErrors[lang];
  }
  LINK_KINDS.forEach((kind, index) => {
    const code = linkErrors[index]?.links;
    if (code) errors[`links.${kind}`] = code;
  });
  return errors;
}

/** The business editor's effects; `uploadLogo` is given the prepared picture's upload. */
export function createBusinessEditorActors(api: () => Promise<Api>) {
  return {
    load: fromPromise<MyBusiness, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.getMyBusiness({ client, signal }));
    }),
    check: fromPromise<FieldErrors, BusinessDraft>(({ input }) => checkBusinessDraft(input)),
    save: fromPromise<MyBusiness, MyBusinessUpdate>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.updateMyBusiness({ client, body: input, signal, headers: inlineErrors }),
      );
    }),
  };
}

/** Uploads a prepared picture (base64 without the prefix) as the caller's: its image id. */
export async function uploadPicture(
  api: () => Promise<Api>,
  base64: string,
  signal: AbortSignal,
): Promise<string> {
  const { sdk, client } = await api();
  const uploaded = unwrap(
    await sdk.uploadImage({ client, body: { data: base64 }, signal, headers: inlineErrors }),
  );
  return uploaded.id;
}
