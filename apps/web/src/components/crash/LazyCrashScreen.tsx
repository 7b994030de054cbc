'use client';
// The crash screen, fetched only when something has crashed, so antd's Result and Typography are not in
// every page's first load. Loaded in an effect rather than with React.lazy: suspending inside an error
// boundary's fallback would replace the page's error with React's own. `themed` draws it in the site's antd
// theme (SiteAntd, loaded with it), for a crash inside the site's providers.
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { CrashScreen } from './CrashScreen';

type CrashScreenProps = ComponentProps<typeof CrashScreen>;

export function LazyCrashScreen({ themed = false, ...props }: CrashScreenProps & { themed?: boolean }) {
  const [Screen, setScreen] = useState<ComponentType<CrashScreenProps> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once; a boundary's fallback keeps its props.
  useEffect(() => {
    Promise.all([import('./CrashScreen'), themed ? import('@/components/providers/SiteAntd') : null]).then(
      ([module, antd]) =>
        setScreen(() => (antd ? antd.withSiteAntd(module.CrashScreen) : module.CrashScreen)),
    );
  }, []);
  return Screen ? <Screen {...props} /> : null;
}
