/**
 * Build of the minimal app (bench/minimal), with the storefront's loader and output target so the
 * two bundles differ only in what they contain. Packages resolve from the repository's node_modules.
 *
 *   npx webpack --mode production --config bench/minimal/webpack.config.mjs   -> bench/minimal/dist
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv = {}) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    context: dir,
    target: ['web', 'es2020'],
    entry: { main: path.join(dir, 'src', 'index.tsx') },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public', 'index.html'),
        inject: 'head',
        scriptLoading: 'defer',
        minify: { collapseWhitespace: true, removeComments: true },
      }),
    ],
    optimization: { runtimeChunk: 'single' },
    performance: false,
    // 'normal' keeps the module list in `--json` stats, which the bench's bundle analysis reads.
    stats: 'normal',
  };
};
