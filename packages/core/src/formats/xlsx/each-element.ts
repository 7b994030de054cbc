// Walks every element below a root without building a list of them: a worksheet of 100,000 cells has
// hundreds of thousands of elements, and collecting them first costs more than the visit itself.
import type { XmlElement } from '../xml-toolkit/xml-tree';

export function eachElement(
  root: XmlElement,
  visit: (element: XmlElement, parent: XmlElement) => void,
): void {
  for (const child of root.children) {
    if (child.kind !== 'element') continue;
    visit(child, root);
    eachElement(child, visit);
  }
}
