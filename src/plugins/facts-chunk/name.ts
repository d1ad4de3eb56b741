/** The name of the shared facts chunk (assets/js/site-data.<hash>.js), for the plugin and its client module. */
export const factsChunkName = 'site-data';
