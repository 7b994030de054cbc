'use client';
// Last-resort crash screen, for errors in the root layout itself: no providers or catalogues are
// available here, so it renders its own document in English, without the brand's contacts.
import { useEffect } from 'react';
import { LazyCrashScreen } from '@/components/crash/LazyCrashScreen';
import { reportError } from '@/lib/report-error';

const englishTexts = {
  title: 'Something went wrong',
  subtitle: 'The page stopped working. We have been told about it.',
  reload: 'Reload the page',
  community: 'Ask in our community',
  weComQr: 'Scan to message us on WeCom',
  contact: 'If it keeps happening, write to',
  closing: 'Thank you for your patience.',
};

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // Next's own boundary catches here, and it is not told the component stack.
  useEffect(() => reportError('react-boundary', error, { digest: error.digest }), [error]);
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        <LazyCrashScreen texts={englishTexts} />
      </body>
    </html>
  );
}
