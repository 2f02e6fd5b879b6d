// The prerender bundle runs in Node and only needs markup: stylesheets come from the real build.
module.exports = function ignoreCss() {
  return 'export default {};';
};
