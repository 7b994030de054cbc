// Layout: a figure or table caption ("Figure 3:", "Table 2.", "Fig. 4 –") starts a paragraph of its
// own, so it is never read as the end of the body text above it.
import type { TextLine } from './page-model';

const caption = /^\s*(figure|fig\.|table|tab\.|chart|listing|plate|exhibit)\s*\d+(\.\d+)*[a-z]?\s*[.:–—-]/iu;

export const startsCaption = (line: TextLine) => caption.test(line.spans.map((span) => span.text).join(''));
