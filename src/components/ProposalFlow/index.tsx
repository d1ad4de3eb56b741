import type {ReactNode} from 'react';
import StepFlow, {type Step} from '@site/src/components/StepFlow';
import {useSiteData, type SiteData} from '@site/src/data/context';

type StepName = SiteData['governance']['flow'][number];

/** Notes under the steps, keyed by step name. The threshold and the period are in the page's rules table, once. */
function notesFor({governance}: SiteData): Partial<Record<StepName, string>> {
  return {
    'Proposal creation': 'Needs the proposal threshold',
    'Voting phase': 'Only proposals with significant interest; open for the voting period',
    Implementation: `Carried out by ${governance.implementedBy}`,
  };
}

/** The path of a governance proposal, from creation to implementation. */
export default function ProposalFlow({
  title = 'Governance proposal flow',
  captionHidden,
}: {
  readonly title?: string;
  readonly captionHidden?: boolean;
}): ReactNode {
  const data = useSiteData();
  const notes = notesFor(data);
  const steps: Step[] = data.governance.flow.map((label) => ({label, note: notes[label]}));
  return (
    <StepFlow
      title={title}
      summary={`A proposal goes through ${steps.length} steps, in this order.`}
      steps={steps}
      captionHidden={captionHidden}
    />
  );
}
