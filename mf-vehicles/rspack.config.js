const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  app: 'mf_vehicles',
  dir: __dirname,
  title: 'Vehicles (standalone)',
  exposes: { './routes': './src/routes.ts', './parcel': './src/parcel.ts' },
});
