/**
 * The parts every doc page renders, in main.js instead of one small chunk
 * each: the docs layout (DocsRoot, DocRoot, DocVersionRoot), the page frame
 * (DocItem, with the sidebar, table of contents and MDX components it
 * imports). Each was its own request on every page; a chunk whose
 * modules are all in main.js is not emitted, so only the page's own content
 * is fetched on a page change. Docusaurus loads client modules with
 * `require()`, which keeps these exports (and so the modules) in the bundle.
 */
export {default as DocsRoot} from '@theme/DocsRoot';
export {default as DocRoot} from '@theme/DocRoot';
export {default as DocVersionRoot} from '@theme/DocVersionRoot';
