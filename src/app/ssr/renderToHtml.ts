import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The whole markup of `app` once every Suspense boundary is ready, each in its place. Not
 * streamed: Emotion extracts the CSS a page uses from its finished markup (its extraction does not
 * work on React's streams, emotion-js/emotion#2800), and the data is fetched before rendering
 * anyway. Not renderToString: that sends a boundary whose lazy code is still loading to the client
 * to render, which hydration reports as an error.
 */
export function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(app, {
      // Every boundary in place: React would otherwise move large ones in with inline scripts,
      // which the shop's Content-Security-Policy (script-src 'self') forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

// What React writes ahead of the markup when it renders no <html> of its own: preloads of the
// pictures marked fetchPriority="high" (and any other hoisted resource). They belong in <head>.
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)+/;

/** Splits the resources React hoisted to the front of `html` from the markup itself. */
export function splitHoisted(html: string): { resources: string; markup: string } {
  const resources = LEADING_RESOURCES.exec(html)?.[0] ?? '';
  return { resources, markup: html.slice(resources.length) };
}
