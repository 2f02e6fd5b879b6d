/**
 * The system Chromium as root in a container: no sandbox, no GPU, and nothing fetched in the
 * background (this network is closed, and a renderer of owners' documents should reach nothing).
 * The PDF renderer, the browser tests and the repair-order samples all start it with these.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
