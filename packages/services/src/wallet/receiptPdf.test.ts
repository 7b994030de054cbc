// A receipt is a PDF a reader can open, naming the seller, its address and the receipt's number, in
// Latin and in Chinese, with only the glyphs it uses embedded.
import { execFileSync } from 'node:child_process';
import { brandFor } from '@verso/brands';
import { describe, expect, test } from 'vitest';
import { receiptPdf } from './receiptPdf';

const labels = {
  title: 'Receipt',
  number: 'Receipt number',
  date: 'Date',
  order: 'Order',
  item: 'Item',
  paidWith: 'Paid with',
  amount: 'Amount paid',
  refunded: 'Refunded',
  seller: 'Seller',
  buyer: 'Buyer',
};

describe('receipt PDF', () => {
  test.each(['verso-best', 'shangyi-translator'] as const)(
    '%s: pdftotext reads the seller and the number',
    async (platform) => {
      const brand = brandFor(platform);
      const pdf = await receiptPdf(
        {
          seller: {
            name: brand.organization.legalName,
            address: brand.organization.address,
            email: brand.support.email,
            url: brand.url,
          },
          buyer: 'ana@example.com',
          receiptNumber: 42,
          orderId: 'order-1',
          paidAt: new Date('2026-11-28T10:00:00Z'),
          item: '720 credits',
          payMethod: 'card',
          amount: '$60.00',
        },
        labels,
        'en',
      );
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
      expect(text).toContain(brand.organization.legalName);
      expect(text).toContain(brand.organization.address[0]);
      expect(text).toContain('000042');
      expect(text).toContain('$60.00');
      expect(pdf.length).toBeLessThan(1_000_000);
    },
    60_000,
  );
});
