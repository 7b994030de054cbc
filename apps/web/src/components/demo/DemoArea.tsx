// The demo of one format, whether it can be tried today or is still to come.

import { ClientMessages } from '@/i18n/ClientMessages';
import { type DemoFormat, isComingSoon } from '@/lib/demo-formats';
import { DemoComingSoon } from './DemoComingSoon';
import { DemoWorkbench } from './DemoWorkbench';

export function DemoArea({ format }: { format: DemoFormat }) {
  return (
    <ClientMessages namespaces={['Demo']}>
      {isComingSoon(format) ? (
        <DemoComingSoon label={format.label} />
      ) : (
        // A new key per format, so switching formats starts from that format's sample.
        <DemoWorkbench key={format.slug} format={format} />
      )}
    </ClientMessages>
  );
}
