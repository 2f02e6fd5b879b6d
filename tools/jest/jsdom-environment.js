// jsdom with the fetch classes of Node (Request, Response, Headers), which jsdom lacks: the typed
// API client builds a Request for each call. Tests still answer through a mocked global fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers });
  }
}

module.exports = JsdomWithFetchClasses;
