// /enterprise: what an organisation gets from running or buying this service at scale, and a form to ask.
import styles from '@/components/business/BusinessPage.module.css';
import {
  type BusinessRoute,
  BusinessRoutePage,
  businessMetadata,
  type PageProps,
} from '@/components/business/business-route';

const offers = ['selfHosting', 'engines', 'api', 'scale'] as const;

const route: BusinessRoute = {
  kind: 'enterprise',
  href: '/enterprise',
  pitch: (t) => (
    <ul className={styles.points}>
      {offers.map((offer) => (
        <li key={offer}>
          <h2>{t(`offers.${offer}.title`)}</h2>
          <p>{t(`offers.${offer}.body`)}</p>
        </li>
      ))}
    </ul>
  ),
};

export const generateMetadata = (props: PageProps) => businessMetadata(route, props);

export default function EnterprisePage(props: PageProps) {
  return <BusinessRoutePage route={route} {...props} />;
}
