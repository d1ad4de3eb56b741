// Ejected so a page that crashes shows the spec's error heading, its message and a retry.
import type {ReactNode} from 'react';
import type {Props} from '@theme/ErrorPageContent';
import ErrorScreen from '@site/src/components/ErrorScreen';

/** The error's message followed by those of its causes. */
function messages(error: Error): string {
  const chain: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 5) {
    chain.push(current.message);
    current = current.cause;
  }
  return chain.join('\nCause: ');
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <ErrorScreen detail={messages(error)} onRetry={tryAgain} />;
}
