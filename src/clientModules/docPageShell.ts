/**
 * The page frame every doc page renders (DocItem, with the table of contents
 * and the MDX components it imports), in main.js like the docs layout of
 * ./docsShell.ts. A module of its own so that the production entry
 * (src/plugins/staged-start) can run it in a task of its own.
 */
export {default as DocItem} from '@theme/DocItem';
