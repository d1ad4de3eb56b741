import type {ReactNode} from 'react';
import {usePageFacts} from '@site/src/data/context';
import * as today from '@site/src/data/placeholders';
import styles from './styles.module.css';

interface Props {
  /**
   * What is a placeholder, as the build's report names it: "links.app" (the
   * caller knows the address is one) or a field of src/data/placeholders.ts
   * such as "legal.termsLastUpdated" (no mark once it is off that list).
   */
  readonly field: string;
}

/**
 * The visible mark next to a value nobody from the project has confirmed yet
 * (src/data/placeholders.ts, and links on `.example` addresses): the same
 * words in brackets on every page, its Markdown twin and the PDF, in text
 * rather than colour, and out of the search index.
 */
export default function PlaceholderMark({field}: Props): ReactNode {
  // In a page's content, the page's facts (a release's own); in the frame (the edit link), today's.
  const {placeholderMark, placeholderFacts} = usePageFacts() ?? today;
  const isLink = field.startsWith('links.');
  const todo = placeholderFacts.find((p) => p.field === field)?.todo;
  if (!isLink && !todo) return null;
  const words = isLink ? placeholderMark.link : placeholderMark.fact;
  return (
    <>
      {' '}
      <strong className={styles.mark} data-placeholder={field} data-search-skip="">
        [{todo ? `${words}: ${todo}` : words}]
      </strong>
    </>
  );
}
