import type {ReactNode} from 'react';
import type {OpenFact} from '@site/src/data/product';

interface Props {
  /** Facts from src/data, each with its value or null while the project has not set it. */
  readonly facts: readonly OpenFact[];
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One paragraph for a section's open questions: each set fact as "Label: value."
 * and every unset one in a single "Not set yet: …" sentence, so a page says
 * "not set yet" once per section however many facts are missing.
 */
export default function OpenFacts({facts}: Props): ReactNode {
  const set = facts.filter((f) => f.value !== null);
  const unset = facts.filter((f) => f.value === null);
  if (facts.length === 0) return null;
  return (
    <p data-open-facts="">
      {set.map((f) => `${capital(f.label)}: ${f.value}. `).join('')}
      {unset.length > 0 ? `Not set yet: ${unset.map((f) => f.label).join('; ')}.` : null}
    </p>
  );
}
