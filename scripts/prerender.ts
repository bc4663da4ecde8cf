/**
 * Prints the first screen of every prerendered route as JSON (an array of PrerenderedPage), for
 * scripts/PrerenderPlugin.ts. Its own process: the app's modules load under tsx, with Node's
 * module system, apart from webpack's.
 */
import { PRERENDERED_ROUTES, renderRoute } from '@/build/prerender/renderRoute';

void Promise.all(PRERENDERED_ROUTES.map(async (route) => ({ ...route, ...(await renderRoute(route)) }))).then(
  (pages) => process.stdout.write(JSON.stringify(pages)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
