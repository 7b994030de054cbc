/** The size link previews expect of an Open Graph image. */
export const ogImageSize = { width: 1200, height: 630 } as const;
