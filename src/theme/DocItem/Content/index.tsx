// Wrapped: the page shown at load keeps its server HTML instead of rendering
// its content again (src/plugins/page-body); later pages render as before.
import {startTransition, useEffect, useRef, useState, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {ReplacesServerHtml} from '@site/src/lib/client/afterNextPaint';
import {
  contentFrame,
  loadContentFrame,
  serverHtmlHydrated,
  showsServerHtml,
  type PageBody,
} from '@site/src/lib/client/pageBody';

type Props = WrapperProps<typeof ContentType>;

/** Controls of the content that need the page's components (copy buttons, the wallet button…). */
const controls = 'button, input, select, textarea';

/** A link of the server HTML that the page's Link would have followed in the app: its path, or null. */
function appPath(target: EventTarget): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link || (link.getAttribute('target') ?? '_self') !== '_self' || link.hasAttribute('download')) {
    return null;
  }
  const url = new URL(link.getAttribute('href')!, window.location.href);
  if (url.origin !== window.location.origin) {
    return null;
  }
  // A section of this page: the browser scrolls to it.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) {
    return null;
  }
  return url.pathname + url.search + url.hash;
}

/** The index of the control an event happened in, among the content's controls, or -1. */
function controlIndex(container: Element, target: EventTarget): number {
  const control = target instanceof Element ? target.closest(controls) : null;
  return control ? Array.from(container.querySelectorAll(controls)).indexOf(control) : -1;
}

export default function ContentWrapper(props: Props): ReactNode {
  const [serverHtml, setServerHtml] = useState(showsServerHtml);
  const [hydratedServerHtml] = useState(serverHtml);
  const waking = useRef(false);
  // A control clicked before the page's components were in: clicked again once they are.
  const clicked = useRef(-1);
  const history = useHistory();
  // Before any page change can start (React runs a hydration's effects before the next input).
  useEffect(serverHtmlHydrated, []);
  useEffect(() => {
    if (!serverHtml && clicked.current >= 0) {
      const control = document.querySelectorAll<HTMLElement>(`.${ThemeClassNames.docs.docMarkdown} :is(${controls})`)[
        clicked.current
      ];
      clicked.current = -1;
      control?.click();
    }
  }, [serverHtml]);

  if (!serverHtml) {
    const Frame = contentFrame();
    if (!Frame) {
      // Development (no page-body split) and the page shown at load, rendered again: the
      // render waits for the frame (a page change keeps the previous screen meanwhile).
      throw loadContentFrame();
    }
    return (
      // Replacing the server HTML: the content renders whole, below the fold too.
      <ReplacesServerHtml.Provider value={hydratedServerHtml}>
        <Frame {...props} />
      </ReplacesServerHtml.Provider>
    );
  }

  /** A reader reaching for a control (pointer, touch, focus): the page's components load and take over. */
  const wake = (event: SyntheticEvent<HTMLDivElement>): void => {
    if (waking.current || controlIndex(event.currentTarget, event.target) < 0) {
      return;
    }
    waking.current = true;
    const body = (props.children as {type?: PageBody}).type;
    void body?.load?.().then(() => startTransition(() => setServerHtml(false)));
  };

  return (
    // Links behave as the content's Link components would: the app follows them, a hover preloads.
    <div
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
      onPointerOver={wake}
      onTouchStart={wake}
      onFocus={wake}
      onClick={(event) => {
        const control = controlIndex(event.currentTarget, event.target);
        if (control >= 0) {
          clicked.current = control;
          wake(event);
          return;
        }
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        const path = modified || event.defaultPrevented ? null : appPath(event.target);
        if (path) {
          event.preventDefault();
          history.push(path);
        }
      }}
      onMouseOver={(event) => {
        const path = appPath(event.target);
        if (path) {
          (window as {docusaurus?: {preload(path: string): unknown}}).docusaurus?.preload(path);
        }
      }}
    />
  );
}
