// `npm run start:worker`: the queue consumers (statement PDFs and mail) without the HTTP server,
// so web and worker processes scale apart. The role can still be set by APP_ROLE.
process.env.APP_ROLE ??= 'worker';
void import('./main');
