const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({ app: 'shell', dir: __dirname, title: 'Downtime Claim Tracker' });
