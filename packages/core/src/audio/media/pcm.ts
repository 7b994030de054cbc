// The one sound format every speech engine gets: 16 kHz, mono, signed 16-bit little-endian samples.

export const sampleRate = 16_000;
export const bytesPerSecond = sampleRate * 2;

export function secondsOf(pcm: Buffer): number {
  return pcm.length / bytesPerSecond;
}

/** The same samples as a WAV file, which both PocketSphinx and Whisper-compatible APIs read. */
export function wavFile(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(bytesPerSecond, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
