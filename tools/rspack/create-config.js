// The one rspack + Module Federation configuration every app builds with.
const { existsSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { APPS, DEV_API_PORT, remotesManifest } = require('./apps');
const { PrecompressPlugin } = require('./compress-plugin');

const root = join(__dirname, '..', '..');
/** CommonJS entry files of the federation runtime packages, each with an ES module build beside it. */
const federationCjsEntries = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/error-codes'].map((pkg) => {
  const cjs = require.resolve(pkg, { paths: [root] });
  const esm = ['.js', '.mjs'].map((ext) => cjs.replace(/\.cjs$/, ext)).find((file) => existsSync(file));
  return [cjs, esm];
});

/**
 * React Router's package exports point every condition at its development build (warnings and
 * checks, about 20 KB gzipped more); production builds take the production files it ships beside them.
 */
const reactRouterDist = join(dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist', 'production');
const reactRouterProduction = {
  'react-router$': join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': join(reactRouterDist, 'dom-export.mjs'),
};

/** TypeScript and TSX through rspack's built-in SWC loader (the React automatic runtime). */
const typescriptRule = ({ target, development = false }) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } }, target } },
});

/**
 * Shared singletons, listed by hand: one React, one router, one query client, one form library,
 * one schema library with the contracts built on it, and one design system (libs/ui) serve the
 * shell and every remote, so a remote never downloads its own copy.
 *
 * A remote accepts any version of the same major (`^19.0.0`), and `strictVersion` makes one built
 * against another major fail to load, with the shell naming the library and both versions,
 * instead of running on an incompatible copy with a console warning.
 */
function sharedModules() {
  const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
  const sameMajor = (version) => {
    const [major, minor] = version.split('.');
    return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
  };
  const singleton = (pkg, importPath = pkg) => ({ [importPath]: { singleton: true, strictVersion: true, requiredVersion: sameMajor(versionOf(pkg)) } });
  return {
    ...singleton('react'),
    ...singleton('react', 'react/jsx-runtime'),
    ...singleton('react-dom'),
    ...singleton('react-dom', 'react-dom/client'),
    // The router through @dct/router: its chosen parts, not all of React Router (see libs/router).
    ...singleton('@dct/router'),
    ...singleton('@tanstack/react-query'),
    // libs/ui's form hook wraps it and remotes' zod resolvers call it: one copy for the page.
    ...singleton('react-hook-form'),
    ...singleton('zod'),
    ...singleton('@dct/contracts'),
    ...singleton('@dct/contracts', '@dct/contracts/schemas'),
    ...singleton('@dct/ui'),
    // The form hook apart, so react-hook-form loads with the first form (see libs/ui/src/forms).
    ...singleton('@dct/ui', '@dct/ui/forms'),
    // Each resource's queries and mutations, and the typed client: one copy for the page.
    ...singleton('@dct/data'),
    // Choosing a visit's dealer (the combobox and the add-dealer panel): one copy for the remotes
    // that use it (mf-visits and the assistant). Not a singleton: it holds no state, and the shell,
    // which provides every singleton, has no use for it.
    '@dct/dealers': { singleton: false, requiredVersion: sameMajor(versionOf('@dct/dealers')) },
  };
}

/** Emits remotes.json beside the shell's index.html. */
class RemotesJsonPlugin {
  constructor(mode) {
    this.mode = mode;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = `${JSON.stringify(remotesManifest(this.mode), null, 2)}\n`;
        compilation.emitAsset('remotes.json', new rspack.sources.RawSource(json));
      });
    });
  }
}

/** Names the web app manifest and its icon in the shell's page (shell/pwa builds them beside it). */
class WebAppManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('WebAppManifestPlugin', (data) => {
        const tags =
          '<meta name="theme-color" content="#1d4ed8"><link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/icon-192.png">';
        data.html = data.html.replace('</head>', `${tags}</head>`);
        return data;
      });
    });
  }
}

/**
 * @param {{ app: keyof typeof APPS, dir: string, title: string, exposes?: Record<string, string> }} options
 */
function createConfig({ app, dir, title, exposes }) {
  const { name, devPort } = APPS[app];
  const isHost = name === 'shell';
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps hold no sources and the bundles do not point at them (the server sends them only with SOURCE_MAPS=true).
      devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-nosources-source-map',
      output: {
        path: join(dir, 'dist'),
        // Remotes load their chunks relative to their manifest, so a bundle can live at any URL.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
        cssFilename: dev ? '[name].css' : 'static/css/[name].[contenthash:10].css',
        cssChunkFilename: dev ? '[name].css' : 'static/css/[name].[contenthash:10].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        // The federation plugin imports its bundler runtime by the CommonJS file, which pulls in the
        // whole SDK; the ES module build lets unused parts (node loaders, config helpers) drop out.
        alias: { ...Object.fromEntries(federationCjsEntries.filter(([, esm]) => esm)), ...(dev ? {} : reactRouterProduction) },
      },
      experiments: { css: true },
      module: {
        rules: [typescriptRule({ target: 'es2020', development: dev }), { test: /\.css$/, type: 'css/auto' }],
      },
      optimization: { minimize: !dev },
      performance: { hints: false },
      plugins: [
        new rspack.HtmlRspackPlugin({
          title,
          template: join(__dirname, 'index.html'),
          favicon: join(__dirname, 'favicon.svg'),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedModules(),
          manifest: true,
          dts: false,
          // Every app is built from one lock file, so the copy already loaded is the one to use: a shared
          // library needed later (a form's react-hook-form) must not fetch every remote's entry to compare
          // versions, as 'version-first' does. A remote built against another major is still refused.
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides it and the remotes' entries use it
          // (about 20 KB gzipped less for each remote). A remote's standalone dev page has no
          // host, so development builds keep their own.
          // Remotes load no remotes of their own (a RemoteSlot goes through the shell's runtime), and
          // every build runs in browsers only, so the node script loader is left out.
          experiments: dev
            ? {}
            : isHost
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
        ...(isHost ? [new RemotesJsonPlugin(mode)] : []),
        ...(isHost && !dev ? [new WebAppManifestPlugin()] : []),
        ...(dev ? [] : [new PrecompressPlugin()]),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The shell keeps the API's origin under /api, so cookies and the Origin check work as in production.
        proxy: isHost ? [{ context: ['/api'], target: `http://localhost:${DEV_API_PORT}` }] : [],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, typescriptRule };
