import type { Key, ReactNode } from "react";
import styled from "styled-components";

/** SPEC.md section 9's table loading label; callers pass the translated one (common.loading). */
export const TABLE_LOADING_LABEL = "Yuklanmoqda...";

type Align = "start" | "center" | "end";

interface ColumnBase {
  /** Column heading, already translated. */
  header: ReactNode;
  align?: Align;
  /** Render this column's cells as row headers (th scope="row"), e.g. a name column. */
  rowHeader?: boolean;
}

/** A column shows a field of the row as it is, or whatever `render` makes of the row. */
export type DataTableColumn<Row> = ColumnBase &
  (
    | { key: keyof Row & string; render?: (row: Row) => ReactNode }
    | { key: string; render: (row: Row) => ReactNode }
  );

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  /** What a screen reader calls the table; already translated. */
  caption: ReactNode;
  /** Shown in place of rows when there are none; already translated. */
  emptyText: ReactNode;
  loading?: boolean;
  loadingText?: ReactNode;
  /** Keys rows by identity when they can reorder; by position otherwise. */
  rowKey?: (row: Row, index: number) => Key;
}

function cellValue<Row>(row: Row, column: DataTableColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = row[column.key as keyof Row];
  return typeof value === "string" || typeof value === "number" ? value : null;
}

/**
 * A plain accessible table: a caption, column headers with scope, aria-busy while loading,
 * and one full-width row for the loading and the empty states.
 */
export function DataTable<Row>({
  columns,
  rows,
  caption,
  emptyText,
  loading = false,
  loadingText = TABLE_LOADING_LABEL,
  rowKey = (_row, index) => index,
}: DataTableProps<Row>) {
  const message = loading ? loadingText : rows.length === 0 ? emptyText : null;
  return (
    <Table aria-busy={loading}>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <Cell as="th" scope="col" key={column.key} $align={column.align}>
              {column.header}
            </Cell>
          ))}
        </tr>
      </thead>
      <tbody>
        {message != null ? (
          <tr>
            <Message colSpan={columns.length}>
              {loading ? <span role="status">{message}</span> : message}
            </Message>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <Cell as="th" scope="row" key={column.key} $align={column.align}>
                    {cellValue(row, column)}
                  </Cell>
                ) : (
                  <Cell key={column.key} $align={column.align}>
                    {cellValue(row, column)}
                  </Cell>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Caption = styled.caption`
  padding-block: 0.5rem;
  text-align: start;
  font-weight: 600;
`;

// start and end are logical: a number column set to "end" lines up on the left in fa.
const Cell = styled.td<{ $align?: Align | undefined }>`
  padding-block: 0.6rem;
  padding-inline: 0.75rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  text-align: ${({ $align = "start" }) => $align};
  thead & { color: ${({ theme }) => theme.color.muted}; }
`;

const Message = styled.td`
  padding-block: 1.5rem;
  padding-inline: 0.75rem;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
