const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  app: 'mf_claims',
  dir: __dirname,
  title: 'Claims (standalone)',
  exposes: { './routes': './src/routes.ts', './parcel': './src/parcel.ts' },
});
