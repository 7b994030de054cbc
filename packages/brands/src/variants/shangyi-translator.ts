// 商译 Shangyi: the Chinese-market variant — CNY prices, WeChat sign-in and payment, an ICP number.
import { type Brand, brandAssets } from '../brand';
import { shangyiTranslatorSeo } from '../seo/shangyi-translator';

export const shangyiTranslator: Brand = {
  platform: 'shangyi-translator',
  name: '商译',
  alternateNames: ['Shangyi Translator', 'Shangyi', 'shangyi-translator'],
  companyName: '上海商译信息科技有限公司',
  url: 'https://shangyi-translator.example',
  organization: {
    legalName: '上海商译信息科技有限公司',
    address: ['中国上海市浦东新区', '世纪大道 100 号', '邮编 200120'],
  },
  support: { email: 'kefu@shangyi-translator.example' },
  listings: [
    { name: 'AI 工具集', url: 'https://ai-bot.cn/sites/shangyi-translator.html' },
    { name: 'AIGC 导航', url: 'https://www.aigc.cn/shangyi-translator' },
  ],
  ...brandAssets('shangyi-translator'),
  copyright: '上海商译信息科技有限公司',
  currency: 'CNY',
  authMethods: ['wechat', 'email'],
  payMethods: ['wechat_pay_direct', 'alipay_direct'],
  creditPackages: [
    { price: 35, credits: 48 },
    { price: 105, credits: 168 },
    { price: 420, credits: 720 },
    { price: 3500, credits: 6400 },
    { price: 10500, credits: 20400 },
    { price: 42000, credits: 86400 },
  ],
  theme: { primary: '#c8102e', primaryDark: '#9a0c23', surfaceDark: '#241416' },
  seo: {
    title: '商译 — 保留格式的文档翻译',
    description: '翻译 Word、Excel、PPT、PDF、漫画、音频与论文，保留原有排版。',
    locale: 'zh',
    translations: shangyiTranslatorSeo,
  },
  features: {
    translateText: true,
    comics: true,
    audio: true,
    arxiv: true,
    converter: true,
    pricing: true,
    blog: false,
    contactBusiness: true,
    enterprise: false,
  },
  icpNumber: '沪ICP备2026000000号-1',
  messengerContactImage: '/brands/shangyi-translator/wecom-qr.svg',
};
