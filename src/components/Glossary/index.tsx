import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useSiteData} from '@site/src/data/context';
import type {TermId} from '@site/src/data/glossary';

/**
 * First use of a term on a page: the term as a <dfn> with its definition
 * inline, in plain text, so keyboard, screen reader, no-JS, PDF and Markdown
 * readers all get it; the term links to its glossary entry.
 */
export function Term({id, children}: {readonly id: TermId; readonly children?: ReactNode}): ReactNode {
  const {glossary, glossaryId} = useSiteData();
  const entry = glossary[id];
  return (
    <>
      <dfn>
        <Link to={`/general-info#${glossaryId(id)}`}>{children ?? entry.term}</Link>
      </dfn>{' '}
      {/* Left out of the search index: the same definition on many pages would
          pull searches for the term away from the page about it and the glossary. */}
      <span data-search-skip="">({entry.definition})</span>
    </>
  );
}

/** Every term, alphabetically, as a description list readers can link to. */
export default function Glossary(): ReactNode {
  const {glossary, glossaryId} = useSiteData();
  const brokenLinks = useBrokenLinks();
  const ids = (Object.keys(glossary) as TermId[]).sort((a, b) => glossary[a].term.localeCompare(glossary[b].term));
  return (
    <dl>
      {ids.map((id) => {
        brokenLinks.collectAnchor(glossaryId(id));
        return (
          <div key={id} id={glossaryId(id)}>
            <dt>
              <dfn>{glossary[id].term}</dfn>
            </dt>
            <dd>{glossary[id].definition[0]!.toUpperCase() + glossary[id].definition.slice(1)}.</dd>
          </div>
        );
      })}
    </dl>
  );
}
