// WebP page images. MuPDF encodes no WebP, so its PNG is re-encoded by sharp (libvips), which Next.js
// already installs for its image optimiser. sharp runs in the caller's thread, never in the PDF
// thread: on glibc Linux a native module loaded first in a worker thread may be unloaded with it
// while libvips still runs (sharp's documentation asks to load it in the main thread).
import { loadSharp } from '../image/load-sharp';

/** Quality 85: text stays crisp, and a page is about a third of its PNG. */
export async function pngToWebp(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png).webp({ quality: 85 }).toBuffer();
}
