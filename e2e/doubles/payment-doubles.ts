// Starts the payment providers' test doubles on their own, for e2e runs and for trying checkout on a
// local site without accounts at the providers (`npm run payments:doubles`): each listens at a fixed
// offset from the site's port and prints the settings that point the site at it. No money moves.
import { startAlipayDouble } from '../../packages/services/src/payments/alipay/alipay-double';
import { startStripeApiDouble } from '../../packages/services/src/payments/stripe/stripe-api-double';
import { startWechatPayDouble } from '../../packages/services/src/payments/wechatpay/wechatpay-double';
import { alipayPort, stripeApiPort, wechatPayApiPort } from '../support/environment';
import { alipayKeys, keyFile, wechatPayKeys } from '../support/payment-double-keys';

const wechat = await startWechatPayDouble(wechatPayKeys(), wechatPayApiPort);
const alipay = await startAlipayDouble(alipayKeys(), alipayPort);
// Last: the e2e config waits for the Stripe double's address, by then the others listen too.
const stripe = await startStripeApiDouble(stripeApiPort);

console.log(`Payment doubles are running (Ctrl-C stops them). Start the site with these settings:

# Stripe (card, Alipay and WeChat Pay through Stripe Checkout): o-translator, dl-translator, verso-best
STRIPE_SECRET_KEY=${stripe.keys.secretKey}
STRIPE_WEBHOOK_SECRET=${stripe.keys.webhookSecret}
STRIPE_API_URL=${stripe.apiUrl}

# WeChat Pay and Alipay direct: shangyi-translator
WECHATPAY_MCHID=${wechat.keys.mchId}
WECHATPAY_APPID=${wechat.keys.appId}
WECHATPAY_SERIAL=${wechat.keys.merchantSerial}
WECHATPAY_PRIVATE_KEY=${keyFile('wechatpay-merchant-key.pem', wechat.keys.merchantPrivateKey)}
WECHATPAY_APIV3_KEY=${wechat.keys.apiV3Key}
WECHATPAY_PLATFORM_CERT=${keyFile('wechatpay-platform-cert.pem', wechat.keys.platformCertificate)}
WECHATPAY_API_URL=${wechat.apiUrl}
ALIPAY_APP_ID=${alipay.keys.appId}
ALIPAY_PRIVATE_KEY=${keyFile('alipay-app-private-key.pem', alipay.keys.appPrivateKey)}
ALIPAY_PUBLIC_KEY=${keyFile('alipay-public-key.pem', alipay.keys.alipayPublicKey)}
ALIPAY_GATEWAY=${alipay.gateway}
`);
