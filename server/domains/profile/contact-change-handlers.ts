import type { ContactChange, OtpSent } from "../../../sdk/types.gen";
import { requireAuth } from "../../auth/bearer";
import { isUsable } from "../../auth/one-time-code";
import { maskEmail } from "../../auth/sandbox-email";
import { maskPhone } from "../../auth/sandbox-sms";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/pg-errors";
import type { ContactKind } from "../../db/schema";
import { ApiError } from "../../errors";
import { operationHandlers } from "../../operations";
import {
  applyContactChange,
  countWrongCode,
  dropPendingChange,
  findAccountContacts,
  findPendingChange,
  isTakenByAnother,
  savePendingChange,
} from "./contact-change-repository";
import { loadProfile } from "./handlers";

interface Contact {
  kind: ContactKind;
  /** As the account will store it: an email in lower case, like registration's. */
  value: string;
}

/** The one contact the contract lets a request name. */
function contactOf(body: ContactChange): Contact {
  if (body.email !== undefined) return { kind: "email", value: body.email.toLowerCase() };
  if (body.phone !== undefined) return { kind: "phone", value: body.phone };
  throw new ApiError(400, "contact_change_required");
}

/**
 * Asking for the account's own email again confirms it when it is not yet confirmed (a
 * registered email never was: registration's code goes to the phone). Otherwise the same value
 * is no change.
 */
function isUnchanged(
  account: { email: string | null; phone: string | null; email_verified: boolean },
  contact: Contact,
): boolean {
  if (account[contact.kind] !== contact.value) return false;
  return contact.kind === "phone" || account.email_verified;
}

const masked = ({ kind, value }: Contact) =>
  kind === "email" ? maskEmail(value) : maskPhone(value);

// A code confirms the change it was sent for and nothing else: not another value, not another
// person's change, not a registration.
const codeKey = (userId: string, { kind, value }: Contact) => `contact:${userId}:${kind}:${value}`;

/**
 * A change of email or phone (docs/decisions.md, Accounts): a code goes to the new address or
 * number, and the account changes only once that code comes back from the same person. The
 * same flow confirms the account's current email when it is not yet confirmed.
 */
export function contactChangeHandlers({ db, codes, sms, email, notifier, config }: AppContext) {
  return operationHandlers({
    async requestContactChange(request) {
      const { userId } = requireAuth(request);
      const contact = contactOf(request.body);
      const account = await findAccountContacts(db, userId);
      if (!account?.is_active) throw new ApiError(401, "not_authenticated");
      if (isUnchanged(account, contact)) throw new ApiError(400, "contact_unchanged");
      if (await isTakenByAnother(db, userId, contact.kind, contact.value)) {
        throw new ApiError(400, "user_already_exists");
      }
      const pending = await findPendingChange(db, userId);
      if (pending && isUsable(pending)) throw new ApiError(400, "otp_already_active");

      const { code, digest } = codes.issue(codeKey(userId, contact));
      const expiresAt = new Date(Date.now() + config.otpTtl * 1000);
      await savePendingChange(db, userId, { ...contact, digest, expiresAt });
      if (contact.kind === "email") email.sendCode(userId, contact.value, code, expiresAt);
      else sms.sendCode(userId, contact.value, code, expiresAt);
      const sent: OtpSent = {
        user_id: userId,
        channel: contact.kind === "email" ? "email" : "sms",
        destination: masked(contact),
        expires_in: config.otpTtl,
      };
      return sent;
    },

    async confirmContactChange(request) {
      const { userId } = requireAuth(request);
      const pending = await findPendingChange(db, userId);
      if (!pending || !isUsable(pending)) throw new ApiError(400, "otp_expired_or_invalid");
      const contact: Contact = { kind: pending.kind, value: pending.value };
      if (!codes.matches(codeKey(userId, contact), request.body.code, pending.code_hash)) {
        await countWrongCode(db, userId);
        throw new ApiError(400, "invalid_otp");
      }
      // Someone else took the address while the code travelled: the code is spent, the
      // account keeps what it had.
      const taken = async () => {
        await dropPendingChange(db, userId);
        return new ApiError(400, "user_already_exists");
      };
      if (await isTakenByAnother(db, userId, contact.kind, contact.value)) throw await taken();
      const before = await findAccountContacts(db, userId);
      try {
        await applyContactChange(db, userId, contact.kind, contact.value);
      } catch (error) {
        if (isUniqueViolation(error)) throw await taken();
        throw error;
      }
      // The account's own email confirmed changes nothing anyone signs in with: no notice.
      if (before?.[contact.kind] !== contact.value) {
        await notifier.notify(userId, `${contact.kind}_changed`, { destination: masked(contact) });
      }
      return loadProfile(db, userId, request.query?.lang);
    },
  });
}
