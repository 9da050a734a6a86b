import type { ReactNode } from 'react';

export type Column<Row> = {
  label: ReactNode;
  /** The heading cell's classes. */
  head: string;
  /** What a row shows in this column. */
  value: (row: Row) => ReactNode;
  /** A row's cell's classes. */
  cell: string;
  /** The server's words, shown as sent: a browser's translation leaves them alone. */
  asSent?: boolean;
};

type Props<Row> = {
  /** What the table is, for screen readers (and on screen, with `captionClassName`). */
  caption?: ReactNode;
  captionClassName?: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names each row: its cells are row headings. */
  rowHeader?: boolean;
  className: string;
  headClassName?: string;
  headRowClassName?: string;
  bodyClassName?: string;
  rowClassName?: (row: Row) => string;
};

/**
 * A table of figures: a heading for each column, one row per item, and (`rowHeader`) the first
 * cell of a row as its heading, so a screen reader names the row and column of every figure.
 * Each table keeps its own look through the classes it gives.
 */
export function DataTable<Row>({
  caption,
  captionClassName = 'sr-only',
  columns,
  rows,
  rowKey,
  rowHeader = false,
  className,
  headClassName,
  headRowClassName,
  bodyClassName,
  rowClassName,
}: Props<Row>) {
  return (
    <table className={className}>
      {caption === undefined ? null : <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr className={headRowClassName}>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={column.head}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={bodyClassName}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column, i) => {
              const Cell = rowHeader && i === 0 ? 'th' : 'td';
              return (
                <Cell
                  key={i}
                  scope={Cell === 'th' ? 'row' : undefined}
                  translate={column.asSent ? 'no' : undefined}
                  className={column.cell}
                >
                  {column.value(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
