// SPEC §9's dialog widths, stated here rather than left to antd's defaults, which may change between
// versions: a dialog 520 px, a confirmation 416 px; the language picker (SPEC §2) is wider for its grid.
export const dialogWidths = {
  modal: 520,
  confirm: 416,
  languagePicker: 600,
} as const;
