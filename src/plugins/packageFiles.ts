/**
 * Where installed packages' files are, for the plugins that alias or replace
 * one of them (lazy-prism, page-change, slim-bundle, staged-start).
 */
import path from 'node:path';

/** An installed package's folder, resolved as Node would from `from` (default: this site). */
export function packageDir(name: string, from?: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, from ? {paths: [from]} : undefined));
}

/** A file of the Docusaurus core's browser code, e.g. coreClientFile('App.js'). */
export function coreClientFile(...parts: string[]): string {
  return path.join(packageDir('@docusaurus/core'), 'lib', 'client', ...parts);
}

/** A file of the classic theme's compiled code, e.g. themeFile('theme', 'Footer', 'index.js'). */
export function themeFile(...parts: string[]): string {
  return path.join(packageDir('@docusaurus/theme-classic'), 'lib', ...parts);
}
