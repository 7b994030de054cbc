'use client';
// Talks to the mobile app around the page: announces each page once it is shown (WebPageReady) and
// receives the app's messages. On the open web it does nothing.
import { useEffect } from 'react';
import { usePathname } from '@/i18n/navigation';
import { type BridgeWindow, nativeMessageOf, pageName, postToApp } from './native-bridge';

export function WebviewBridge() {
  const pathname = usePathname();

  useEffect(() => {
    postToApp(window as unknown as BridgeWindow, { type: 'WebPageReady', page: pageName(pathname) });
  }, [pathname]);

  useEffect(() => {
    const receive = (event: Event) => {
      const message = nativeMessageOf((event as MessageEvent).data);
      if (message) console.info('[webview] message from the app', message);
    };
    // React Native's WebView delivers on window (iOS) or on document (Android).
    window.addEventListener('message', receive);
    document.addEventListener('message', receive);
    return () => {
      window.removeEventListener('message', receive);
      document.removeEventListener('message', receive);
    };
  }, []);

  return null;
}
