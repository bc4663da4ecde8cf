// What webpack's DefinePlugin sets in the page server's build (webpack.config.ts): the routes of
// src/app/routes.tsx carry their loaders. The browser's build, and the web tests, have none.
process.env.PAGE_SERVER = 'true';
