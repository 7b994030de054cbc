// What WeChat Pay and Alipay share about a trade: the merchant's trade number (at most 32 characters of
// [0-9A-Za-z_-] at WeChat Pay, so an order's uuid goes without its dashes), yuan written with two
// decimals, and deadlines in China's time.

/** How long a buyer has to scan and pay before the provider closes the trade. */
export const tradeLifetimeMs = 30 * 60_000;

export const outTradeNo = (orderId: string) => orderId.replaceAll('-', '');

/** The order id a trade number stands for (the uuid's dashes put back). */
export function orderIdOf(tradeNo: string): string {
  const match = tradeNo.match(/^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i);
  return match ? match.slice(1).join('-') : tradeNo;
}

/** 3500 → "35.00" */
export const yuan = (amountMinor: number) => (amountMinor / 100).toFixed(2);

/** "35.00" → 3500; NaN for anything that is not an amount. */
export const minorOf = (yuanText: string) =>
  /^\d+(\.\d{1,2})?$/.test(yuanText) ? Math.round(Number(yuanText) * 100) : Number.NaN;

/** `date` in China's time (UTC+8, no daylight saving) as "yyyy-MM-ddTHH:mm:ss". */
const chinaClock = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19);

/** RFC 3339 with China's offset, as WeChat Pay's time_expire: "2026-11-28T20:30:00+08:00". */
export const wechatTime = (date: Date) => `${chinaClock(date)}+08:00`;

/** "yyyy-MM-dd HH:mm:ss" in China's time, as Alipay's time_expire. */
export const alipayTime = (date: Date) => chinaClock(date).replace('T', ' ');
