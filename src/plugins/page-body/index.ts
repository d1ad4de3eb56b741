/**
 * A doc page's first load without its content's JavaScript (issue 18). The
 * built page already holds the content as HTML; hydrating it meant fetching
 * the page's compiled MDX (up to 8 KiB gzip) and rendering all of it again,
 * only to find the same DOM. In the production client build this plugin
 * splits each doc page's module in two (./split.cjs): the head (front
 * matter, table of contents, metadata), which the page frame needs, and the
 * body, which the route loads only when the page is rendered by the browser:
 * on a page change. The page shown at load keeps its server HTML
 * (src/theme/DocItem/Content) and loads its body only if it has parts that
 * need it (buttons). The server build and development keep whole modules.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Doc pages of the current and released versions, and the partials they
 * import (`_` files: a page's head imports a partial's for its table of contents).
 */
export function isDocModule(siteDir: string, file: string): boolean {
  const top = path.relative(siteDir, file).split(path.sep)[0];
  return /\.mdx?$/.test(file) && (top === 'docs' || top === 'versioned_docs');
}

export default function pageBody(context: LoadContext): Plugin {
  return {
    name: 'page-body',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      // Pushed, not returned: the bundler's rule check refuses a RegExp made in the config's context.
      config.module?.rules?.push({
        test: (file: string) => isDocModule(context.siteDir, file),
        enforce: 'post',
        use: [
          {
            loader: path.join(__dirname, 'loader.cjs'),
            options: {pageBodyModule: path.join(context.siteDir, 'src', 'lib', 'client', 'pageBody.tsx')},
          },
        ],
      });
      return {};
    },
  };
}
