// The QR code a checkout handed out (WeChat Pay Native, Alipay precreate), kept in this tab's session
// storage until the order's page shows it. Never read from the URL: no link can make the site show a
// payment code it did not receive from the provider.
export interface PaymentCode {
  codeUrl: string;
  payMethod: string;
}

const storageKey = (orderId: string) => `verso.payment-code.${orderId}`;

export function rememberPaymentCode(orderId: string, code: PaymentCode): void {
  try {
    sessionStorage.setItem(storageKey(orderId), JSON.stringify(code));
  } catch {
    // Storage refused (private mode, full): the order's page then waits without a code to show.
  }
}

export function recallPaymentCode(orderId: string): PaymentCode | null {
  try {
    const stored = sessionStorage.getItem(storageKey(orderId));
    return stored ? (JSON.parse(stored) as PaymentCode) : null;
  } catch {
    return null;
  }
}
