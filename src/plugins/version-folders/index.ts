/**
 * With `trailingSlash: false` a released version's introduction is built as
 * `<v>.html` next to the folder `<v>/` of its other pages, so a static host
 * answers `/<v>/` with 404. This writes `<v>/index.html`, a plain redirect
 * (no script) to `/<v>`, for every released version in versions.json.
 */
import {existsSync, readFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function redirectPage(target: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${target}">
</head>
<body>
<p><a href="${target}">${title}</a></p>
</body>
</html>
`;
}

export default function versionFolders(context: LoadContext): Plugin {
  return {
    name: 'version-folders',
    async postBuild({outDir, siteConfig}) {
      const file = path.join(context.siteDir, 'versions.json');
      const versions: string[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
      for (const v of versions) {
        const index = path.join(outDir, v, 'index.html');
        if (existsSync(path.join(outDir, v)) && !existsSync(index)) {
          await writeFile(index, redirectPage(`${siteConfig.baseUrl}${v}`, `${siteConfig.title} ${v}`));
        }
      }
    },
  };
}
