/**
 * Webpack build of the storefront (loaded through ts-node; see the "ts-node" block of tsconfig.json).
 *
 *   npx webpack --mode production          -> dist/ (content-hashed, split vendor chunks)
 *   npx webpack serve --mode development   -> http://localhost:3000 (HMR, SPA fallback)
 *
 * Production builds also emit sw.js (src/sw, Workbox InjectManifest) precaching the build;
 * home.html, products.html and product.html: the first screen of each entry route in the HTML
 * without data (scripts/PrerenderPlugin.ts), for hosting without a Node server; route-chunks.json
 * (scripts/RouteChunksPlugin.ts); and the page server, dist/server/pages.js (a second, Node-target
 * build of src/app/ssr/serverEntry.ts), which renders each page with its data on request.
 *
 * Build-time environment:
 *   API_BASE_URL    base of the API, e.g. `/api/v1` (same origin) or `https://api.example.com/api/v1`.
 *                   Empty/unset: the app derives it from the page's host at run time.
 *   REDUX_DEVTOOLS  `true` enables the Redux DevTools in a production build (always on in development).
 *   PUBLIC_URL      the shop's origin, e.g. `https://www.shop.in`: the prerendered pages then carry their
 *                   canonical address, og:url and breadcrumbs (without it the app adds them once it runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { INLINE_SCRIPTS_FILE, InlineScriptPlugin } from './scripts/InlineScriptPlugin';
import { PRERENDER_MANIFEST, PrerenderPlugin } from './scripts/PrerenderPlugin';
import { ROUTE_CHUNKS_FILE, RouteChunksPlugin } from './scripts/RouteChunksPlugin';

const root = __dirname;
const appVersion = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
const srcDir = path.resolve(root, 'src');
const publicDir = path.resolve(root, 'public');

type Env = Record<string, string | boolean | undefined>;
interface Argv {
  mode?: Configuration['mode'];
}

/** Packages of the initial vendor chunks; anything used only by lazy routes stays in lazy chunks. */
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const MUI_PACKAGES =
  /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|clsx|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

/**
 * Text files are written compressed beside themselves (main.1a2b3c4d.js.br, .gz) at the highest
 * settings, once per build: the server sends those (@fastify/static's preCompressed) instead of
 * compressing each request at the fast setting it can afford per request (brotli 3–4). On a phone
 * on slow 4G every 20 KB of script is a tenth of a second before the page can be used.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const precompressed = () => [
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/** Where the page server's bundle goes, inside the app's folder (never served: server/src/http/pages.ts). */
const SERVER_DIR = 'server';

export default function config(env: Env = {}, argv: Argv = {}): Configuration | Configuration[] {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isProd = mode === 'production';
  const client = clientConfig(mode, isProd);
  // The dev server serves the browser's build only; `npm run build` makes both.
  return isProd && env.server !== 'false' ? [client, serverConfig(mode)] : client;
}

const resolveFor = (isProd: boolean): Configuration['resolve'] => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    '@': srcDir,
    '@rules': path.resolve(root, 'rules'),
    // React Router 7's package exports name only its development build (remix-run/react-router
    // #14102): production takes the identical production build, without the dev warnings.
    ...(isProd && {
      'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
      'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
    }),
  },
});

const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: { transpileOnly: true, compilerOptions: { sourceMap: true } },
  },
};

/**
 * What the client and the page server both read at build time (the same values on both sides), and
 * which of the two a build is: the routes' loaders exist in the page server's build only
 * (src/app/routes.tsx), so the browser's build leaves them out with their code.
 */
const definitions = (mode: string, side: 'client' | 'server') =>
  new webpack.DefinePlugin({
    'process.env.PAGE_SERVER': JSON.stringify(side === 'server' ? 'true' : ''),
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
    // Shown in, and written into, support recordings.
    'process.env.APP_VERSION': JSON.stringify(appVersion),
    'process.env.NODE_ENV': JSON.stringify(mode),
    'process.env.REDUX_DEVTOOLS': JSON.stringify(process.env.REDUX_DEVTOOLS ?? ''),
  });

/**
 * The page server: the same app, for Node, in one file with its packages (React's production
 * build among them), so it runs wherever dist/ is, without the sources. Not minified: its stack
 * traces stay readable and nobody downloads it.
 */
function serverConfig(mode: Configuration['mode']): Configuration {
  return {
    name: 'server',
    mode,
    target: 'node20',
    entry: { pages: path.resolve(srcDir, 'app', 'ssr', 'serverEntry.ts') },
    output: {
      path: path.resolve(root, 'dist', SERVER_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveFor(true),
    module: { rules: [typescriptRule] },
    plugins: [definitions(mode ?? 'production', 'server'), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    devtool: false,
    optimization: { minimize: false },
    performance: false,
    stats: 'errors-warnings',
  };
}

function clientConfig(mode: Configuration['mode'], isProd: boolean): Configuration {
  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT || 3000),
    host: 'localhost',
    historyApiFallback: true,
    hot: true,
    static: false,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  };

  return {
    name: 'client',
    mode,
    // package.json's browserslist (Chrome/Edge/Firefox ≥ 100, Safari ≥ 15, Samsung Internet ≥ 19):
    // webpack's runtime and the minifier write the syntax those browsers run, nothing older.
    target: 'browserslist',
    entry: { main: path.resolve(srcDir, 'index.tsx') },
    output: {
      path: path.resolve(root, 'dist'),
      publicPath: '/',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The page server's build writes its own folder.
      clean: { keep: new RegExp(`^${SERVER_DIR}/`) },
    },
    resolve: resolveFor(isProd),
    module: {
      rules: [
        typescriptRule,
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
        },
      ],
    },
    plugins: [
      definitions(mode ?? 'development', 'client'),
      new HtmlWebpackPlugin({
        template: path.resolve(publicDir, 'index.html'),
        inject: 'head',
        scriptLoading: 'defer',
        minify: isProd ? { collapseWhitespace: true, removeComments: true, removeRedundantAttributes: true } : false,
      }),
      // The tap keeper, inline at the top of the head: it works from the first paint (src/app/taps).
      new InlineScriptPlugin({ entry: path.resolve(srcDir, 'app', 'taps', 'earlyTaps.inline.ts'), minify: isProd }),
      // public/ is copied verbatim to the output root, but for index.html: HtmlWebpackPlugin's template.
      new CopyWebpackPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }] }),
      // The service worker exists only in production builds: the dev server and jest never register one.
      ...(isProd
        ? [
            // home.html, products.html, product.html: the first screen of each entry route.
            new PrerenderPlugin({ apiBaseUrl: process.env.API_BASE_URL ?? '' }),
            new RouteChunksPlugin(),
            new InjectManifest({
              swSrc: path.resolve(srcDir, 'sw', 'serviceWorker.ts'),
              swDest: 'sw.js',
              // The shell, every route chunk and the icons; not source maps, licence notes, robots.txt
              // or the manifest (the browser fetches that itself, and the server may fill in the store's name).
              // Nor the prerendered pages: offline, index.html answers every navigation.
              exclude: [
                /\.map$/,
                /\.txt$/,
                /\.webmanifest$/,
                /^icons\/apple-touch-icon/,
                /^(home|products?)\.html$/,
                PRERENDER_MANIFEST,
                ROUTE_CHUNKS_FILE,
                INLINE_SCRIPTS_FILE,
                // The compressed copies: the server picks them; the worker caches what it was sent.
                /\.(br|gz)$/,
              ],
              // Content-hashed names need no revision query when they are fetched.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            }),
            ...precompressed(),
          ]
        : []),
    ],
    devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: isProd
      ? {
          // The runtime changes whenever a lazy chunk's hash does; alone it keeps the entry cached.
          runtimeChunk: 'single',
          moduleIds: 'deterministic',
          splitChunks: {
            chunks: 'all',
            cacheGroups: {
              // Named groups take only modules of the initial chunks: what a lazy route alone needs
              // stays in that route's (or a shared async) chunk.
              react: { test: REACT_PACKAGES, name: 'react', chunks: 'initial', priority: 40, enforce: true },
              mui: { test: MUI_PACKAGES, name: 'mui', chunks: 'initial', priority: 30, enforce: true },
              vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 20, enforce: true },
              // MUI parts that several lazy chunks use (Alert, Divider, the text field family…) in
              // chunks of their own, shared by those screens, rather than copied into each of them.
              muiShared: { test: MUI_PACKAGES, chunks: 'async', minChunks: 2, minSize: 10_000, priority: 10, reuseExistingChunk: true },
              // The delivery check (with its sentences, rules/delivery.ts) serves the product page,
              // cart, checkout and payment, and dayjs several lazy screens: one shared chunk each
              // rather than a copy in every screen's.
              delivery: {
                test: /[\\/]src[\\/]features[\\/]delivery[\\/]|[\\/]rules[\\/]delivery\.ts$/,
                name: 'delivery',
                chunks: 'async',
                minChunks: 2,
                priority: 15,
                enforce: true,
              },
              dayjs: {
                test: /[\\/]node_modules[\\/]dayjs[\\/]/,
                name: 'dayjs',
                chunks: 'async',
                minChunks: 2,
                priority: 15,
                enforce: true,
              },
            },
          },
        }
      : { runtimeChunk: 'single' },
    performance: isProd ? { hints: 'warning', maxEntrypointSize: 800_000, maxAssetSize: 600_000 } : false,
    devServer,
    stats: isProd ? 'normal' : 'minimal',
    infrastructureLogging: { level: 'warn' },
  };
}
