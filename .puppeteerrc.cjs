// PDFs are rendered by the system Chromium (PUPPETEER_EXECUTABLE_PATH, else /usr/bin/chromium):
// puppeteer never downloads a browser, at install or at run time.
module.exports = { skipDownload: true };
