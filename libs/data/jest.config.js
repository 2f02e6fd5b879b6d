const { reactJestConfig } = require('../../tools/jest/react.config');

module.exports = reactJestConfig(__dirname);
