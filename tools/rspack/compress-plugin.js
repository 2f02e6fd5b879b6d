// Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of a production build (after
// minification and source maps: OPTIMIZE_TRANSFER is the stage meant for this), so
// the server sends compressed bundles without compressing them on every request.
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = compilation.getAsset(name).source.buffer();
          if (buffer.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(buffer, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}

module.exports = { PrecompressPlugin };
