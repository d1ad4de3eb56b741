// Wrapped: the page shown at load keeps its content's server HTML instead of
// rendering it again (src/lib/client/serverHtml); every other page renders as before.
import {startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Original from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {ReplacesServerHtml} from '@site/src/lib/client/afterNextPaint';
import {hydrating, isLaterBody, type LaterBody} from '@site/src/lib/client/serverHtml';

type Props = WrapperProps<typeof ContentType>;

/**
 * The content's controls, which need the page's components (copy buttons, the wallet button…).
 * A button that opens a popover (a glossary term's definition) needs none: the browser opens it.
 */
const controls = 'button:not([popovertarget]), input, select, textarea';

/** The server's content nodes, kept when the reader leaves the page before its components loaded. */
let keptNodes: Node[] | undefined;

/** A link of the server HTML that the app follows itself (as the content's Link would), or null. */
function appPath(target: EventTarget): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link || (link.getAttribute('target') ?? '_self') !== '_self' || link.hasAttribute('download')) {
    return null;
  }
  const url = new URL(link.getAttribute('href')!, window.location.href);
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  // Another site, or a section of this page (the browser scrolls to it).
  return url.origin !== window.location.origin || (samePage && url.hash) ? null : url.pathname + url.search + url.hash;
}

/** The index of the control an event happened in, among the content's controls, or -1. */
function controlIndex(container: Element, target: EventTarget | null): number {
  const control = target instanceof Element ? target.closest(controls) : null;
  return control && container.contains(control)
    ? Array.from(container.querySelectorAll(controls)).indexOf(control)
    : -1;
}

/** The content's control at `index`, once the content is rendered whole. */
const controlAt = (index: number): HTMLElement | undefined =>
  document.querySelectorAll<HTMLElement>(`.${ThemeClassNames.docs.docMarkdown} :is(${controls})`)[index];

function ServerHtml({body, ...props}: Props & {readonly body: LaterBody}): ReactNode {
  // At hydration the server's DOM is on screen; coming back to the page, the nodes kept when it was left.
  const [whole, setWhole] = useState(body.loaded);
  const [wholeAtMount] = useState(whole);
  const [atHydration] = useState(hydrating);
  const ref = useRef<HTMLDivElement>(null);
  const waking = useRef(false);
  // A control pressed or focused before the components were in: pressed or focused again once they are.
  const clicked = useRef(-1);
  const focused = useRef(-1);
  // A text field typed into before the components were in: its text goes to the new field.
  const typedInto = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const history = useHistory();

  // A press under way (pointer down, not yet up): the content does not turn whole in between, as a
  // control replaced under the pointer gets no click. If it turned whole anyway (a render that began
  // before the press), the release on the same control is its click.
  const press = useRef<{control: number; ready: boolean} | null>(null);
  const isWhole = useRef(whole);
  const turnWhole = (): void => {
    if (press.current) {
      press.current.ready = true;
    } else {
      startTransition(() => setWhole(true));
    }
  };
  const release = (upOn: EventTarget | null): void => {
    const done = press.current;
    press.current = null;
    const control = done && done.control >= 0 && isWhole.current ? controlAt(done.control) : undefined;
    if (control && upOn instanceof Node && control.contains(upOn)) {
      control.click();
    } else if (done?.ready) {
      turnWhole();
    }
  };

  const wake = (): void => {
    if (!waking.current) {
      waking.current = true;
      void body.load().then(
        turnWhole,
        // The chunk did not load (offline…): the content stays as the server sent it.
        () => (waking.current = false),
      );
    }
  };

  useLayoutEffect(() => {
    isWhole.current = whole;
    const div = ref.current;
    if (!div) {
      return undefined;
    }
    if (!atHydration && keptNodes) {
      div.replaceChildren(...keptNodes);
    }
    return () => {
      keptNodes = Array.from(div.childNodes);
    };
  }, [whole, atHydration]);

  // The focus moves to the new control in the commit that removed the old one, before the next key arrives.
  useLayoutEffect(() => {
    if (whole && focused.current >= 0 && !document.activeElement?.closest(`.${ThemeClassNames.docs.docMarkdown}`)) {
      const control = controlAt(focused.current);
      control?.focus();
      carryText(typedInto.current, control);
    }
    typedInto.current = null;
  }, [whole]);

  useEffect(() => {
    if (!whole && !atHydration) {
      // Back on the page before its components loaded: they load now.
      wake();
    }
    if (whole) {
      keptNodes = undefined;
      if (clicked.current >= 0) {
        controlAt(clicked.current)?.click();
      }
      clicked.current = focused.current = -1;
    }
    // Runs at mount and when the content turns whole.
  }, [whole]);

  if (whole) {
    return (
      // Replacing the server HTML on screen: the content renders whole, below the fold too.
      <ReplacesServerHtml.Provider value={!wholeAtMount}>
        <Original {...props} />
      </ReplacesServerHtml.Provider>
    );
  }

  return (
    <div
      ref={ref}
      className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
      // Never written: hydration keeps the server's nodes, a visit back puts the kept ones in.
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
      // A pointer (mouse, pen or finger) over a control: the reader is reaching for it.
      onPointerOver={(event) => controlIndex(event.currentTarget, event.target) >= 0 && wake()}
      onPointerDown={(event) => {
        press.current = {control: controlIndex(event.currentTarget, event.target), ready: false};
        // After the release's click (dispatched in the same task as the release).
        const after = (up: PointerEvent): void => {
          document.removeEventListener('pointerup', after, true);
          document.removeEventListener('pointercancel', after, true);
          window.setTimeout(() => release(up.type === 'pointerup' ? up.target : null));
        };
        document.addEventListener('pointerup', after, true);
        document.addEventListener('pointercancel', after, true);
      }}
      onFocus={(event) => {
        focused.current = controlIndex(event.currentTarget, event.target);
        const field = event.target;
        typedInto.current = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
        if (focused.current >= 0) wake();
      }}
      onClick={(event) => {
        const control = controlIndex(event.currentTarget, event.target);
        if (control >= 0) {
          clicked.current = control;
          wake();
          return;
        }
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        const path = modified || event.defaultPrevented ? null : appPath(event.target);
        if (path) {
          // As the content's Link would: the app changes the page.
          event.preventDefault();
          history.push(path);
        }
      }}
      onMouseOver={(event) => {
        // As the content's Link would: a hover preloads the page (after the spec's delay, src/lib/client/hoverPreload.ts).
        const path = appPath(event.target);
        if (path) {
          (window as {docusaurus?: {preload(path: string): unknown}}).docusaurus?.preload(path);
        }
      }}
    />
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const body = (props.children as ReactElement | undefined)?.type;
  return isLaterBody(body) ? <ServerHtml {...props} body={body} /> : <Original {...props} />;
}

/**
 * What a reader typed into a server-HTML field before the components took
 * over, set on the field that replaced it through the element's own value
 * setter and an input event, so the component's onChange sees it.
 */
function carryText(old: HTMLInputElement | HTMLTextAreaElement | null, field: Element | null | undefined): void {
  if (!old || old === field || !old.value) return;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, old.value);
  field.dispatchEvent(new Event('input', {bubbles: true}));
}
