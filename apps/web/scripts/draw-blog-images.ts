// Draws the blog's images as SVG and renders them to PNG with sharp (which Next.js already installs):
// each article's thumbnail (1200×630, also its Open Graph image) and cover, the six category
// backgrounds and the author avatars. Run `npx tsx apps/web/scripts/draw-blog-images.ts` after adding
// an article; the PNGs are committed under apps/web/public/blog/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { BlogCategory } from '../src/server/blog/article';
import { brandAuthors, knownAuthors } from '../src/server/blog/authors';
import { loadArticles } from '../src/server/blog/load-articles';

const webRoot = join(import.meta.dirname, '..');
const publicRoot = join(webRoot, 'public');
const font = "font-family=\"'Noto Sans', 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif\"";

type Motif = keyof typeof motifs;

/** Each article's picture: what it shows and the word on it. */
const illustrations: Record<string, { motif: Motif; label: string; hue: number }> = {
  'translate-pdf-keep-layout': { motif: 'document', label: 'PDF', hue: 354 },
  'translate-scanned-pdf-ocr': { motif: 'scan', label: 'OCR', hue: 18 },
  'translate-word-documents': { motif: 'document', label: 'DOCX', hue: 218 },
  'translate-excel-workbooks': { motif: 'sheet', label: 'XLSX', hue: 145 },
  'translate-powerpoint-presentations': { motif: 'slides', label: 'PPTX', hue: 22 },
  'translate-epub-books': { motif: 'book', label: 'EPUB', hue: 280 },
  'translate-subtitles-srt-vtt-ass': { motif: 'subtitles', label: 'SRT', hue: 200 },
  'translate-software-strings-json-po': { motif: 'code', label: 'JSON · PO', hue: 172 },
  'choosing-a-translation-engine': { motif: 'engine', label: 'Engines', hue: 232 },
  'offline-translation-with-apertium': { motif: 'server', label: 'Offline', hue: 160 },
  'llm-translation-openai-compatible': { motif: 'chat', label: 'LLM', hue: 262 },
  'glossaries-consistent-terminology': { motif: 'glossary', label: 'Glossary', hue: 42 },
  'bilingual-documents-side-by-side': { motif: 'bilingual', label: 'Bilingual', hue: 330 },
  'self-host-verso': { motif: 'server', label: 'Self-host', hue: 210 },
  'rest-api-quick-start': { motif: 'terminal', label: 'API', hue: 190 },
  'apertium-project': { motif: 'globe', label: 'Apertium', hue: 120 },
  'translate-office-documents-online': { motif: 'slides', label: 'Office', hue: 12 },
  'how-credits-work': { motif: 'coins', label: 'Credits', hue: 45 },
  'translate-research-papers-pdf': { motif: 'bilingual', label: 'Papers', hue: 350 },
  'document-translation-api': { motif: 'terminal', label: 'API', hue: 200 },
  'translate-scanned-documents': { motif: 'scan', label: 'Scans', hue: 25 },
  'translate-pdf-online': { motif: 'document', label: 'PDF', hue: 0 },
  'subtitles-for-video-creators': { motif: 'subtitles', label: 'Subtitles', hue: 190 },
  'bilingual-ebooks-for-language-learners': { motif: 'book', label: 'Bilingual', hue: 300 },
  'translate-spreadsheets-catalogues': { motif: 'sheet', label: 'Catalogues', hue: 150 },
};

const categoryArt: Record<BlogCategory, { motif: Motif; hue: number }> = {
  PDF: { motif: 'document', hue: 354 },
  tutorial: { motif: 'terminal', hue: 210 },
  documents: { motif: 'sheet', hue: 145 },
  insights: { motif: 'glossary', hue: 42 },
  technology: { motif: 'engine', hue: 250 },
  scenario: { motif: 'bilingual', hue: 320 },
};

const lines = (x: number, y: number, widths: number[], gap = 22) =>
  widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="9" rx="4.5" fill="#c9d1e6"/>`)
    .join('');

/** Each motif draws inside a 400×400 box, in white on the coloured background, with the accent hue. */
const motifs = {
  document: (accent: string) => `
    <path d="M90 20h170l70 70v290H90z" fill="#fff"/><path d="M260 20v70h70z" fill="#dfe5f3"/>
    ${lines(120, 120, [180, 150, 180, 120, 170, 180, 90])}
    <rect x="120" y="290" width="120" height="60" rx="8" fill="${accent}" opacity=".85"/>`,
  scan: (accent: string) => `
    <path d="M90 20h220v360H90z" fill="#fff"/>
    ${lines(120, 60, [160, 140, 160, 100, 150, 160, 120, 160, 90, 140, 160, 110])}
    <rect x="60" y="200" width="280" height="10" fill="${accent}"/><rect x="60" y="180" width="280" height="50" fill="${accent}" opacity=".18"/>`,
  sheet: (accent: string) => `
    <rect x="50" y="60" width="300" height="280" rx="12" fill="#fff"/>
    <rect x="50" y="60" width="300" height="46" rx="12" fill="${accent}"/>
    ${[0, 1, 2, 3, 4].map((r) => `<path d="M50 ${152 + r * 46}h300" stroke="#dfe5f3" stroke-width="3"/>`).join('')}
    <path d="M130 106v234M240 106v234" stroke="#dfe5f3" stroke-width="3"/>
    ${lines(150, 125, [70, 60, 80, 50, 70], 46)}${lines(260, 125, [60, 70, 40, 70, 55], 46)}`,
  slides: (accent: string) => `
    <rect x="30" y="70" width="340" height="220" rx="12" fill="#fff"/>
    <rect x="60" y="100" width="170" height="14" rx="7" fill="#c9d1e6"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${80 + i * 60}" y="${250 - (i + 1) * 28}" width="36" height="${(i + 1) * 28}" rx="4" fill="${accent}" opacity="${0.55 + i * 0.15}"/>`).join('')}
    <path d="M200 290v50M150 350h100" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`,
  book: (accent: string) => `
    <path d="M200 90c-40-30-110-40-170-30v260c60-10 130 0 170 30z" fill="#fff"/>
    <path d="M200 90c40-30 110-40 170-30v260c-60-10-130 0-170 30z" fill="#eef1f9"/>
    ${lines(55, 110, [115, 100, 115, 90, 110, 115, 80])}${lines(230, 110, [115, 100, 115, 90, 110, 115, 80])}
    <path d="M200 90v260" stroke="${accent}" stroke-width="6"/>`,
  subtitles: (accent: string) => `
    <rect x="20" y="60" width="360" height="250" rx="16" fill="#1f2540"/>
    <path d="M175 130v80l70-40z" fill="#fff" opacity=".9"/>
    <rect x="80" y="240" width="240" height="18" rx="9" fill="#fff"/><rect x="110" y="270" width="180" height="18" rx="9" fill="${accent}"/>
    <rect x="60" y="330" width="280" height="10" rx="5" fill="#fff" opacity=".6"/><circle cx="170" cy="335" r="14" fill="#fff"/>`,
  code: (accent: string) => `
    <rect x="30" y="50" width="340" height="300" rx="16" fill="#1f2540"/>
    <text x="60" y="130" ${font} font-size="64" font-weight="700" fill="${accent}">{</text>
    <text x="300" y="330" ${font} font-size="64" font-weight="700" fill="${accent}">}</text>
    <rect x="100" y="160" width="90" height="14" rx="7" fill="#8fa2d8"/><rect x="200" y="160" width="110" height="14" rx="7" fill="#fff"/>
    <rect x="100" y="200" width="70" height="14" rx="7" fill="#8fa2d8"/><rect x="180" y="200" width="140" height="14" rx="7" fill="#fff"/>
    <rect x="100" y="240" width="110" height="14" rx="7" fill="#8fa2d8"/><rect x="220" y="240" width="60" height="14" rx="7" fill="#fff"/>`,
  engine: (accent: string) => {
    const gear = (cx: number, cy: number, r: number, fill: string) =>
      `${Array.from({ length: 8 }, (_, i) => `<rect x="${cx - r * 0.18}" y="${cy - r * 1.25}" width="${r * 0.36}" height="${r * 2.5}" rx="6" fill="${fill}" transform="rotate(${i * 22.5} ${cx} ${cy})"/>`).join('')}
       <circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${accent}"/>`;
    return `${gear(160, 170, 95, '#fff')}${gear(290, 290, 60, '#dfe5f3')}`;
  },
  server: (accent: string) => `
    ${[0, 1, 2]
      .map(
        (i) => `<rect x="70" y="${60 + i * 100}" width="260" height="80" rx="12" fill="#fff"/>
      <circle cx="110" cy="${100 + i * 100}" r="10" fill="${accent}"/><circle cx="145" cy="${100 + i * 100}" r="10" fill="#c9d1e6"/>
      <rect x="200" y="${94 + i * 100}" width="100" height="12" rx="6" fill="#c9d1e6"/>`,
      )
      .join('')}`,
  chat: (accent: string) => `
    <path d="M40 70h220a20 20 0 0 1 20 20v100a20 20 0 0 1-20 20H110l-50 40v-40H40a20 20 0 0 1-20-20V90a20 20 0 0 1 20-20z" fill="#fff"/>
    ${lines(50, 110, [190, 150, 170])}
    <path d="M140 200h220a20 20 0 0 1 20 20v100a20 20 0 0 1-20 20h-20v40l-50-40H140a20 20 0 0 1-20-20V220a20 20 0 0 1 20-20z" fill="${accent}"/>
    <rect x="150" y="240" width="190" height="9" rx="4.5" fill="#fff" opacity=".8"/><rect x="150" y="262" width="150" height="9" rx="4.5" fill="#fff" opacity=".8"/><rect x="150" y="284" width="170" height="9" rx="4.5" fill="#fff" opacity=".8"/>`,
  glossary: (accent: string) => `
    ${[0, 1, 2]
      .map(
        (
          i,
        ) => `<rect x="20" y="${70 + i * 95}" width="150" height="70" rx="12" fill="#fff"/><rect x="40" y="${98 + i * 95}" width="${90 - i * 15}" height="14" rx="7" fill="#c9d1e6"/>
      <path d="M185 ${105 + i * 95}h40m-14-14 14 14-14 14" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="240" y="${70 + i * 95}" width="150" height="70" rx="12" fill="${accent}"/><rect x="260" y="${98 + i * 95}" width="${100 - i * 10}" height="14" rx="7" fill="#fff" opacity=".85"/>`,
      )
      .join('')}`,
  bilingual: (accent: string) => `
    <rect x="20" y="50" width="170" height="300" rx="10" fill="#fff"/><rect x="210" y="50" width="170" height="300" rx="10" fill="#fff"/>
    ${lines(40, 90, [130, 110, 130, 90, 120, 130, 100, 130, 70])}
    ${[130, 110, 130, 90, 120, 130, 100, 130, 70].map((w, i) => `<rect x="230" y="${90 + i * 22}" width="${w}" height="9" rx="4.5" fill="${accent}" opacity=".7"/>`).join('')}`,
  terminal: (accent: string) => `
    <rect x="20" y="60" width="360" height="280" rx="16" fill="#1f2540"/>
    <circle cx="50" cy="90" r="8" fill="#ff6b6b"/><circle cx="75" cy="90" r="8" fill="#ffd166"/><circle cx="100" cy="90" r="8" fill="#06d6a0"/>
    <path d="M50 150l30 25-30 25" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="100" y="168" width="200" height="14" rx="7" fill="#fff"/>
    <rect x="50" y="230" width="260" height="12" rx="6" fill="#8fa2d8"/><rect x="50" y="262" width="200" height="12" rx="6" fill="#8fa2d8"/><rect x="50" y="294" width="120" height="12" rx="6" fill="${accent}"/>`,
  globe: (accent: string) => `
    <circle cx="200" cy="200" r="160" fill="#fff"/>
    <ellipse cx="200" cy="200" rx="70" ry="160" fill="none" stroke="${accent}" stroke-width="8"/>
    <path d="M40 200h320M62 120h276M62 280h276M200 40v320" stroke="${accent}" stroke-width="8" fill="none"/>`,
  coins: (accent: string) => `
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="150" cy="${300 - i * 40}" rx="110" ry="34" fill="${i % 2 ? '#fff' : '#eef1f9'}" stroke="${accent}" stroke-width="6"/>`).join('')}
    <circle cx="290" cy="150" r="80" fill="#fff" stroke="${accent}" stroke-width="8"/>
    <text x="290" y="178" text-anchor="middle" ${font} font-size="80" font-weight="700" fill="${accent}">C</text>`,
} satisfies Record<string, (accent: string) => string>;

const colour = (hue: number, lightness: number, saturation = 62) =>
  `hsl(${hue} ${saturation}% ${lightness}%)`;

function background(width: number, height: number, hue: number): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour(hue, 46)}"/><stop offset="1" stop-color="${colour((hue + 40) % 360, 30)}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${width * 0.92}" cy="${height * 0.1}" r="${height * 0.45}" fill="#fff" opacity=".07"/>
    <circle cx="${width * 0.05}" cy="${height * 0.95}" r="${height * 0.35}" fill="#fff" opacity=".06"/>`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function thumbnail({ motif, label, hue }: (typeof illustrations)[string]): string {
  const accent = colour(hue, 52, 70);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    ${background(1200, 630, hue)}
    <g transform="translate(110 65) scale(1.25)">${motifs[motif](accent)}</g>
    <text x="1090" y="300" text-anchor="end" ${font} font-size="${label.length > 8 ? 84 : 110}" font-weight="800" fill="#fff">${escapeXml(label)}</text>
    <g transform="translate(820 350)"><rect width="270" height="76" rx="38" fill="#fff" opacity=".18"/>
      <text x="135" y="50" text-anchor="middle" ${font} font-size="36" font-weight="700" fill="#fff">EN → ES · 文</text></g>
  </svg>`;
}

function cover(art: (typeof illustrations)[string], title: string): string {
  const accent = colour(art.hue, 52, 70);
  const titleLines = wrap(title, 30).slice(0, 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
    ${background(1600, 640, art.hue)}
    ${titleLines.map((line, i) => `<text x="110" y="${250 + i * 80 - (titleLines.length - 2) * 40}" ${font} font-size="64" font-weight="800" fill="#fff">${escapeXml(line)}</text>`).join('')}
    <g transform="translate(1060 70) scale(1.25)">${motifs[art.motif](accent)}</g>
  </svg>`;
}

function categoryBackground({ motif, hue }: (typeof categoryArt)[BlogCategory]): string {
  const accent = colour(hue, 52, 70);
  const tiles = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<g transform="translate(${i * 250 - 20} ${i % 2 ? 40 : 150}) scale(.55) rotate(${i % 2 ? -8 : 8} 200 200)" opacity=".22">${motifs[motif](accent)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
    ${background(1200, 400, hue)}${tiles}</svg>`;
}

/** A person's initials, or the brand's mark for a brand author. */
function avatar(mark: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    ${background(256, 256, hue)}
    <text x="128" y="${mark.length > 1 ? 158 : 162}" text-anchor="middle" ${font} font-size="${mark.length > 1 ? 96 : 120}" font-weight="700" fill="#fff">${escapeXml(mark)}</text></svg>`;
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');
const brandMarks: Record<keyof typeof brandAuthors, string> = {
  'verso-best': 'V',
  'o-translator': 'O',
  'dl-translator': 'DL',
  'shangyi-translator': '上',
};

async function render(svg: string, path: string): Promise<void> {
  const file = join(publicRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
  console.log(path);
}

for (const platform of ['verso-best', 'o-translator', 'dl-translator'] as const) {
  for (const article of loadArticles(platform, join(webRoot, 'content', 'blog'))) {
    const art = illustrations[article.slug];
    if (!art) throw new Error(`No illustration for ${article.slug}: add one to draw-blog-images.ts`);
    await render(thumbnail(art), article.thumbnail);
    if (article.cover) await render(cover(art, article.title), article.cover);
  }
}
for (const [key, art] of Object.entries(categoryArt))
  await render(categoryBackground(art), `/blog/categories/${key}.png`);
const people = [
  ...Object.values(knownAuthors).map((author) => ({ author, mark: initials(author.name) })),
  ...Object.entries(brandAuthors).map(([platform, author]) => ({
    author,
    mark: brandMarks[platform as keyof typeof brandAuthors],
  })),
];
for (const [index, { author, mark }] of people.entries()) {
  await render(avatar(mark, (index * 47 + 200) % 360), author.avatar);
}
