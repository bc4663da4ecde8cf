import { nextTask } from '@/utils/nextTask';

// The bundle's code runs in a few tasks instead of one: React DOM, the store with its endpoints
// and slices, MUI with the theme, the header, the footer, the rest of the layout, the route table, then the start each
// take a task of their own (their modules are in the entry's chunks: "eager" imports only put off running them), so
// the browser can paint and answer input between them. Measured under 4× CPU slowdown, the one
// task of main.js was the page's longest (docs/server-rendering.md). Each step is marked for the
// browser's performance panel.
const STEPS: Array<[string, () => Promise<unknown>]> = [
  ['react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
  ['store', () => import(/* webpackMode: "eager" */ '@/app/store')],
  ['theme', () => import(/* webpackMode: "eager" */ '@/theme/theme')],
  ['header', () => import(/* webpackMode: "eager" */ '@/app/shell/Header')],
  ['footer', () => import(/* webpackMode: "eager" */ '@/app/shell/Footer')],
  ['layout', () => import(/* webpackMode: "eager" */ '@/app/shell/MainLayout')],
  ['routes', () => import(/* webpackMode: "eager" */ '@/app/routes')],
];

async function boot() {
  for (const [name, load] of STEPS) {
    performance.mark(`boot:${name}`);
    await load();
    await nextTask();
  }
  performance.mark('boot:start');
  const { start } = await import(/* webpackMode: "eager" */ '@/app/start');
  await start();
}

void boot();
