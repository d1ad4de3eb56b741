import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSiteData} from '@site/src/data/context';
import type {BannerName} from '@site/src/data/banners';
import styles from './styles.module.css';

interface Props {
  readonly name: BannerName;
}

/**
 * A page banner: its headline and subtitle are HTML text (they wrap, scale,
 * are searchable and read by screen readers) over the decorative artwork,
 * which is local and sized (no layout shift).
 */
export default function Banner({name}: Props): ReactNode {
  const {banners, bannerArt} = useSiteData();
  const {headline, subtitle} = banners[name];
  return (
    <div className={styles.banner}>
      <img
        className={styles.art}
        src={useBaseUrl(bannerArt.src)}
        width={bannerArt.width}
        height={bannerArt.height}
        alt=""
        decoding="async"
      />
      <div className={styles.text}>
        <p className={styles.headline}>{headline}</p>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </div>
  );
}
