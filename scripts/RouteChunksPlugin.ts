/**
 * Writes route-chunks.json: for each named lazy chunk (a route's `webpackChunkName`, the same word
 * as its route `id`, src/app/routes.tsx), the JavaScript files it loads beyond the entry's. The
 * page server preloads them with the page it sends (src/app/ssr/pageServer.ts), so the screen's
 * code arrives with the bundle and the page hydrates without waiting for one more round trip.
 */
import type { Compiler } from 'webpack';

const NAME = 'RouteChunksPlugin';
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export class RouteChunksPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const routes: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          // Entry points are in index.html already.
          if (group.isInitial()) continue;
          routes[name] = group.getFiles().filter((file) => file.endsWith('.js'));
        }
        compilation.emitAsset(ROUTE_CHUNKS_FILE, new sources.RawSource(JSON.stringify(routes)));
      });
    });
  }
}
