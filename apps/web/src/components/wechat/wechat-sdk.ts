// WeChat's JS-SDK, loaded only inside WeChat's browser and only once.

/** The part of the SDK's `wx` object the site uses. */
export interface WechatSdk {
  config(options: object): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(share: WechatShareData): void;
  updateTimelineShareData(share: WechatShareData): void;
}

export interface WechatShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

declare global {
  interface Window {
    wx?: WechatSdk;
  }
}

/** Also read by the Content-Security-Policy, which allows this one script from WeChat. */
export const wechatSdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export function isInsideWechat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

let loading: Promise<WechatSdk> | undefined;

export function loadWechatSdk(): Promise<WechatSdk> {
  loading ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = wechatSdkUrl;
    script.async = true;
    script.onload = () =>
      window.wx ? resolve(window.wx) : reject(new Error('The WeChat SDK loaded without wx'));
    script.onerror = () => reject(new Error(`Could not load ${wechatSdkUrl}`));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
