/**
 * The classic theme registers a client module that imports Prism on every
 * page. This plugin swaps that module for an empty one; src/theme/CodeBlock
 * loads Prism (and runs the language set-up) only where code is shown.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyPrism(): Plugin {
  const themeClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
    'prism-include-languages.js',
  );
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {[themeClientModule]: path.join(__dirname, 'empty.js')},
        },
      };
    },
  };
}
