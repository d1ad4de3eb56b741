/**
 * Local Docusaurus plugin: the code colours, written at build time from
 * prism-react-renderer's own themes (github light, dracula dark: the
 * framework's defaults) as CSS on Prism's token classes, so no colour is
 * copied into the site. The site config names an empty Prism theme, so main.js
 * carries none of this; src/theme/CodeBlock imports the file
 * (`@generated/prism-colours/prism.css`), which the bundler puts in the site's
 * one stylesheet (about 0.5 KiB gzip).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themes} from 'prism-react-renderer';
import {prismCss} from './css';

export default function prismColoursPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'prism-colours', 'prism.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${prismCss(themes.github, themes.dracula)}\n`);
  return {name: 'prism-colours'};
}
