/**
 * Local Docusaurus plugin: the stylesheet behind each page's one "not set yet"
 * notice (src/components/Placeholder, PlaceholderNotice). Written at build
 * time from src/data (every fact of placeholders.ts, every fact of unset.ts
 * and every link of links.ts: the marks a page can list), it shows the notice
 * on a page whose content marks one of them, and in it every item the page
 * marks and their count (CSS :has() and a counter, no script).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as data from '../../data/all';
import {placeholderFacts, placeholderNotice} from '../../data/placeholders';
import {unsetFactsOf} from '../../data/unset';
import {linkIds} from '../../data/links';
import {placeholderNoticeCss} from '../../components/Placeholder/noticeCss';

export default function placeholderNoticePlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'placeholder-notice', 'notice.css');
  mkdirSync(path.dirname(file), {recursive: true});
  const fields = [
    ...placeholderFacts.map((p) => p.field),
    ...unsetFactsOf(data).map((f) => f.field),
    ...linkIds.map((id) => `links.${id}`),
  ];
  writeFileSync(file, `${placeholderNoticeCss(fields, placeholderNotice)}\n`);
  return {name: 'placeholder-notice', getClientModules: () => [file]};
}
