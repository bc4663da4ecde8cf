import path from 'node:path';
import { buildSync } from 'esbuild';
import { JSDOM } from 'jsdom';
import { inlineScriptHashes } from './InlineScriptPlugin';

describe('the hashes of inline scripts, as browsers compute them for script-src', () => {
  it('matches the hash the CSP specification gives for its example', () => {
    // CSP Level 3, "hash-source": <script>alert('Hello, world.');</script>
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('hashes each inline script and leaves out files and data scripts, which are not run inline', () => {
    const html =
      '<script>a()</script><script defer src=/main.js></script><script type="application/json" id="page-data">{}</script>' +
      '<script type="application/ld+json">{}</script><script>b()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});

describe('the tap keeper as the page runs it inline', () => {
  const code = buildSync({
    entryPoints: [path.resolve(__dirname, '../src/app/taps/earlyTaps.inline.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
  }).outputFiles[0]!.text;

  it('is one small script that needs nothing else loaded', () => {
    expect(code).not.toMatch(/\b(import|require)\s*\(/);
    expect(Buffer.byteLength(code)).toBeLessThan(2048);
  });

  it('keeps a tap from the moment it has run', () => {
    const { window } = new JSDOM('<div id="root"><button>UK 8</button></div>', { runScripts: 'outside-only' });
    window.eval(code);
    const size = window.document.querySelector('button')!;
    size.click();
    expect(size.hasAttribute('data-tap-pending')).toBe(true);
    expect((window as unknown as { __earlyTaps: { take(): unknown[] } }).__earlyTaps.take()).toHaveLength(1);
  });
});
