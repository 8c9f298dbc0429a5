import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { notificationText } from "../../machines/notification-text";
import type { MessageValue, ToastText } from "../../machines/toasts.machine";
import type { Lang } from "../../sdk";
import { formatDate } from "../lib/format/date-time";
import { formatMoney } from "../lib/i18n/money";

function shown(value: MessageValue, locale: string): ReactNode {
  if (typeof value !== "object") return value;
  if ("date" in value) return formatDate(value.date, locale);
  if ("money" in value) return formatMoney(value.money, value.currency, value.currency, [], locale);
  if ("error" in value) {
    const id = value.error === "network_error" ? "request.network_error" : `errors.${value.error}`;
    return <FormattedMessage id={id} />;
  }
  return <bdi>{value.text}</bdi>;
}

/**
 * A text a machine described (a toast's, a notification's): a message in the interface
 * language with its values, literal text, or a notification's title or body in the
 * interface language (nothing for a message without a body). Dates, amounts and error codes
 * among the values are shown by the app's rules. Text from elsewhere (a name, a title, a path
 * segment, a message someone wrote) is isolated for direction, as every such text is
 * (docs/decisions.md, "Client").
 */
export function IntlText({ value }: { value: ToastText }) {
  const { locale } = useIntl();
  if ("notification" in value) {
    const part = notificationText(value.notification, locale as Lang)[value.part];
    return part ? <IntlText value={part} /> : null;
  }
  if ("text" in value) return <bdi>{value.text}</bdi>;
  const values =
    value.values &&
    Object.fromEntries(Object.entries(value.values).map(([name, v]) => [name, shown(v, locale)]));
  return (
    <>
      <FormattedMessage id={value.id} values={values} />
      {value.suffix && (
        <>
          {" ("}
          <bdi>{value.suffix}</bdi>
          {")"}
        </>
      )}
    </>
  );
}
