/**
 * Writes one HTML file per entry route (src/app/prerender/renderRoute.tsx) beside index.html:
 * the template HtmlWebpackPlugin made, with the route's first screen in #root, the critical CSS and
 * head tags it needs, and store info's download started with the main bundle (a fetch preload the
 * API client's own request picks up). Runs before InjectManifest, so the service worker's precache
 * sees the final files.
 *
 * The route's lazy chunks are not preloaded: measured with Lighthouse's slow 4G (median of 3),
 * preloading them (8 files, 55 KB gzip on /) took bandwidth from the main bundle: FCP 0.8 → 1.5 s
 * and LCP 3.6–3.8 → 4.3 s on / and /products; at fetchpriority=low FCP was back but LCP was not.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Compiler } from 'webpack';
import { networkHints } from '../src/app/ssr/networkHints';

interface PrerenderedPage {
  file: string;
  path: string;
  pattern: string;
  unlessQuery: string[];
  html: string;
  head: string;
  styles: string;
}

interface Options {
  /** API_BASE_URL as the build has it: '' when the app derives it at run time. */
  apiBaseUrl: string;
}

const NAME = 'PrerenderPlugin';
/** Which file answers which addresses, for the server (server/src/modules/pages/prerendered.ts). */
export const PRERENDER_MANIFEST = 'prerendered.json';

// As HtmlWebpackPlugin's minifier may leave it.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

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
          const pages = await renderPages(compiler.context);
          const manifest = pages.map(({ file, pattern, unlessQuery }) => ({ file, pattern, unlessQuery }));
          compilation.emitAsset(PRERENDER_MANIFEST, new sources.RawSource(JSON.stringify(manifest)));
          for (const page of pages) {
            const head = page.head + page.styles + networkHints(this.options.apiBaseUrl);
            if (!EMPTY_ROOT.test(template)) throw new Error(`${NAME}: index.html has no empty <div id="root"></div>`);
            // Functions, not strings: a `$` in the markup must not be read as a replacement pattern.
            const html = template.replace('</head>', () => `${head}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
            // Left as React wrote it: webpack's HTML minifier (experiments.html "auto") would drop the
            // comments React hydrates by (text separators, Suspense boundaries).
            compilation.emitAsset(page.file, new sources.RawSource(html), { minimized: true });
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
