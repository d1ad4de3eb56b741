/**
 * main.js and its runtime start with V8's compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136+; other engines read a comment): their functions are compiled
 * while the files download, off the main thread, instead of one by one on the
 * main thread the first time each runs, which for the page's content
 * components is the first page change. The bundler's own BannerPlugin through
 * the public `configureWebpack`: no patch, so every build has it (SX_STOCK too).
 */
import type {Plugin} from '@docusaurus/types';

/** The first line of main.js and its runtime (V8's explicit compile hint for a whole file). */
export const compileHint = '//# allFunctionsCalledOnLoad';

export default function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            entryOnly: true,
            // Scripts only: the entry's stylesheet is in the same chunk, and the line would void its first rule.
            test: /\.js$/,
            // After the minifier, which drops comments; before the content hash of the file name.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
