/** The entries of a zip, by name (for the account export and the case packet, read back in tests). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const { fromBuffer } = await import('yauzl');
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('Not a zip'));
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: { fileName: string }) => {
        file.openReadStream(entry as Parameters<typeof file.openReadStream>[0], (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('Unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}
