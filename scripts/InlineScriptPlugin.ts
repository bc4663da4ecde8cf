/**
 * Puts a small script inline at the top of index.html's head — the tap keeper
 * (src/app/taps/earlyTaps.inline.ts), which must run from the first paint, before any file has
 * arrived — and writes inline-scripts.json: the SHA-256 of every inline script of the built
 * index.html, as CSP source expressions. The reference server adds them to its pages'
 * `script-src`, which otherwise allows same-origin files only: no 'unsafe-inline' is needed.
 *
 * The entry is bundled alone by esbuild (an IIFE, minified), not by webpack: webpack would give
 * it a runtime of its own, for a script with no imports but its own module.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

const NAME = 'InlineScriptPlugin';
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/** The browsers of package.json's browserslist, in esbuild's words. */
const TARGET = ['chrome100', 'edge100', 'firefox100', 'safari15'];

/** Inline scripts of a document: `<script>` with no attributes (JSON data scripts have a type, and are not run). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP source expression of each inline script of `html`, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
}

export class InlineScriptPlugin {
  constructor(private readonly options: { entry: string; minify: boolean }) {}

  private bundle(): { code: string; inputs: string[] } {
    const result = buildSync({
      entryPoints: [this.options.entry],
      bundle: true,
      format: 'iife',
      minify: this.options.minify,
      target: TARGET,
      write: false,
      legalComments: 'none',
      metafile: true,
      absWorkingDir: process.cwd(),
    });
    const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(process.cwd(), file));
    return { code: result.outputFiles[0]!.text.trim(), inputs };
  }

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap(NAME, (data) => {
        const { code, inputs } = this.bundle();
        // Rebuilt each compilation: the dev server picks up a change to the keeper.
        for (const input of inputs) compilation.fileDependencies.add(input);
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {}, code);
        data.headTags.unshift(tag);
        return data;
      });
      // From index.html as written, after the minifiers (OPTIMIZE_SIZE): what browsers hash.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const html = compilation.getAsset('index.html')?.source.source().toString();
        if (!html) return;
        compilation.emitAsset(INLINE_SCRIPTS_FILE, new sources.RawSource(JSON.stringify({ 'script-src': inlineScriptHashes(html) })));
      });
    });
  }
}
