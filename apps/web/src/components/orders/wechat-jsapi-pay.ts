'use client';
// WeChat Pay inside WeChat's browser: the page hands the server's signed parameters (appId, timeStamp,
// nonceStr, package, signType, paySign) to WeixinJSBridge, and WeChat shows its own payment sheet.
// Whatever the buyer does there, the order's page then waits for WeChat Pay's notification.

interface WeixinJSBridge {
  invoke(
    name: string,
    params: Record<string, string>,
    callback: (result: { err_msg?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

export type JsapiOutcome = 'paid' | 'cancelled' | 'failed';

/** WeChat injects its bridge a moment after the page loads; a click may come first. */
function bridge(): Promise<WeixinJSBridge> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve) => {
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => window.WeixinJSBridge && resolve(window.WeixinJSBridge),
      { once: true },
    );
  });
}

export async function payInsideWechat(params: Record<string, string>): Promise<JsapiOutcome> {
  const jsBridge = await bridge();
  return new Promise((resolve) => {
    jsBridge.invoke('getBrandWCPayRequest', params, ({ err_msg }) => {
      if (err_msg === 'get_brand_wcpay_request:ok') resolve('paid');
      else if (err_msg === 'get_brand_wcpay_request:cancel') resolve('cancelled');
      else resolve('failed');
    });
  });
}
