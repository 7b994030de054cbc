// The toolkit the office and ebook formats share: a safe ZIP package reader and writer, XML parts
// edited in place, and paragraphs of formatted runs as segments with placeholders.
export { type DrawingParagraph, readDrawingParagraph, renderDrawingParagraph } from './drawing-paragraph';
export {
  type InlineItem,
  type RenderRun,
  type RunParagraph,
  type RunSink,
  renderRuns,
  runParagraph,
  writeRuns,
} from './inline-runs';
export { findEntry, type OfficePackage, type PackageEntry, withParts } from './office-package';
export { type PackageLimits, packageLimits, packageLimitsWithin } from './package-limits';
export { readPackage } from './read-package';
export {
  isOoxmlPackage,
  officeStructureProblems,
  packageStructureProblems,
  type StructureProblem,
} from './structure-check/structure-check';
export { writePackage } from './write-package';
export { editedPart, parsePart } from './xml-part';
