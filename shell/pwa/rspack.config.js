// Builds the service worker (shell/dist/sw.js, served at /sw.js so its scope is the whole app)
// and copies the web app manifest and its icons beside index.html. Runs after the shell's own
// build, which empties dist first.
const { join } = require('node:path');
const { rspack } = require('@rspack/core');

const dist = join(__dirname, '..', 'dist');

module.exports = {
  mode: 'production',
  target: 'webworker',
  context: __dirname,
  entry: { sw: './src/service-worker.ts' },
  output: { path: dist, filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
      },
    ],
  },
  plugins: [
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: join(__dirname, 'manifest.webmanifest'), to: dist },
        { from: join(__dirname, 'icons'), to: join(dist, 'icons') },
      ],
    }),
  ],
  optimization: { minimize: true },
  devtool: false,
  stats: 'errors-warnings',
};
