import {createContext, useContext, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useSiteData} from '@site/src/data/context';
import type {TermId} from '@site/src/data/glossary';

/** Per page: which <Term> instance (by its useId) defines each term. */
const DefinedOnPage = createContext<Map<TermId, string> | null>(null);

/**
 * One page's glossary scope (the DocItem wrapper puts one around each page):
 * the first <Term> of an id rendered on the page, in document order, is its
 * definition; later ones (in a partial, a shared rule or the page's own text)
 * print the term alone. Keyed by the instance's useId, so a re-render or the
 * client's hydration makes the same choice as the build.
 */
export function GlossaryScope({children}: {readonly children: ReactNode}): ReactNode {
  const [defined] = useState(() => new Map<TermId, string>());
  return <DefinedOnPage.Provider value={defined}>{children}</DefinedOnPage.Provider>;
}

/**
 * A glossary term. Its first use on a page is the term as a <dfn> with its
 * definition inline, in plain text, so keyboard, screen reader, no-JS, PDF
 * and Markdown readers all get it; the term links to its glossary entry.
 * Any later <Term> of the same id on that page is the term alone.
 */
export function Term({id, children}: {readonly id: TermId; readonly children?: ReactNode}): ReactNode {
  const {glossary, glossaryId} = useSiteData();
  const defined = useContext(DefinedOnPage);
  const self = useId();
  const entry = glossary[id];
  if (defined && !defined.has(id)) defined.set(id, self);
  if (defined && defined.get(id) !== self) return children ?? entry.term;
  return (
    <>
      <dfn>
        <Link to={`/general-info#${glossaryId(id)}`}>{children ?? entry.term}</Link>
      </dfn>{' '}
      {/* Left out of the search index: the same definition on many pages would
          pull searches for the term away from the page about it and the glossary. */}
      <span data-search-skip="" data-definition="">
        ({entry.definition})
      </span>
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
            <dd data-definition="">{glossary[id].definition[0]!.toUpperCase() + glossary[id].definition.slice(1)}.</dd>
          </div>
        );
      })}
    </dl>
  );
}
