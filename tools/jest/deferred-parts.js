// Pages open dialogs whose code is a deferred chunk (libs/ui's `deferred`). Loading every such
// part before a file's tests run lets a test open a dialog and find its content at once, as an
// owner does once the page has preloaded them; libs/ui's deferred.spec covers the loading itself.
// libs/ui's own specs reach it by its path, the apps' through the workspace link: both are loaded.
const { join } = require('node:path');

const registries = [join(__dirname, '..', '..', 'libs', 'ui', 'src', 'lazy', 'deferred'), '@dct/ui'];

beforeAll(async () => {
  for (const registry of registries) await require(registry).loadAllDeferredParts();
});
