import type {ReactNode} from 'react';
import StepFlow, {type Step} from '@site/src/components/StepFlow';
import {useSiteData, type SiteData} from '@site/src/data/context';

type StepName = SiteData['governance']['flow'][number];

/** Notes under the steps, keyed by step name; values come from the governance data. */
function notesFor({governance, token, amount}: SiteData): Partial<Record<StepName, string>> {
  // The spec's threshold and period are examples until the project sets them: never shown as final.
  const example = governance.valuesAreExamples ? ' (example)' : '';
  return {
    'Proposal creation': `Needs at least ${amount(governance.proposalThresholdTokens)} ${token.ticker}${example}`,
    'Voting phase': `Only proposals with significant interest; open ${governance.votingPeriodDays} days${example}`,
    Implementation: `Carried out by ${governance.implementedBy}`,
  };
}

/** The path of a governance proposal, from creation to implementation. */
export default function ProposalFlow({title = 'Governance proposal flow'}: {readonly title?: string}): ReactNode {
  const data = useSiteData();
  const notes = notesFor(data);
  const steps: Step[] = data.governance.flow.map((label) => ({label, note: notes[label]}));
  return (
    <StepFlow title={title} summary={`A proposal goes through ${steps.length} steps, in this order.`} steps={steps} />
  );
}
