/**
 * Writes one HTML file per entry route (src/app/prerender/renderRoute.tsx) beside index.html:
 * the template HtmlWebpackPlugin made, with the route's first screen in #root, the critical CSS and
 * head tags it needs, and the downloads its first render waits for started at once — the route's
 * lazy chunks (preload) and store info (a fetch preload the API client's own request picks up).
 * Runs before InjectManifest, so the service worker's precache sees the final files.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Compilation, Compiler } from 'webpack';

interface PrerenderedPage {
  file: string;
  path: string;
  pattern: string;
  unlessQuery: string[];
  html: string;
  head: string;
  styles: string;
  /** The screen module the route loads lazily (path from the project root). */
  screen: string;
}

interface Options {
  /** API_BASE_URL as the build has it: '' when the app derives it at run time. */
  apiBaseUrl: string;
}

const NAME = 'PrerenderPlugin';
/** Which file answers which addresses, for the server (server/src/http/prerendered.ts). */
export const PRERENDER_MANIFEST = 'prerendered.json';

// As HtmlWebpackPlugin's minifier may leave it.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The links that start a page's downloads together with the main bundle. */
export function networkHints(apiBaseUrl: string, chunkFiles: string[], publicPath: string): string {
  const links = chunkFiles.map((file) => `<link rel="preload" as="script" href="${escapeAttr(publicPath + file)}">`);
  const base = apiBaseUrl.trim().replace(/\/+$/, '');
  // Without a build-time base the app finds the API from the page's host: nothing to name here.
  if (base) {
    // Credentials "include", as the API client fetches (src/api/baseQuery.ts): else no reuse.
    links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(`${base}/storeInfo`)}">`);
    if (/^https?:\/\//i.test(base)) {
      links.unshift(`<link rel="preconnect" href="${escapeAttr(new URL(base).origin)}" crossorigin="use-credentials">`);
    }
  }
  return links.join('');
}

interface ModuleLike {
  resource?: string;
  /** A concatenated module's parts (production builds join a chunk's modules into one). */
  modules?: ModuleLike[];
}

const isOrHolds = (module: ModuleLike, resource: string): boolean =>
  module.resource === resource || (module.modules ?? []).some((part) => isOrHolds(part, resource));

/** The files of the async chunk groups that hold `resource` (the route's lazy screen). */
function chunkFilesOf(compilation: Compilation, resource: string): string[] {
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)] as ModuleLike[];
    const holds = modules.some((module) => isOrHolds(module, resource));
    if (!holds || chunk.canBeInitial()) continue;
    for (const group of chunk.groupsIterable) {
      if (group.isInitial()) continue;
      for (const groupChunk of group.chunks) for (const file of groupChunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  if (files.size === 0) throw new Error(`${NAME}: no lazy chunk holds ${resource}`);
  return [...files];
}

export class PrerenderPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After HtmlWebpackPlugin wrote index.html, before InjectManifest lists the files.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const template = compilation.getAsset('index.html')?.source.source().toString();
          if (!template) throw new Error(`${NAME}: HtmlWebpackPlugin wrote no index.html`);
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const pages = await renderPages(compiler.context);
          const manifest = pages.map(({ file, pattern, unlessQuery }) => ({ file, pattern, unlessQuery }));
          compilation.emitAsset(PRERENDER_MANIFEST, new sources.RawSource(JSON.stringify(manifest)));
          for (const page of pages) {
            const chunks = chunkFilesOf(compilation, path.resolve(compiler.context, page.screen));
            const head = page.head + page.styles + networkHints(this.options.apiBaseUrl, chunks, publicPath);
            if (!EMPTY_ROOT.test(template)) throw new Error(`${NAME}: index.html has no empty <div id="root"></div>`);
            // Functions, not strings: a `$` in the markup must not be read as a replacement pattern.
            const html = template.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
            compilation.emitAsset(page.file, new sources.RawSource(html));
          }
        },
      );
    });
  }
}

async function renderPages(root: string): Promise<PrerenderedPage[]> {
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'prerender.ts')],
    // React's production build, as the page runs; the rest of the environment (API_BASE_URL, PUBLIC_URL) as the build's.
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as PrerenderedPage[];
}
