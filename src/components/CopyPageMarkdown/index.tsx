import {useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {markdownFileFor} from '@site/src/lib/markdown/paths';
import styles from './styles.module.css';

interface Props {
  /** The page's route, e.g. "/tokenomics" (its Markdown copy is /tokenomics.md). */
  readonly path: string;
  /** Extra links shown in the same bar (the introduction adds the PDF). */
  readonly children?: ReactNode;
}

type Status = 'idle' | 'copied' | 'failed';

async function copy(url: string): Promise<void> {
  const text = async () => {
    const res = await fetch(url);
    if (!res.ok) {
      throw new Error(`${url}: ${res.status}`);
    }
    return res.text();
  };
  // Safari allows a clipboard write after a fetch only through a ClipboardItem promise.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text().then((t) => new Blob([t], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text());
  }
}

/**
 * "Copy page as Markdown": copies the page's Markdown copy (generated at build
 * time by src/plugins/llms) to the clipboard, for pasting into an editor or an
 * AI assistant; "View as Markdown" opens it. The result is announced politely.
 */
export default function CopyPageMarkdown({path, children}: Props): ReactNode {
  const url = useBaseUrl(`/${markdownFileFor(path)}`);
  const [status, setStatus] = useState<Status>('idle');
  const onClick = () => {
    copy(url).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={`${styles.bar} site-no-print`} data-md-skip>
      <button type="button" className={styles.button} onClick={onClick}>
        Copy page as Markdown
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a generated file, not a route */}
      <a className={styles.view} href={url}>
        View as Markdown
      </a>
      {children}
      <span className={styles.status} role="status">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed: use "View as Markdown"' : ''}
      </span>
    </div>
  );
}
