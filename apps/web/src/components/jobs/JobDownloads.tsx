'use client';
// A job's files: the translation and its bilingual version once it is done, the original from the start;
// for a recording also its transcripts, WebVTT, source subtitles and video, and for an arXiv paper its PDF
// and translated LaTeX source, each named by its file.
import { DownloadOutlined } from '@ant-design/icons';
import type { Job, JobFile } from '@verso/services';
import { Button, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { downloadUrl } from '@/components/documents/download-url';

/**
 * A button's text: an arXiv paper's translation is named by its file, as its LaTeX source is, since the
 * PDF and the tarball are two kinds of file and "Translation" would not say which is which.
 */
function labelOf(job: Job, file: JobFile, label: string): string {
  return file === 'translation' && job.arxivPaper !== null && job.resultFileName ? job.resultFileName : label;
}

function offered(job: Job): JobFile[] {
  if (job.filesExpiredAt) return [];
  if (job.status !== 'completed') return ['original'];
  return job.hasBilingual ? ['translation', 'bilingual', 'original'] : ['translation', 'original'];
}

export function JobDownloads({ job }: { job: Job }) {
  const t = useTranslations('JobPage.download');
  const outputs = job.status === 'completed' && !job.filesExpiredAt ? job.outputs : [];
  return (
    <Space wrap data-testid="job-downloads">
      {offered(job).map((file) => (
        <Button
          key={file}
          type={file === 'translation' ? 'primary' : 'default'}
          icon={<DownloadOutlined />}
          href={downloadUrl(job.id, file)}
          data-testid={file === 'translation' ? 'download-button' : `download-${file}`}
        >
          {labelOf(job, file, t(file))}
        </Button>
      ))}
      {outputs.map(({ kind, filename }) => (
        <Button
          key={kind}
          icon={<DownloadOutlined />}
          href={downloadUrl(job.id, kind)}
          data-testid={`download-${kind}`}
        >
          {filename}
        </Button>
      ))}
    </Space>
  );
}
