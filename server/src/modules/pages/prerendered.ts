import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One entry of the build's prerendered.json (scripts/PrerenderPlugin.ts). */
interface PrerenderedEntry {
  file: string;
  /** A path pattern (`/product/:id`), the same syntax for the app's router and Fastify's. */
  pattern: string;
  /** With one of these query parameters the page is another (a category's listing): index.html. */
  unlessQuery: string[];
}

function readManifest(appDir: string): PrerenderedEntry[] {
  const file = path.join(appDir, 'prerendered.json');
  // A development build or an older one has no prerendered pages: index.html answers everything.
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderedEntry[];
}

/**
 * Answers each entry route with the page prerendered for it (its first screen in the HTML), any
 * other app address with index.html as before.
 */
export function prerenderedPages(app: FastifyInstance, appDir: string) {
  for (const entry of readManifest(appDir)) {
    const answer = async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
      const other = entry.unlessQuery.some((name) => request.query[name] !== undefined);
      return reply.sendFile(other ? 'index.html' : entry.file);
    };
    app.get(entry.pattern, answer);
  }
}
