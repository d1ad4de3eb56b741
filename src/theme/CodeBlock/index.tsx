// Wrapped so the syntax highlighter (Prism, ~30 KiB gzip) and its colours (./prism.css) load only on pages that show code.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

let languagesAdded = false;

const HighlightedCodeBlock = lazy(async () => {
  const [original, {Prism}, {default: includeLanguages}] = await Promise.all([
    import('@theme-original/CodeBlock'),
    import('prism-react-renderer'),
    import('@theme/prism-include-languages'),
    import('./prism.css'),
  ]);
  if (!languagesAdded) {
    languagesAdded = true;
    includeLanguages(Prism);
  }
  return original;
});

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className={props.className}>
          <code>{props.children}</code>
        </pre>
      }>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
