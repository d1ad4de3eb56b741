import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import type {BannerName} from '@site/src/data/banners';
import Art from './waves.svg';
import styles from './styles.module.css';

interface Props {
  readonly name: BannerName;
}

/**
 * A page banner: its headline and subtitle are HTML text (they wrap, scale,
 * are searchable and read by screen readers) over the decorative artwork,
 * drawn inline (no image request before the first paint, no layout shift).
 * Pages import it (it is not a global MDX component: main.js stays without
 * its artwork).
 */
export default function Banner({name}: Props): ReactNode {
  const {banners} = useSiteData();
  const {headline, subtitle} = banners[name];
  return (
    <div className={styles.banner}>
      <Art className={styles.art} aria-hidden="true" focusable="false" preserveAspectRatio="xMinYMax slice" />
      <div className={styles.text}>
        <p className={styles.headline}>{headline}</p>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </div>
  );
}
