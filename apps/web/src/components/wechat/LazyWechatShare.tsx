'use client';
// WechatShare loaded after the page, and only where the layout renders it (the WeChat variant): the API
// client it asks the server with is then left out of every page's first load.
import dynamic from 'next/dynamic';

export const LazyWechatShare = dynamic(() => import('./WechatShare').then((module) => module.WechatShare), {
  ssr: false,
});
