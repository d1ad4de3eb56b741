import type {ReactNode} from 'react';
import {usePageFacts} from '@site/src/data/context';
import * as today from '@site/src/data/placeholders';
import {isPlaceholder, linkIds, linkName, linkNoticeLabel, linkShortLabel, type LinkId} from '@site/src/data/links';
import useLinks from '@site/src/hooks/useLinks';
import {unsetFactsOf} from '@site/src/data/unset';
import Mark from './Mark';
import {listedMark, noticeKey} from './noticeCss';
import styles from './styles.module.css';

interface Props {
  /**
   * What is a placeholder, as the build's report names it: "links.app" (the
   * caller knows the address is one), a field of src/data/placeholders.ts
   * such as "legal.termsLastUpdated" (no mark once it is off that list) or a
   * fact of src/data/unset.ts (the caller knows it is null).
   */
  readonly field: string;
}

/** The invisible mark of an unset fact in a page's content: the page's notice lists it. */
export function NoticeMark({field}: Props): ReactNode {
  return <span hidden {...{[listedMark]: noticeKey(field)}} />;
}

/**
 * Marks a value nobody from the project has confirmed yet (src/data/placeholders.ts,
 * and addresses on `.example`). In a page's content the mark is invisible:
 * the page's one <PlaceholderNotice> lists the value. In the frame (the edit
 * link), which has no notice, it is the words in brackets.
 */
export default function PlaceholderMark({field}: Props): ReactNode {
  // In a page's content, the page's facts (a release's own); in the frame, today's.
  const page = usePageFacts();
  const {placeholderMark, placeholderFacts} = page ?? today;
  const isLink = field.startsWith('links.');
  const todo = placeholderFacts.find((p) => p.field === field)?.todo;
  if (!isLink && !todo) return null;
  if (page) return <NoticeMark field={field} />;
  return <Mark field={field} text={todo ? `${placeholderMark.fact}: ${todo}` : placeholderMark.link} />;
}

/**
 * An address not published yet, in running text: its name in plain words
 * ("the security e-mail"), never the placeholder itself (a reader could copy
 * it), marked so the page's notice lists it.
 */
export function NotPublished({to}: {readonly to: LinkId}): ReactNode {
  return (
    <span data-placeholder-text="">
      {linkName(to)}
      <PlaceholderMark field={`links.${to}`} />
    </span>
  );
}

/**
 * What can be not set yet, by the labels the notice lists: each placeholder
 * fact, each fact of src/data/unset.ts in the page's facts (set or not: the
 * stylesheet shows what the page marks), each unset address.
 */
export function usePlaceholderItems(): {readonly field: string; readonly text: string; readonly address?: string}[] {
  const links = useLinks();
  const page = usePageFacts();
  return [
    ...today.placeholderFacts.map((p) => ({field: p.field, text: p.label})),
    ...(page ? unsetFactsOf(page) : []).map((f) => ({field: f.field, text: f.label})),
    ...linkIds
      .filter((id) => isPlaceholder(links[id]))
      .map((id) => ({field: `links.${id}`, text: linkNoticeLabel(id), address: linkShortLabel(id)})),
  ];
}

/**
 * The page's one notice of what is not set yet, right after its opening
 * (src/lib/remark/noticePlace.ts): a native disclosure, closed, whose summary
 * says how many ("Not set yet: 9 facts") and whose list names each. It holds
 * every placeholder and unset fact of the site; the stylesheet of
 * src/plugins/placeholder-notice shows the notice only on a page whose content
 * marks one, and in it every item the page marks, and counts them (a hidden
 * counter per item in the summary), in the server's HTML, after hydration and
 * in print alike, with no script. The count is drawn, not text: assistive
 * technology reads the summary as its title, then the list with its length. The Markdown twin keeps the same items at
 * its end, its addresses on one line (`data-notice-address`, src/lib/markdown/toMarkdown.ts).
 */
export function PlaceholderNotice(): ReactNode {
  const items = usePlaceholderItems();
  if (items.length === 0) return null;
  return (
    <details className={styles.notice} data-placeholder-notice="" data-search-skip="">
      <summary>
        <strong>{today.placeholderNotice.title}</strong>
        {items.map((item) => (
          <span key={item.field} data-notice-item={noticeKey(item.field)} />
        ))}
        <span data-notice-count="" />
      </summary>
      <ul>
        {items.map((item) => (
          <li key={item.field} data-notice-item={noticeKey(item.field)} data-notice-address={item.address}>
            {item.text}
          </li>
        ))}
      </ul>
    </details>
  );
}
