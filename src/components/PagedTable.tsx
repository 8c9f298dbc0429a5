import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { DataTable, type DataTableProps } from "./DataTable";
import { PageNavigation } from "./PageNavigation";

interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, "loadingText"> {
  page: number;
  /** 0 while nothing is loaded: no page buttons then. */
  pageCount: number;
  onPage: (page: number) => void;
  /** Message id naming these pages, e.g. "pagination.label". */
  pagesLabelId: string;
}

/**
 * A list a page at a time, as every table of the app shows one: SPEC's loading label in the
 * interface language, the table scrolling sideways on a phone rather than the page, and the
 * page buttons below once there is more than one page.
 */
export function PagedTable<Row>({
  page,
  pageCount,
  onPage,
  pagesLabelId,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      <Scroll>
        <DataTable {...table} loadingText={<FormattedMessage id="common.loading" />} />
      </Scroll>
      {pageCount > 1 && (
        <PageNavigation
          page={page}
          pageCount={pageCount}
          labelId={pagesLabelId}
          onChange={onPage}
        />
      )}
    </>
  );
}

// A 390 px phone scrolls the table sideways rather than the whole page. Positioned, so the
// table's visually hidden texts (position: absolute) are clipped with it: otherwise a Persian
// page's hidden receipt label hung off the left edge and the whole page scrolled sideways.
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  max-inline-size: 100%;
`;
