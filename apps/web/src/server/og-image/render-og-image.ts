// A page's Open Graph card, 1200×630: the page title over the variant's colours, with its logo and name.
// Text is set by Pango (through sharp) in the server's Noto fonts, found by fontconfig: nothing is
// downloaded, and Chinese, Japanese, Arabic or Hebrew titles are shaped, wrapped and ordered right.
import sharp, { type OverlayOptions } from 'sharp';
import { escapeMarkup } from '../escape-markup';
import { ogImageSize } from './og-image-size';

export interface OgCard {
  title: string;
  productName: string;
  /** The site's address as shown at the bottom, e.g. `verso.example.com`. */
  siteHost: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  colours: { primary: string; primaryDark: string; surfaceDark: string };
  /** The logo mark (SVG or raster), drawn on the dark background. */
  logo?: Buffer;
}

const margin = 80;
const textWidth = ogImageSize.width - 2 * margin;
const titleBox = { top: 200, height: 300 };
const logoSize = 72;

/** One block of text as a transparent PNG, `lang` choosing the CJK glyph forms of the page's language. */
async function textBlock(text: string, { size, colour, bold, locale, fitHeight, align }: TextStyle) {
  const markup = `<span foreground="${colour}" lang="${locale}">${escapeMarkup(text)}</span>`;
  const font = `Noto Sans${bold ? ' Bold' : ''} ${size}`;
  const render = (height?: number) =>
    sharp({ text: { text: markup, font, width: textWidth, height, rgba: true, wrap: 'word', align } })
      .png()
      .toBuffer({ resolveWithObject: true });
  const natural = await render();
  // A long title is shrunk to its box rather than cut off.
  return fitHeight && natural.info.height > fitHeight ? render(fitHeight) : natural;
}

interface TextStyle {
  size: number;
  colour: string;
  bold: boolean;
  locale: string;
  align: 'left' | 'right';
  fitHeight?: number;
}

function background({ colours }: OgCard): Buffer {
  const { width, height } = ogImageSize;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.surfaceDark}"/><stop offset="1" stop-color="${colours.primaryDark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.88" cy="0.1" r="0.6">
      <stop offset="0" stop-color="${colours.primary}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${colours.primary}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="${colours.primary}"/>
</svg>`);
}

export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const align = card.direction === 'rtl' ? 'right' : 'left';
  const common = { locale: card.locale, align } as const;
  const [name, title, host] = await Promise.all([
    textBlock(card.productName, { ...common, size: 34, colour: '#ffffff', bold: true }),
    textBlock(card.title, {
      ...common,
      size: 64,
      colour: '#ffffff',
      bold: true,
      fitHeight: titleBox.height,
    }),
    textBlock(card.siteHost, { ...common, size: 26, colour: '#c9d1e6', bold: false }),
  ]);
  // Pango sets the text at the start of its box, which is the right edge for a right-to-left title.
  const startOf = (blockWidth: number, indent = 0) =>
    align === 'left' ? margin + indent : ogImageSize.width - margin - indent - blockWidth;
  const logo = card.logo && (await sharp(card.logo).resize(logoSize, logoSize).png().toBuffer());
  const nameIndent = logo ? logoSize + 20 : 0;
  const layers: OverlayOptions[] = [
    ...(logo ? [{ input: logo, top: margin, left: startOf(logoSize) }] : []),
    {
      input: name.data,
      top: margin + Math.round((logoSize - name.info.height) / 2),
      left: startOf(name.info.width, nameIndent),
    },
    { input: title.data, top: titleBox.top, left: startOf(title.info.width) },
    { input: host.data, top: ogImageSize.height - margin - host.info.height, left: startOf(host.info.width) },
  ];
  return sharp(background(card)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
