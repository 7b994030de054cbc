'use client';
// The crash screen, fetched only when something has crashed, so antd's Result and Typography are not in
// every page's first load. Loaded in an effect rather than with React.lazy: suspending inside an error
// boundary's fallback would replace the page's error with React's own.
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { CrashScreen } from './CrashScreen';

type CrashScreenProps = ComponentProps<typeof CrashScreen>;

export function LazyCrashScreen(props: CrashScreenProps) {
  const [Screen, setScreen] = useState<ComponentType<CrashScreenProps> | null>(null);
  useEffect(() => {
    import('./CrashScreen').then((module) => setScreen(() => module.CrashScreen));
  }, []);
  return Screen ? <Screen {...props} /> : null;
}
