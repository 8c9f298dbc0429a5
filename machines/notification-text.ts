import type { Lang, Notification } from "../sdk";
import type { MessageValue, ToastText } from "./toasts.machine";

/**
 * A notification in the reader's language (docs/decisions.md, Notifications): it is stored as
 * a type and its parameters, and each type is a title and a body message under
 * `notificationCenter.types.<type>` whose arguments come from the parameters. Names a person
 * or a business wrote are values the view isolates for direction (`{ text }`); a `message`
 * is shown as its writer wrote it. The toast on arrival and the /notifications list both read
 * it from here. A payment's amount is kept in tiyin and shown in UZS; its dates and a failure's
 * code are shown by the view's rules (toasts.machine.ts, MessageValue).
 */
export interface NotificationText {
  title: ToastText;
  body?: ToastText;
}

type Params = Notification["params"];

/** Money is kept in tiyin (openapi.yaml, payments): 100 to the sum. */
const TIYIN_PER_SUM = 100;

function param(params: Params, key: string): string {
  const value = params[key];
  return value === undefined ? "" : String(value);
}

/**
 * A name kept in every language it has (`target_title_uz`…, openapi.yaml NotificationType):
 * the reader's language, else the one stored without a language.
 */
export function localizedParam(params: Params, key: string, locale: Lang): string {
  return param(params, `${key}_${locale}`) || param(params, key);
}

function described(type: string, values: Record<string, MessageValue>): NotificationText {
  const id = `notificationCenter.types.${type}`;
  return { title: { id: `${id}.title` }, body: { id: `${id}.body`, values } };
}

export function notificationText(
  { type, params }: Pick<Notification, "type" | "params">,
  locale: Lang,
): NotificationText {
  switch (type) {
    case "message": {
      const body = param(params, "body");
      return { title: { text: param(params, "title") }, ...(body && { body: { text: body } }) };
    }
    case "review_received":
      return described(type, {
        kind: param(params, "target_kind"),
        title: { text: localizedParam(params, "target_title", locale) },
        author: { text: param(params, "author_name") },
        rating: Number(params.rating ?? 0),
      });
    case "like_received":
      return described(type, {
        kind: param(params, "target_kind"),
        title: { text: localizedParam(params, "target_title", locale) },
        author: { text: param(params, "author_name") },
      });
    case "business_verification":
      return described(type, {
        status: param(params, "status"),
        business: { text: localizedParam(params, "business_name", locale) },
      });
    case "email_changed":
    case "phone_changed":
      return described(type, { destination: { text: param(params, "destination") } });
    case "password_changed":
      return described(type, {});
    case "payment_succeeded":
      return described(type, {
        plan: { text: localizedParam(params, "plan_name", locale) },
        amount: { money: Number(params.amount ?? 0) / TIYIN_PER_SUM, currency: "UZS" },
        until: { date: param(params, "period_end") },
      });
    case "payment_failed":
      return described(type, {
        plan: { text: localizedParam(params, "plan_name", locale) },
        reason: { error: param(params, "code") || "something_went_wrong" },
        until: { date: param(params, "grace_until") },
      });
    case "subscription_expired":
    case "subscription_ended":
      return described(type, { plan: { text: localizedParam(params, "plan_name", locale) } });
    case "banner_decision":
      return described(type, {
        status: param(params, "status"),
        banner: { text: localizedParam(params, "banner_title", locale) },
        reason: { text: param(params, "reason") },
      });
    default:
      // A type newer than this client (the socket's messages are not checked against the
      // contract): said to be a notification, which the list shows in full after an update.
      return { title: { id: "notificationCenter.types.other.title" } };
  }
}
