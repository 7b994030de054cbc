// WeChat Pay's notifications (TRANSACTION.SUCCESS, REFUND.SUCCESS): the notify_url of every order.
import { notificationRoute } from '@/server/payments/notification-route';

export const POST = notificationRoute('wechatpay');
