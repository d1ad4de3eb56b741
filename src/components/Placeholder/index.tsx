import type {ReactNode} from 'react';
import {usePageFacts} from '@site/src/data/context';
import * as today from '@site/src/data/placeholders';
import {isPlaceholder, linkDefs, linkIds, linkName, notPublished, type LinkId} from '@site/src/data/links';
import useLinks from '@site/src/hooks/useLinks';
import {unsetFactsOf} from '@site/src/data/unset';
import Mark from './Mark';
import styles from './styles.module.css';

interface Props {
  /**
   * What is a placeholder, as the build's report names it: "links.app" (the
   * caller knows the address is one) or a field of src/data/placeholders.ts
   * such as "legal.termsLastUpdated" (no mark once it is off that list).
   */
  readonly field: string;
  /**
   * The words next to the mark already say the value is not set ("not
   * published yet"): marked `data-placeholder-shown` instead of
   * `data-placeholder`; the page's notice lists it all the same.
   */
  readonly shown?: boolean;
}

/**
 * Marks a value nobody from the project has confirmed yet (src/data/placeholders.ts,
 * and addresses on `.example`). In a page's content the mark is invisible
 * (`data-placeholder`): the page's one <PlaceholderNotice> lists the value.
 * In the frame (the edit link), which has no notice, it is the words in brackets.
 */
export default function PlaceholderMark({field, shown}: Props): ReactNode {
  // In a page's content, the page's facts (a release's own); in the frame, today's.
  const page = usePageFacts();
  const {placeholderMark, placeholderFacts} = page ?? today;
  const isLink = field.startsWith('links.');
  const todo = placeholderFacts.find((p) => p.field === field)?.todo;
  if (!isLink && !todo) return null;
  if (shown) return page ? <span hidden data-placeholder-shown={field} /> : null;
  if (page) return <span hidden data-placeholder={field} />;
  return <Mark field={field} text={todo ? `${placeholderMark.fact}: ${todo}` : placeholderMark.link} />;
}

/**
 * An address not published yet, in words, never the placeholder itself (a
 * reader could copy it): "the security e-mail (not published yet)", or with
 * `short` (where a label already names it, as in the official links table)
 * "Not published yet". The page's notice lists it too.
 */
export function NotPublished({to, short}: {readonly to: LinkId; readonly short?: boolean}): ReactNode {
  return (
    <span data-placeholder-text="">
      {short ? notPublished[0]!.toUpperCase() + notPublished.slice(1) : `${linkName(to)} (${notPublished})`}
      <PlaceholderMark field={`links.${to}`} shown />
    </span>
  );
}

const capital = (text: string): string => text[0]!.toUpperCase() + text.slice(1);

/**
 * What can be not set yet, in the words of the notice: each placeholder
 * fact's to-do, each unset address's label, each fact of src/data/unset.ts
 * in the page's facts (set or not: the stylesheet shows what the page marks).
 */
export function usePlaceholderItems(): {readonly field: string; readonly text: string}[] {
  const links = useLinks();
  const page = usePageFacts();
  return [
    ...today.placeholderFacts.map((p) => ({field: p.field, text: capital(p.todo)})),
    ...(page ? unsetFactsOf(page) : []).map((f) => ({field: f.field, text: capital(f.text)})),
    ...linkIds
      .filter((id) => isPlaceholder(links[id]))
      .map((id) => ({field: `links.${id}`, text: `${linkDefs[id].label} address`})),
  ];
}

/**
 * The page's one notice of what is not set yet, under its title. It holds
 * every placeholder and unset fact of the site; the stylesheet of
 * src/plugins/placeholder-notice shows the notice only on a page whose content
 * marks one, and in it every item the page marks: a placeholder
 * (`data-placeholder`), an address said in place to be not published yet
 * (`data-placeholder-shown`) or a fact shown as not set yet (`data-not-set`),
 * so the notice lists everything unset the page shows — in the
 * server's HTML, after hydration and in print alike, with no script. The
 * Markdown twin keeps the same items (src/lib/markdown/toMarkdown.ts).
 */
export function PlaceholderNotice(): ReactNode {
  const items = usePlaceholderItems();
  if (items.length === 0) return null;
  return (
    <div className={`theme-admonition ${styles.notice}`} data-placeholder-notice="" data-search-skip="" role="note">
      <p className={styles.title}>{today.placeholderNotice.title}</p>
      <div>
        <p>{today.placeholderNotice.intro}</p>
        <ul>
          {items.map((item) => (
            <li key={item.field} className={styles.item} data-notice-item={item.field}>
              {item.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
