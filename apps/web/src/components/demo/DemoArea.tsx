// The demo of one format, whether it can be tried today, is still to come, or is translated without a demo.

import { ClientMessages } from '@/i18n/ClientMessages';
import { type DemoFormat, hasDemo, isComingSoon } from '@/lib/demo-formats';
import { DemoComingSoon } from './DemoComingSoon';
import { DemoNotOffered } from './DemoNotOffered';
import { DemoWorkbench } from './DemoWorkbench';

function DemoOf({ format }: { format: DemoFormat }) {
  if (isComingSoon(format)) return <DemoComingSoon label={format.label} />;
  // A new key per format, so switching formats starts from that format's sample.
  if (hasDemo(format)) return <DemoWorkbench key={format.slug} format={format} />;
  return <DemoNotOffered label={format.label} translateAt={format.translateAt} />;
}

export function DemoArea({ format }: { format: DemoFormat }) {
  return (
    <ClientMessages namespaces={['Demo']}>
      <DemoOf format={format} />
    </ClientMessages>
  );
}
