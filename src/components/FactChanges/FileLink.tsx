/**
 * A link to a file the build writes beside the pages (facts.json, the Atom
 * feed, integrity.json): a plain link with the base URL, since it is not a
 * route. Shows the file's path unless given other words.
 */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {factsFiles, type FactsFile} from '@site/src/plugins/facts/files';

export default function FileLink({of, children}: {of: FactsFile; children?: ReactNode}): ReactNode {
  const href = useBaseUrl(`/${factsFiles[of]}`);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a file of the build, not a route
    <a href={href} type={of === 'feed' ? 'application/atom+xml' : 'application/json'}>
      {children ?? <code>/{factsFiles[of]}</code>}
    </a>
  );
}
