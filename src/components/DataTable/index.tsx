import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/** `data-*` attributes, to give a table or a row a name the tests and the text twins can find. */
export type DataAttributes = Readonly<Record<`data-${string}`, string | number>>;

export interface Column {
  /** The column's header cell. */
  readonly label: ReactNode;
  /**
   * Figures: aligned at the end in tabular digits, on one line, header and cells; `'cells'` leaves the
   * header out (a header of several words that must wrap on a phone).
   */
  readonly numeric?: boolean | 'cells';
  /** A class for the column's body cells. */
  readonly cellClassName?: string;
}

export interface DataTableProps<Row> {
  /**
   * What the table shows. A shown caption also names the table's scrolling box, which is then focusable
   * (a keyboard scrolls it when the table is wider than a phone); `captionHidden` keeps it for screen readers only.
   */
  readonly caption: ReactNode;
  readonly captionHidden?: boolean;
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** The row's cells, one per column: the first is the row's header (`<th scope="row">`). */
  readonly cells: (row: Row) => readonly ReactNode[];
  readonly rowAttributes?: (row: Row) => DataAttributes;
  readonly tableAttributes?: DataAttributes;
  /** Extra classes for the table and for its scrolling box. */
  readonly className?: string;
  readonly scrollClassName?: string;
  /** A class for the column headers' row group, e.g. `sr-only-phone` (src/css/custom.css). */
  readonly headClassName?: string;
}

/**
 * The site's data tables (src/data rendered as rows): a caption, column
 * headers and row headers with their scope, in a box that scrolls sideways
 * when the table is wider than the screen, so the page never does. One look
 * for every table (./styles.module.css).
 */
export default function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  cells,
  rowAttributes,
  tableAttributes,
  className,
  scrollClassName,
  headClassName,
}: DataTableProps<Row>): ReactNode {
  const captionId = useId();
  const scrollClass = scrollClassName ? `${styles.scroll} ${scrollClassName}` : styles.scroll;
  const numClass = (column: Column | undefined, header = false) =>
    column?.numeric && !(header && column.numeric === 'cells') ? styles.num : undefined;
  const table = (
    <table className={className ? `${styles.table} ${className}` : styles.table} {...tableAttributes}>
      {captionHidden ? (
        <caption className="sr-only">{caption}</caption>
      ) : (
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
      )}
      <thead className={headClassName}>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={numClass(column, true)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const [header, ...data] = cells(row);
          return (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              <th scope="row" className={columns[0]?.cellClassName}>
                {header}
              </th>
              {data.map((cell, i) => {
                const column = columns[i + 1];
                const classes = [numClass(column), column?.cellClassName].filter(Boolean).join(' ');
                return (
                  <td key={i} className={classes || undefined}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return captionHidden ? (
    <div className={scrollClass}>{table}</div>
  ) : (
    <div className={scrollClass} role="region" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </div>
  );
}
