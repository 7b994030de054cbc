// Alipay's asynchronous notifications (trade_status_sync): the notify_url of every trade.
import { notificationRoute } from '@/server/payments/notification-route';

export const POST = notificationRoute('alipay');
