import type {ReactNode} from 'react';
import {usePageFacts} from '@site/src/data/context';
import * as today from '@site/src/data/placeholders';
import {isPlaceholder, linkDefs, linkIds, linkName, notPublished, type LinkId} from '@site/src/data/links';
import useLinks from '@site/src/hooks/useLinks';
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
   * published yet"): the page's notice does not list it again
   * (`data-placeholder-shown` instead of `data-placeholder`).
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
 * "Not published yet". The words say it, so the page's notice does not list it again.
 */
export function NotPublished({to, short}: {readonly to: LinkId; readonly short?: boolean}): ReactNode {
  return (
    <span data-placeholder-text="">
      {short ? notPublished[0]!.toUpperCase() + notPublished.slice(1) : `${linkName(to)} (${notPublished})`}
      <PlaceholderMark field={`links.${to}`} shown />
    </span>
  );
}

/** What is not set yet, in the words of the notice: each fact's to-do, each address's label. */
export function usePlaceholderItems(): {readonly field: string; readonly text: string}[] {
  const links = useLinks();
  return [
    ...today.placeholderFacts.map((p) => ({field: p.field, text: p.todo[0]!.toUpperCase() + p.todo.slice(1)})),
    ...linkIds
      .filter((id) => isPlaceholder(links[id]))
      .map((id) => ({field: `links.${id}`, text: `${linkDefs[id].label} address`})),
  ];
}

/**
 * The page's one notice of what is not set yet, under its title. It holds
 * every placeholder of the site; the stylesheet of src/plugins/placeholder-notice
 * shows the notice only on a page whose content marks a placeholder
 * (`data-placeholder`), and in it only the items the page marks and does not
 * already say in place (`data-placeholder-shown`) — in the
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
