// Wraps the theme's MDX components so every page can use the site's own
// components without importing them.
import MDXComponents from '@theme-original/MDXComponents';
import Banner from '@site/src/components/Banner';
import ExternalLink from '@site/src/components/ExternalLink';
import Upcoming from '@site/src/components/Upcoming';

export default {
  ...MDXComponents,
  Banner,
  ExternalLink,
  Upcoming,
};
