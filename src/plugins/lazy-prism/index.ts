/**
 * The classic theme registers a client module that imports Prism on every
 * page. This plugin swaps that module for an empty one; src/theme/CodeBlock
 * loads Prism (and runs the language set-up) only where code is shown.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {themeFile} from '../packageFiles';

export default function lazyPrism(): Plugin {
  const themeClientModule = themeFile('prism-include-languages.js');
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
