import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Links} from '@site/src/data/links';

/** The site's external links, as resolved at build time by docusaurus.config.ts. */
export default function useLinks(): Links {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields as {links: Links}).links;
}
