// Which checkout suits the buyer's browser, read from its User-Agent: inside WeChat, WeChat Pay opens
// in place (JSAPI); on a phone, Alipay's mobile cashier (wap pay) replaces a QR code nobody can scan
// with the phone showing it.
import { isInsideWechat } from '@/components/wechat/wechat-sdk';

export interface BuyerBrowser {
  device: 'desktop' | 'mobile';
  insideWechat: boolean;
}

const phone = /Mobile|Android|iPhone|iPad|iPod/i;

export function buyerBrowser(userAgent: string): BuyerBrowser {
  return {
    device: phone.test(userAgent) ? 'mobile' : 'desktop',
    insideWechat: isInsideWechat(userAgent),
  };
}
