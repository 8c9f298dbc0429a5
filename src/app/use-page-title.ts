import { useEffect } from "react";
import { useIntl } from "react-intl";

/** `<title>` is the product name plus the page's translated title (SPEC.md section 2). */
export function usePageTitle(titleId: string) {
  const intl = useIntl();
  const product = intl.formatMessage({ id: "app.name" });
  const page = intl.formatMessage({ id: titleId });
  useEffect(() => {
    document.title = `${page} · ${product}`;
  }, [page, product]);
}
