// The smallest theme PowerPoint and LibreOffice accept, for presentations Verso generates (the
// benchmark sample and test fixtures): twelve colours, two fonts, three of each style.
const colours = [
  ['dk1', '<a:sysClr val="windowText" lastClr="000000"/>'],
  ['lt1', '<a:sysClr val="window" lastClr="FFFFFF"/>'],
  ['dk2', '<a:srgbClr val="1F497D"/>'],
  ['lt2', '<a:srgbClr val="EEECE1"/>'],
  ['accent1', '<a:srgbClr val="4F81BD"/>'],
  ['accent2', '<a:srgbClr val="C0504D"/>'],
  ['accent3', '<a:srgbClr val="9BBB59"/>'],
  ['accent4', '<a:srgbClr val="8064A2"/>'],
  ['accent5', '<a:srgbClr val="4BACC6"/>'],
  ['accent6', '<a:srgbClr val="F79646"/>'],
  ['hlink', '<a:srgbClr val="0000FF"/>'],
  ['folHlink', '<a:srgbClr val="800080"/>'],
];

const solid = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
const font = (name: string, typeface: string) =>
  `<a:${name}><a:latin typeface="${typeface}"/><a:ea typeface=""/><a:cs typeface=""/></a:${name}>`;

export function sampleThemeXml(): string {
  const scheme = colours.map(([name, colour]) => `<a:${name}>${colour}</a:${name}>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Verso"><a:themeElements><a:clrScheme name="Verso">${scheme}</a:clrScheme><a:fontScheme name="Verso">${font('majorFont', 'Calibri')}${font('minorFont', 'Calibri')}</a:fontScheme><a:fmtScheme name="Verso"><a:fillStyleLst>${solid.repeat(3)}</a:fillStyleLst><a:lnStyleLst>${`<a:ln w="9525">${solid}</a:ln>`.repeat(3)}</a:lnStyleLst><a:effectStyleLst>${'<a:effectStyle><a:effectLst/></a:effectStyle>'.repeat(3)}</a:effectStyleLst><a:bgFillStyleLst>${solid.repeat(3)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
}
