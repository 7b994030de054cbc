'use client';
// Inside WeChat (shangyi-translator), gives shared pages their title, description and the brand's image
// once the share menu is ready for the current URL. The layout renders it for that variant only, so the
// others load neither it nor the API client it asks the server with.
import { useEffect } from 'react';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { useSite } from '@/components/site/SiteProvider';
import { useWechatShare } from './use-wechat-share';

export function WechatShare() {
  return (
    <ApiProvider>
      <ShareDetails />
    </ApiProvider>
  );
}

function ShareDetails() {
  const { brand, host } = useSite();
  const { sdk, readyUrl } = useWechatShare(brand.platform === 'shangyi-translator');

  useEffect(() => {
    if (!sdk || !readyUrl) return;
    const share = {
      title: document.title,
      desc: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      link: readyUrl,
      imgUrl: new URL(host.favicon, window.location.origin).href,
    };
    sdk.updateAppMessageShareData(share);
    sdk.updateTimelineShareData(share);
  }, [sdk, readyUrl, host.favicon]);

  return null;
}
