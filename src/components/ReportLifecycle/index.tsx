import type {ReactNode} from 'react';
import StepFlow from '@site/src/components/StepFlow';
import {useSiteData} from '@site/src/data/context';

/** The stages of a bug-bounty report, from submission to closing. */
export default function ReportLifecycle({
  title = 'Bug report lifecycle',
  captionHidden,
}: {
  readonly title?: string;
  readonly captionHidden?: boolean;
}): ReactNode {
  const {reportLifecycle} = useSiteData();
  return (
    <StepFlow
      title={title}
      summary={`Every report passes through ${reportLifecycle.length} stages, in this order.`}
      steps={reportLifecycle.map((label) => ({label}))}
      captionHidden={captionHidden}
    />
  );
}
