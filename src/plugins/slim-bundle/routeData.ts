// The docs plugin's route context and the current version's route props in main.js
// (./index.ts › docsRouteData): a client module's exports keep the modules in the bundle.
export {default as docsPluginRoute} from '@sx/docs-plugin-route';
export {default as currentVersionProps} from '@sx/current-version-props';
