// Builds shell/prerender/render-pages.tsx for Node: the public pages rendered to HTML with the
// shell's public layout, so the server can send a visitor's first page as markup (see docs/decisions.md, "The landing is HTML").
const { join } = require('node:path');
const { typescriptRule } = require('../../tools/rspack/create-config');

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { 'render-pages': './render-pages.tsx' },
  output: { path: join(__dirname, 'dist'), filename: '[name].js', clean: true, library: { type: 'commonjs2' } },
  resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
  module: {
    rules: [
      typescriptRule({ target: 'es2022' }),
      { test: /\.css$/, loader: require.resolve('../../tools/rspack/ignore-css-loader.js'), type: 'javascript/auto' },
    ],
  },
  optimization: { minimize: false },
  devtool: false,
  stats: 'errors-warnings',
};
