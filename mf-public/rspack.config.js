const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  app: 'mf_public',
  dir: __dirname,
  title: 'Public pages (standalone)',
  exposes: { './routes': './src/routes.ts', './parcel': './src/parcel.ts' },
});
