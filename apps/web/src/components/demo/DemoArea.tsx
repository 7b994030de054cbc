// The demo of one format: a file's, an arXiv paper's, or the page of a format still to come.

import { ClientMessages } from '@/i18n/ClientMessages';
import { type DemoFormat, hasDemo, isComingSoon } from '@/lib/demo-formats';
import { ArxivDemoWorkbench } from './ArxivDemoWorkbench';
import { DemoComingSoon } from './DemoComingSoon';
import { DemoWorkbench } from './DemoWorkbench';

function DemoOf({ format }: { format: DemoFormat }) {
  if (isComingSoon(format)) return <DemoComingSoon label={format.label} />;
  // A new key per format, so switching formats starts from that format's sample.
  if (hasDemo(format)) return <DemoWorkbench key={format.slug} format={format} />;
  return <ArxivDemoWorkbench />;
}

export function DemoArea({ format }: { format: DemoFormat }) {
  return (
    <ClientMessages namespaces={['Demo']}>
      <DemoOf format={format} />
    </ClientMessages>
  );
}
