import type apps from '../../../../tools/rspack/apps.json';

/** The remotes by federation name, read from the one apps table rspack builds every app from. */
export type RemoteName = Exclude<keyof typeof apps, 'shell'>;
