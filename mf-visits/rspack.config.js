const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  app: 'mf_visits',
  dir: __dirname,
  title: 'Service visits (standalone)',
  exposes: { './routes': './src/routes.ts', './parcel': './src/parcel.ts' },
});
