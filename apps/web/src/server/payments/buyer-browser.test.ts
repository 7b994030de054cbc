import { describe, expect, it } from 'vitest';
import { buyerBrowser } from './buyer-browser';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const androidWechat =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI';
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const desktopWechat = `${desktopChrome} MicroMessenger/3.9.10 WindowsWechat`;

describe('the checkout a buyer browser gets', () => {
  it('a phone browser is mobile (Alipay wap pay), outside WeChat', () => {
    expect(buyerBrowser(iphoneSafari)).toEqual({ device: 'mobile', insideWechat: false });
  });
  it("WeChat's browser on a phone is mobile and inside WeChat (JSAPI)", () => {
    expect(buyerBrowser(androidWechat)).toEqual({ device: 'mobile', insideWechat: true });
  });
  it('a computer keeps the QR code; WeChat for Windows is still inside WeChat', () => {
    expect(buyerBrowser(desktopChrome)).toEqual({ device: 'desktop', insideWechat: false });
    expect(buyerBrowser(desktopWechat)).toEqual({ device: 'desktop', insideWechat: true });
    expect(buyerBrowser('')).toEqual({ device: 'desktop', insideWechat: false });
  });
});
