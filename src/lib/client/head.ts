/**
 * The head of the page on screen, in the browser: the client build puts this
 * module in place of react-helmet-async (src/plugins/slim-bundle); the server
 * render keeps the library, which writes the built pages' heads.
 * Why, and what it buys: src/plugins/patches.ts › "browser <Head>".
 *
 * Same rules as the library, for the API Docusaurus uses (`<Head>` children):
 * instances count in the order they first rendered, so a page's tags come
 * after the site's defaults, and the last one wins the title, each html/body
 * attribute, and each tag with the same key (meta name, property, charset,
 * http-equiv or itemprop; a canonical link, another link's href; a script's
 * src or body). Tags this manages carry `data-rh`, as the built pages' do;
 * an equal tag already in the head is kept, the others are replaced, after
 * the next paint.
 */
import {Children, Fragment, isValidElement, useLayoutEffect, useState, type ReactNode} from 'react';

type Attributes = Record<string, string>;
export type TagType = 'base' | 'link' | 'meta' | 'noscript' | 'script' | 'style';
export interface HeadTag {
  readonly type: TagType;
  readonly attributes: Attributes;
  /** Text of a script, style or noscript. */
  readonly content?: string;
}
export interface HeadState {
  readonly title?: string;
  readonly html: Attributes;
  readonly body: Attributes;
  readonly tags: readonly HeadTag[];
}

const MARK = 'data-rh';
const tagTypes = new Set<string>(['base', 'link', 'meta', 'noscript', 'script', 'style']);
/** React prop names whose HTML attribute is spelled differently. */
const htmlName: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
  accessKey: 'accesskey',
};

const text = (children: unknown): string => (Array.isArray(children) ? children.join('') : String(children ?? ''));

function attributesOf(props: Record<string, unknown>): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children' && key !== 'dangerouslySetInnerHTML' && value !== undefined && value !== null) {
      out[htmlName[key] ?? key] = String(value);
    }
  }
  return out;
}

type Collected = {title?: string; html: Attributes; body: Attributes; tags: HeadTag[]};

/** What one `<Head>` asks for, from its children (elements, fragments, arrays). */
export function collect(children: ReactNode, into: Collected = {html: {}, body: {}, tags: []}): HeadState {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) {
      return;
    }
    const {props, type} = child;
    if (type === Fragment) {
      collect(props.children as ReactNode, into);
    } else if (type === 'title') {
      into.title = text(props.children);
    } else if (type === 'html' || type === 'body') {
      Object.assign(into[type], attributesOf(props));
    } else if (typeof type === 'string' && tagTypes.has(type)) {
      const inner = props.dangerouslySetInnerHTML as {__html?: string} | undefined;
      const content = props.children !== undefined ? text(props.children) : inner?.__html;
      into.tags.push({
        type: type as TagType,
        attributes: attributesOf(props),
        ...(content === undefined ? {} : {content}),
      });
    }
  });
  return into;
}

/** The attribute that names a tag (later instances replace earlier tags with the same one), or null. */
export function keyOf(tag: HeadTag): string | null {
  const a = tag.attributes;
  const pick = (...names: string[]): string | null => {
    const name = names.find((n) => a[n]);
    return name ? `${name}=${a[name]!.toLowerCase()}` : null;
  };
  switch (tag.type) {
    case 'meta':
      return pick('name', 'property', 'charset', 'http-equiv', 'itemprop');
    case 'link':
      return a.rel?.toLowerCase() === 'canonical' ? 'rel=canonical' : pick('href');
    case 'base':
      return pick('href');
    default:
      return a.src ? `src=${a.src.toLowerCase()}` : tag.content ? `content=${tag.content.toLowerCase()}` : null;
  }
}

/** The head of a page from its instances, first rendered first. */
export function reduceHead(instances: readonly HeadState[]): HeadState {
  const seen = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const instance of [...instances].reverse()) {
    const own = instance.tags.filter((tag) => {
      const key = keyOf(tag);
      return key !== null && !seen.has(`${tag.type} ${key}`);
    });
    own.forEach((tag) => seen.add(`${tag.type} ${keyOf(tag)}`));
    kept.unshift(own);
  }
  const base = kept.flat().filter((t) => t.type === 'base');
  const titled = instances.filter((i) => i.title !== undefined);
  return {
    title: titled[titled.length - 1]?.title,
    html: Object.assign({}, ...instances.map((i) => i.html)) as Attributes,
    body: Object.assign({}, ...instances.map((i) => i.body)) as Attributes,
    tags: kept.flat().filter((t) => t.type !== 'base' || t === base[base.length - 1]),
  };
}

function applyAttributes(element: Element, attributes: Attributes): void {
  const before = element.getAttribute(MARK)?.split(',').filter(Boolean) ?? [];
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
    }
  }
  before.filter((name) => !(name in attributes)).forEach((name) => element.removeAttribute(name));
  const names = Object.keys(attributes).join(',');
  if (!names) {
    element.removeAttribute(MARK);
  } else if (element.getAttribute(MARK) !== names) {
    element.setAttribute(MARK, names);
  }
}

function applyTags(tags: readonly HeadTag[]): void {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`[${MARK}]`)).filter((el) => tagTypes.has(el.localName));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(tag.type);
    for (const [name, value] of Object.entries(tag.attributes)) {
      element.setAttribute(name, value);
    }
    if (tag.content !== undefined) {
      element.textContent = tag.content;
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((el) => el.isEqualNode(element));
    if (same >= 0) {
      old.splice(same, 1);
    } else {
      added.push(element);
    }
  }
  old.forEach((el) => el.remove());
  head.append(...added);
}

let order = 0;
const live = new Map<number, HeadState>();
let scheduled = false;
let removal = 0;

function apply(): void {
  scheduled = false;
  window.clearTimeout(removal);
  removal = 0;
  const state = reduceHead([...live].sort(([a], [b]) => a - b).map(([, s]) => s));
  if (state.title !== undefined && document.title !== state.title) {
    document.title = state.title;
  }
  applyAttributes(document.documentElement, state.html);
  applyAttributes(document.body, state.body);
  applyTags(state.tags);
}

/** Once the next frame is painted: the head is not part of it, and a page change shows its page first. */
const schedule = (): void => {
  if (!scheduled) {
    scheduled = true;
    requestAnimationFrame(() => window.setTimeout(apply));
  }
};

/**
 * A removal alone waits a little: on a page change the old page's tags go
 * when the new page's arrive (they follow its first paint), so the tab title
 * never shows the site's default in between.
 */
const scheduleRemoval = (): void => {
  if (!scheduled && !removal) {
    removal = window.setTimeout(schedule, 500);
  }
};

/** `<Head>` (@docusaurus/Head renders it with its own props). */
export function Helmet({children}: {readonly children?: ReactNode}): null {
  const [id] = useState(() => ++order);
  const state = collect(children);
  const key = JSON.stringify(state);
  useLayoutEffect(() => {
    live.set(id, state);
    schedule();
    // `key` stands for `state`, a new object on every render.
  }, [id, key]);
  useLayoutEffect(
    () => () => {
      live.delete(id);
      scheduleRemoval();
    },
    [id],
  );
  return null;
}

/** The client entry wraps the app in it; the server's collects the tags, this one has nothing to collect. */
export function HelmetProvider({children}: {readonly children?: ReactNode}): ReactNode {
  return children;
}
