// The variant's credit packages (SPEC §9) as cards: price, credits, and the credits before the bonus struck
// through; above them the pay methods this site offers, or, when it offers none, a plain word saying so.
// Drawn without antd, so /pricing loads none of it.
import { type CreditPackage, type Currency, creditPackageId, type PayMethod } from '@verso/brands';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { ClientMessages } from '@/i18n/ClientMessages';
import { BuyCreditsButton } from './BuyCreditsButton';
import { BuyForChoice, BuyForProvider } from './BuyFor';
import { PayMethodChoice, PayMethodProvider } from './PayMethodChoice';
import styles from './Pricing.module.css';

export async function CreditPackages({
  packages,
  currency,
  payMethods,
}: {
  packages: readonly CreditPackage[];
  currency: Currency;
  /** The pay methods a configured provider serves here. */
  payMethods: readonly PayMethod[];
}) {
  const t = await getTranslations('Pricing');
  const format = await getFormatter();
  const best = bestValue(packages);
  return (
    // One provider for every package's button: the namespace travels to the browser once.
    <ClientMessages namespaces={['Pricing']}>
      <ApiProvider>
        <PayMethodProvider offered={payMethods}>
          <BuyForProvider>
            {payMethods.length === 0 && (
              <div role="status" className={styles.unavailable} data-testid="payment-unavailable">
                <strong>{t('paymentUnavailable')}</strong>
                <p>{t('askOperator')}</p>
              </div>
            )}
            <PayMethodChoice />
            <BuyForChoice />
            <ul className={styles.packages}>
              {packages.map((pack) => (
                <li
                  key={pack.price}
                  className={pack === best ? styles.best : styles.package}
                  data-testid="credit-package"
                >
                  {pack === best && <span className={styles.badge}>{t('bestValue')}</span>}
                  <div className={styles.price}>
                    {format.number(pack.price, { style: 'currency', currency, maximumFractionDigits: 0 })}
                  </div>
                  <div className={styles.credits}>
                    {t('credits', { credits: pack.credits })}
                    {pack.originalCredits !== undefined && (
                      <s className={styles.original} data-testid="original-credits">
                        {format.number(pack.originalCredits)}
                      </s>
                    )}
                  </div>
                  {pack.originalCredits !== undefined && (
                    <div className={styles.bonus}>
                      {t('bonus', { bonus: pack.credits - pack.originalCredits })}
                    </div>
                  )}
                  <BuyCreditsButton packageId={creditPackageId(pack)} highlighted={pack === best} />
                </li>
              ))}
            </ul>
          </BuyForProvider>
        </PayMethodProvider>
      </ApiProvider>
    </ClientMessages>
  );
}

/** The package that gives the most credits per unit of money. */
function bestValue(packages: readonly CreditPackage[]): CreditPackage | undefined {
  return packages.reduce<CreditPackage | undefined>(
    (best, pack) => (!best || pack.credits / pack.price > best.credits / best.price ? pack : best),
    undefined,
  );
}
