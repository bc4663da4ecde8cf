// Used by jest only (it runs in Node, hence `node: current`); webpack compiles the app with
// ts-loader at tsconfig's ES2022, which every browser of package.json's browserslist runs
// (Chrome/Edge/Firefox ≥ 100, Safari ≥ 15), so nothing the supported phones run is transpiled.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
};
