// Wrapped so the syntax highlighter (Prism, ~30 KiB gzip) loads only on pages that show code; its colours
// (src/plugins/prism-colours) are CSS, which the bundler puts in the site's one stylesheet.
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';

let languagesAdded = false;

const HighlightedCodeBlock = lazy(async () => {
  const [original, {Prism}, {default: includeLanguages}] = await Promise.all([
    import('@theme-original/CodeBlock'),
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
    import('@generated/prism-colours/prism.css'),
  ]);
  if (!languagesAdded) {
    languagesAdded = true;
    includeLanguages(Prism);
  }
  return original;
});

/**
 * The build and the hydration render the plain block (React 19 would stream a
 * resolved lazy part into the HTML with an inline script the CSP blocks); the
 * highlighted block replaces it once the page runs in the browser.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const text = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : props.children;
  const plain = (
    // Focusable, as the theme's block is: a code line wider than the screen scrolls with the keyboard too.
    <pre className={props.className} tabIndex={0}>
      <code>{text}</code>
    </pre>
  );
  if (!isBrowser) return plain;
  return (
    <Suspense fallback={plain}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
