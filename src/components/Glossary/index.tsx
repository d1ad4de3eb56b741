import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useSiteData} from '@site/src/data/context';
import type {TermId} from '@site/src/data/glossary';
import {byWords} from '@site/src/data/format';
import styles from './styles.module.css';

/**
 * A glossary term, read as a normal word: its definition is a popover the
 * browser opens without JavaScript — shown on hover and keyboard focus by CSS,
 * and on a tap or Enter by the button's `popovertarget` — with a link to the
 * term's glossary entry. The button is described by the definition
 * (aria-describedby), so a screen reader reads "seed phrase, button, the
 * secret words…". The definition is left out of the search index
 * (data-search-skip: the same words on many pages would pull searches away
 * from the glossary) and out of the Markdown twin, which lists the page's
 * terms at its end instead (src/lib/markdown/toMarkdown.ts), and of the print.
 */
export function Term({id, children}: {readonly id: TermId; readonly children?: ReactNode}): ReactNode {
  const {glossary, glossaryId, glossaryPage} = useSiteData();
  const tip = useId();
  const entry = glossary[id];
  const href = `${glossaryPage}#${glossaryId(id)}`;
  return (
    <span className={styles.term}>
      <button
        type="button"
        className={styles.word}
        // React 18 passes unknown lower-case attributes through as they are.
        {...{popovertarget: `${tip}tip`}}
        aria-describedby={`${tip}def`}
        data-term={href}>
        {children ?? entry.term}
      </button>
      <span
        className={styles.tip}
        id={`${tip}tip`}
        {...{popover: ''}}
        data-search-skip=""
        data-md-skip=""
        data-term-tip="">
        <strong data-term-name="">{entry.term}</strong>:{' '}
        <span id={`${tip}def`} data-definition="">
          {entry.definition}
        </span>
        . <Link to={href}>Glossary entry</Link>
      </span>
    </span>
  );
}

/** Every term, alphabetically, as a description list readers can link to. */
export default function Glossary(): ReactNode {
  const {glossary, glossaryId} = useSiteData();
  const brokenLinks = useBrokenLinks();
  const ids = (Object.keys(glossary) as TermId[]).sort((a, b) => byWords(glossary[a].term, glossary[b].term));
  return (
    <dl>
      {ids.map((id) => {
        brokenLinks.collectAnchor(glossaryId(id));
        return (
          <div key={id} id={glossaryId(id)}>
            <dt>
              <dfn>{glossary[id].term}</dfn>
            </dt>
            <dd data-definition="">{glossary[id].definition[0]!.toUpperCase() + glossary[id].definition.slice(1)}.</dd>
          </div>
        );
      })}
    </dl>
  );
}
