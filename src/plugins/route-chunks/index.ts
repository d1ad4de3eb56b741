/**
 * What a route's prefetch must fetch besides the chunks the route names.
 *
 * The core prefetches, for each route in view, the chunks its route data
 * names (`@generated/routesChunkNames`), each by its own URL. A named chunk
 * often needs split chunks as well (the core's `common`, the site's facts
 * chunk, a library one page uses): the bundler loads them with it, but no
 * prefetch hinted them, so the page change fetched them over the network.
 *
 * The bundler knows each named chunk's group (the chunks an `import()` of it
 * loads). This plugin adds a bundler runtime function,
 * `__webpack_require__.sxRouteChunks`, with what the route chunks' groups
 * need besides themselves and the first load's chunks: `shared()`, the URLs
 * of the split chunks more than half of them need (every page's, listed once,
 * so a page added costs no byte here), and `extra(name)`, the URLs of the
 * other split chunks the named chunk needs. src/lib/client/routeChunks.ts
 * hints them when a route is prefetched (src/lib/client/hoverPreload.ts).
 * Public bundler API only (a runtime module, as the core's own `gca`), so
 * every build has it, SX_STOCK too.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {chunkNamesIn} from './names';

/** The runtime function's name, for the browser side (src/lib/client/routeChunks.ts). */
export const runtimeName = '__webpack_require__.sxRouteChunks';

/**
 * From what each named chunk needs besides itself (chunk ids): what more than half of those that need
 * any need (`shared`), and per name what else it needs (`extra`, only names that need more).
 */
export function splitNeeds(needs: ReadonlyMap<string, readonly (string | number)[]>): {
  shared: (string | number)[];
  extra: Record<string, (string | number)[]>;
} {
  const needing = [...needs.values()].filter((ids) => ids.length > 0);
  const count = new Map<string | number, number>();
  for (const ids of needing) for (const id of new Set(ids)) count.set(id, (count.get(id) ?? 0) + 1);
  const shared = [...count].filter(([, n]) => n > needing.length / 2).map(([id]) => id);
  const extra = Object.fromEntries(
    [...needs]
      .map(([name, ids]) => [name, [...new Set(ids)].filter((id) => !shared.includes(id))] as const)
      .filter(([, ids]) => ids.length > 0),
  );
  return {shared, extra};
}

interface ChunkLike {
  readonly id: string | number | null | undefined;
  readonly name?: string | null;
  canBeInitial(): boolean;
}

class RouteChunksPlugin {
  constructor(private readonly routesChunkNamesFile: string) {}

  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    const file = this.routesChunkNamesFile;
    class RouteChunksRuntimeModule extends RuntimeModule {
      constructor() {
        super('SxRouteChunks', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }

      override generate(): string {
        if (!existsSync(file)) {
          throw new Error(`[route-chunks] ${file} is gone: the core no longer writes its route data there`);
        }
        const names = new Set(chunkNamesIn(JSON.parse(readFileSync(file, 'utf8'))));
        const groups = this.compilation!.namedChunkGroups;
        const needs = new Map<string, (string | number)[]>();
        for (const name of names) {
          const group = groups.get(name);
          if (!group) continue; // in the first load's chunks (main.js)
          const chunks = group.chunks as unknown as ChunkLike[];
          needs.set(
            name,
            chunks
              .filter((c) => c.name !== name && !c.canBeInitial() && c.id !== null && c.id !== undefined)
              .map((c) => c.id!),
          );
        }
        const {shared, extra} = splitNeeds(needs);
        const url = `function(ids){return ids.map(function(id){return ${RuntimeGlobals.publicPath}+${RuntimeGlobals.getChunkScriptFilename}(id)}).filter(function(u){return u.indexOf("undefined")<0})}`;
        return `${runtimeName}=(function(){var u=${url},e=${JSON.stringify(extra)};return{shared:function(){return u(${JSON.stringify(shared)})},extra:function(n){return u(e[n]||[])},extras:${Object.keys(extra).length > 0}}})();`;
      }
    }
    compiler.hooks.thisCompilation.tap('SxRouteChunks', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('SxRouteChunks', (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        set.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new RouteChunksRuntimeModule());
      });
    });
  }
}

export default function routeChunks(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'route-chunks',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {plugins: [new RouteChunksPlugin(path.join(context.generatedFilesDir, 'routesChunkNames.json'))]};
    },
  };
}
