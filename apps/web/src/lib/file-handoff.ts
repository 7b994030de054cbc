// A file chosen on one page and opened by the uploader of the next, across a client-side navigation:
// a File cannot travel in a URL, and it stays in this tab's memory until the next page takes it.

let handedOff: File | undefined;

/** Keeps `file` for the next uploader that mounts (the demo's or the translator's). */
export function handOffFile(file: File): void {
  handedOff = file;
}

/** The handed-off file, once: a later visit to the same page starts empty. */
export function takeHandedOffFile(): File | undefined {
  const file = handedOff;
  handedOff = undefined;
  return file;
}
