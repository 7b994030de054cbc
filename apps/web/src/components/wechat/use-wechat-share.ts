'use client';
// SPEC §4 "WeChat share": the URL the share menu is ready for. It is cleared on each route change, set once
// the JS-SDK accepted the server's configuration for that URL, and reset on an SDK or query error.
// Failures are only logged: sharing still works in WeChat, just without the page's own title and image.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { wechatJsApiList } from '@/lib/wechat-js-api-list';
import { isInsideWechat, loadWechatSdk, type WechatSdk } from './wechat-sdk';

export function useWechatShare(enabled: boolean): { sdk: WechatSdk | null; readyUrl: string | null } {
  const trpc = useTRPC();
  const pathname = usePathname();
  const [sdk, setSdk] = useState<WechatSdk | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [readyUrl, setReadyUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || !isInsideWechat(navigator.userAgent)) return;
    loadWechatSdk().then(setSdk, (error: unknown) => console.error('[wechat] SDK failed to load', error));
  }, [enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's URL changes with the pathname.
  useEffect(() => {
    setReadyUrl(null);
    setUrl(window.location.href.split('#')[0] ?? null);
  }, [pathname]);

  const jsConfig = useQuery(
    trpc.auth.getWechatJsConfig.queryOptions(
      { url: url ?? '', debug: false, jsApiList: [...wechatJsApiList] },
      {
        enabled: Boolean(enabled && sdk && url),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchInterval: false,
        retry: false,
      },
    ),
  );

  useEffect(() => {
    if (jsConfig.error) {
      console.error('[wechat] getWechatJsConfig failed', jsConfig.error);
      setReadyUrl(null);
    }
  }, [jsConfig.error]);

  useEffect(() => {
    if (!sdk || !jsConfig.data || !url) return;
    sdk.config(jsConfig.data);
    sdk.ready(() => setReadyUrl(url));
    sdk.error((reason) => {
      console.error('[wechat] SDK refused the configuration', reason);
      setReadyUrl(null);
    });
  }, [sdk, jsConfig.data, url]);

  return { sdk, readyUrl };
}
