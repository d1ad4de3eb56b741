import type {ReactNode} from 'react';
import {notSetYet} from '@site/src/data/format';
import {NoticeMark} from '@site/src/components/Placeholder';

interface Props<T> {
  /** The fact's field in src/data/unset.ts, e.g. "fees.pools.harvestBps". */
  readonly field: string;
  /** Its value from the page's facts, null while the project has not set it. */
  readonly value: T | null | undefined;
  /** How a set value reads (default: as it is). */
  readonly show?: (value: T) => string;
  /** While unset, print nothing, only the mark: where the words around it stand alone (a figure in a table cell). */
  readonly quiet?: boolean;
}

/**
 * A fact of src/data in the text: its value, or "not set yet" (or, quiet,
 * nothing) marked (invisible) so the page's "not set yet" notice lists it.
 */
export default function NotSet<T>({field, value, show, quiet}: Props<T>): ReactNode {
  if (value !== null && value !== undefined) return show ? show(value) : String(value);
  return (
    <>
      {quiet ? null : notSetYet}
      <NoticeMark field={field} />
    </>
  );
}
