import { useIntl } from "react-intl";
import { Pagination } from "./Pagination";

interface PageNavigationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Message id naming these pages, e.g. "feedback.pages". */
  labelId: string;
}

/** Pagination in the interface language: its name, its previous/next labels and digits. */
export function PageNavigation({ labelId, ...pages }: PageNavigationProps) {
  const intl = useIntl();
  return (
    <Pagination
      {...pages}
      label={intl.formatMessage({ id: labelId })}
      previousLabel={intl.formatMessage({ id: "pagination.previous" })}
      nextLabel={intl.formatMessage({ id: "pagination.next" })}
      formatPage={(n) => intl.formatNumber(n)}
    />
  );
}
