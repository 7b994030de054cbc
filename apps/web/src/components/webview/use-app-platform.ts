'use client';
// The platform hosting the page. The server cannot know it, so the first render assumes the web and the
// real answer follows once the page runs in the browser.
import { useEffect, useState } from 'react';
import { type AppPlatform, type BridgeWindow, detectPlatform } from './native-bridge';

export function useAppPlatform(): AppPlatform {
  const [platform, setPlatform] = useState<AppPlatform>('web');
  useEffect(() => setPlatform(detectPlatform(window as unknown as BridgeWindow)), []);
  return platform;
}
