/**
 * The theme components in src/theme that import from the theme's private entry
 * (`@docusaurus/theme-common/internal`), each name declared with why. They are
 * swizzles, not framework patches (src/plugins/patches.ts): every build has them,
 * SX_STOCK too, so every build checks them, and an undeclared import from that
 * entry stops the build as well.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {exportsOf, importedNames} from './patches';

/** The theme's private entry point: exports with no public equivalent, which a minor version may move. */
export const themeInternalEntry = '@docusaurus/theme-common/internal';

/** Each component's imports from that entry, and why. */
export const themeInternals: readonly {
  readonly file: string;
  readonly names: readonly string[];
  readonly why: string;
}[] = [
  {
    file: 'src/theme/DocSidebarItem/Category/index.tsx',
    names: ['isSamePath'],
    why: "the ejected sidebar section compares its link with the page's path as the theme does (its current-page state)",
  },
  {
    file: 'src/theme/Navbar/MobileSidebar/index.tsx',
    names: ['useNavbarMobileSidebar'],
    why: 'the wrapped mobile menu reads whether it is shown and closes it on Esc (the theme has no public hook for it)',
  },
];

/**
 * What is wrong with the declared internal imports: a name `entryFile` no longer exports (naming both files),
 * or an import from the internal entry in `themeDir` that `themeInternals` does not declare.
 */
export function themeInternalProblems(
  entryFile: string = require.resolve(themeInternalEntry),
  root: string = path.join(__dirname, '..', '..'),
): string[] {
  const importPattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${themeInternalEntry}['"]`, 'g');
  const imported = (text: string) => [...text.matchAll(importPattern)].flatMap((m) => importedNames(m[1]!));
  const themeDir = path.join(root, 'src', 'theme');
  const undeclared = readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .flatMap((file) => {
      const rel = path.posix.join('src', 'theme', file.split(path.sep).join('/'));
      const declared = themeInternals.find((d) => d.file === rel)?.names ?? [];
      return imported(readFileSync(path.join(themeDir, file), 'utf8'))
        .filter((name) => !declared.includes(name))
        .map(
          (name) => `${rel} imports ${name} from ${themeInternalEntry}: declare it in src/plugins/theme-internals.ts`,
        );
    });
  const exported = existsSync(entryFile) ? exportsOf(readFileSync(entryFile, 'utf8')) : [];
  const gone = themeInternals.flatMap(({file, names}) =>
    names
      .filter((name) => !exported.includes(name))
      .map((name) => `${file} imports ${name} from ${themeInternalEntry}, which ${entryFile} no longer exports`),
  );
  return [...gone, ...undeclared];
}

/** Checks the theme components' internal imports when the build starts (every build, SX_STOCK too). */
export default function checkThemeInternals(): Plugin {
  const problems = themeInternalProblems();
  if (problems.length > 0) {
    throw new Error(
      `[patches] theme components rely on framework internals that changed:\n  - ${problems.join('\n  - ')}\n` +
        'Update the component (src/plugins/theme-internals.ts says what it relies on and why).',
    );
  }
  return {name: 'theme-internals'};
}
