// Ejected so a page that crashes shows the spec's error heading, its message and a retry.
import {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/Error';
import ErrorScreen from '@site/src/components/ErrorScreen';

/** The error's message followed by those of its causes. */
export function messages(error: Error): string {
  const chain: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 5) {
    chain.push(current.message);
    current = current.cause;
  }
  return chain.join('\nCause: ');
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  // Leaving the broken page clears the error, so the next page renders.
  const {pathname} = useLocation();
  const crashedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== crashedAt.current) {
      tryAgain();
    }
  }, [pathname, tryAgain]);
  return <ErrorScreen detail={messages(error)} onRetry={tryAgain} />;
}
