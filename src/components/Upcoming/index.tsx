import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import type {FeatureId} from '@site/src/data/status';
import styles from './styles.module.css';

interface Props {
  /** Feature from src/data/status.ts: the badge shows only until the phase that ships it is reached. */
  readonly of: FeatureId;
}

/**
 * The one badge that marks a product or feature as not live yet. It follows
 * the switch (currentPhase in src/data/roadmap.ts): once the feature's phase
 * is reached it renders nothing, so no page keeps a stale "Upcoming".
 */
export default function Upcoming({of}: Props): ReactNode {
  const {features, currentPhase} = useSiteData();
  return currentPhase >= features[of].phase ? null : (
    <span className={styles.badge} data-upcoming={of}>
      Upcoming
    </span>
  );
}
