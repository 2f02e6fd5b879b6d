const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  app: 'mf_ai_assistant',
  dir: __dirname,
  title: 'AI assistant (standalone)',
  exposes: { './routes': './src/routes.ts', './parcel': './src/parcel.ts' },
});
