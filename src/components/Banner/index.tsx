import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSiteData} from '@site/src/data/context';
import type {BannerName} from '@site/src/data/banners';
import styles from './styles.module.css';

interface Props {
  readonly name: BannerName;
}

/** A page banner from static/img/banners: local, sized (no layout shift), with alt text. */
export default function Banner({name}: Props): ReactNode {
  const {src, width, height, alt} = useSiteData().banners[name];
  return (
    <img className={styles.banner} src={useBaseUrl(src)} width={width} height={height} alt={alt} decoding="async" />
  );
}
