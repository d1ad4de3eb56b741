import type {ReactNode} from 'react';
import type {OpenFact} from '@site/src/data/product';
import {openFactField} from '@site/src/data/unset';
import {NoticeMark} from '@site/src/components/Placeholder';

interface Props {
  /** Facts from src/data, each with its value or null while the project has not set it. */
  readonly facts: readonly OpenFact[];
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A section's open questions: each set fact as "Label: value.", and each
 * unset one only marked (invisible), so the page's one "not set yet" notice
 * lists it and the section does not list it again.
 */
export default function OpenFacts({facts}: Props): ReactNode {
  const set = facts.filter((f) => f.value !== null);
  const unset = facts.filter((f) => f.value === null);
  const marks = unset.map((f) => <NoticeMark key={f.label} field={openFactField(f)} />);
  if (set.length === 0) return <>{marks}</>;
  return (
    <p data-open-facts="">
      {set.map((f) => `${capital(f.label)}: ${f.value}.`).join(' ')}
      {marks}
    </p>
  );
}
