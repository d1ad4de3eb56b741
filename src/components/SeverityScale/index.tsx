import type {ReactNode} from 'react';
import Figure from '@site/src/components/Figure';
import {seriesStyle} from '@site/src/components/Figure/palette';
import {fractionsOfMax} from '@site/src/components/Figure/geometry';
import {useSiteData} from '@site/src/data/context';
import type {BountyTier} from '@site/src/data/bounty';
import styles from './styles.module.css';

interface Props {
  /** Tiers from most to least severe. */
  readonly tiers?: readonly BountyTier[];
  readonly title?: string;
}

/** Palette slot per tier, most severe first (red-pink, orange, amber, slate). */
const TIER_COLOURS = [3, 4, 5, 8] as const;

/**
 * Maximum bug-bounty reward per severity, as bars to scale. The severity is
 * written on each row, so the colours only repeat it.
 */
export default function SeverityScale(props: Props): ReactNode {
  const {bountyTiers, usd} = useSiteData();
  const {tiers = bountyTiers, title = 'Bug bounty rewards by severity'} = props;
  const widths = fractionsOfMax(tiers.map((t) => t.maxRewardUsd));
  return (
    <Figure
      title={title}
      summary="The maximum reward in US dollars for each severity, most severe first."
      pictureNote="Bars are to scale.">
      <ol className={styles.scale}>
        {tiers.map((tier, i) => (
          <li key={tier.severity} className={styles.tier} style={seriesStyle(TIER_COLOURS[i] ?? i)}>
            <span className={styles.label}>{tier.label}</span>
            <svg
              className={styles.bar}
              viewBox="0 0 100 12"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false">
              <rect className={styles.track} x="0" y="0" width="100" height="12" />
              <rect className={styles.fill} x="0" y="0" width={Math.max(widths[i]! * 100, 1)} height="12" />
            </svg>
            <span className={styles.value}>
              <span className="sr-only">: </span>up to {usd(tier.maxRewardUsd)}
            </span>
          </li>
        ))}
      </ol>
    </Figure>
  );
}
