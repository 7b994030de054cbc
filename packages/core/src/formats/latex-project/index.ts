// A LaTeX project as a gzipped tar (`.tar.gz`, `.tgz`), or a gzipped single `.tex` (`.gz`) — what arXiv
// serves as a paper's source. Every `.tex` file the main file reads goes through the TeX format, its
// segments numbered by file; every other file (.bib, .bbl, .sty, figures, unused .tex) is carried along.
// The translation is the same kind of archive, with the same paths. Compiling it is the job's (arxiv/).
import { gzipSync } from 'node:zlib';
import { classifyEprint } from '../../arxiv/arxiv-source';
import { type LatexProject, latexProject } from '../../arxiv/latex-project';
import { type ArchiveFile, defaultArchiveLimits, writeTar } from '../../arxiv/tar-archive';
import { UserFacingError } from '../../errors';
import type { Segment } from '../../segments';
import type { DocumentFormat, ExtractedDocument, ReadLimits } from '../format';
import { type TexSkeleton, texFormat } from '../tex';

interface TexFileSkeleton {
  path: string;
  segments: Segment[];
  skeleton: TexSkeleton;
}

export interface LatexProjectSkeleton {
  project: LatexProject;
  /** The source was one gzipped `.tex` (arXiv's single-file papers): it is written back the same way. */
  singleFile: boolean;
  texFiles: TexFileSkeleton[];
}

function projectFiles(input: Buffer, limits?: ReadLimits) {
  const archiveLimits = {
    ...defaultArchiveLimits,
    maxBytes: Math.min(
      limits?.maxInflatedBytes ?? defaultArchiveLimits.maxBytes,
      defaultArchiveLimits.maxBytes,
    ),
  };
  const source = classifyEprint(
    input,
    archiveLimits,
    'This file is neither a LaTeX project (.tar.gz) nor a gzipped .tex file.',
  );
  if (source.kind === 'pdf') {
    throw new UserFacingError(
      'bad_file',
      'This archive holds a PDF, not LaTeX source: translate the PDF itself.',
    );
  }
  return { files: source.files, singleFile: source.packaging === 'single-tex' };
}

/** A file's segments, their ids made unique in the project by the file's place among those translated. */
function numbered(segments: Segment[], fileNumber: number): Segment[] {
  return segments.map((segment) => ({ ...segment, id: `${fileNumber}.${segment.id}` }));
}

export const latexProjectFormat: DocumentFormat<LatexProjectSkeleton> = {
  id: 'latex-project',
  label: 'LaTeX project (.tar.gz)',
  extensions: ['.tgz', '.gz'],
  mimeType: 'application/gzip',
  async extract(input, options, from, limits): Promise<ExtractedDocument<LatexProjectSkeleton>> {
    const { files, singleFile } = projectFiles(input, limits);
    const project = latexProject(files);
    const byPath = new Map(files.map((file) => [file.path, file]));
    const texFiles: TexFileSkeleton[] = [];
    for (const path of project.texFiles) {
      const data = byPath.get(path)?.data ?? Buffer.alloc(0);
      const { segments, skeleton } = await texFormat.extract(data, options, from, limits);
      texFiles.push({ path, segments, skeleton });
    }
    return {
      segments: texFiles.flatMap((file, index) => numbered(file.segments, index + 1)),
      skeleton: { project, singleFile, texFiles },
    };
  },
  async rebuild({ skeleton }, translations, target) {
    const rebuilt = new Map<string, Buffer>();
    let next = 0;
    for (const file of skeleton.texFiles) {
      const own = translations.slice(next, next + file.segments.length);
      next += file.segments.length;
      const document = { segments: file.segments, skeleton: file.skeleton };
      rebuilt.set(file.path, Buffer.from(await texFormat.rebuild(document, own, target)));
    }
    const files: ArchiveFile[] = skeleton.project.files.map((file) => ({
      path: file.path,
      data: rebuilt.get(file.path) ?? file.data,
    }));
    const [only] = files;
    return gzipSync(skeleton.singleFile && only ? only.data : writeTar(files));
  },
};
