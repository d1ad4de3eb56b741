import type {ReactNode} from 'react';
import type {OpenFact} from '@site/src/data/product';
import {openFactField} from '@site/src/data/unset';

interface Props {
  /** Facts from src/data, each with its value or null while the project has not set it. */
  readonly facts: readonly OpenFact[];
}

const marks = (facts: readonly OpenFact[]): ReactNode =>
  facts.map((f) => <span key={f.label} hidden data-not-set={openFactField(f)} />);

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A section's open questions: each set fact as "Label: value." and every
 * unset one under a single "Not set yet", so a section says it once however
 * many facts are missing (a sentence for one or two, a list for more). Each
 * unset one is marked (`data-not-set`), so the page's notice lists it too.
 */
export default function OpenFacts({facts}: Props): ReactNode {
  const set = facts.filter((f) => f.value !== null);
  const unset = facts.filter((f) => f.value === null);
  const known = set.length > 0 ? <p>{set.map((f) => `${capital(f.label)}: ${f.value}.`).join(' ')}</p> : null;
  if (unset.length <= 2) {
    return (
      <>
        {known}
        {unset.length > 0 ? (
          <p data-open-facts="">
            Not set yet: {unset.map((f) => f.label).join('; ')}.{marks(unset)}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      {known}
      <p data-open-facts="">Not set yet:</p>
      <ul>
        {unset.map((f) => (
          <li key={f.label}>
            {capital(f.label)}
            {marks([f])}
          </li>
        ))}
      </ul>
    </>
  );
}
