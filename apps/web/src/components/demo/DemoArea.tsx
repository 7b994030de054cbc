// The demo of one format, whether it can be tried today or is still to come.
import { type DemoFormat, isComingSoon } from '@/lib/demo-formats';
import { DemoComingSoon } from './DemoComingSoon';
import { DemoWorkbench } from './DemoWorkbench';

export function DemoArea({ format }: { format: DemoFormat }) {
  if (isComingSoon(format)) return <DemoComingSoon label={format.label} />;
  // A new key per format, so switching formats starts from that format's sample.
  return <DemoWorkbench key={format.slug} format={format} />;
}
