// /contact-business: partners and companies write to the team behind this site.
import {
  type BusinessRoute,
  BusinessRoutePage,
  businessMetadata,
  type PageProps,
} from '@/components/business/business-route';

const route: BusinessRoute = {
  kind: 'contact',
  href: '/contact-business',
  pitch: (t, product) => <p>{t('contactBody', { product })}</p>,
};

export const generateMetadata = (props: PageProps) => businessMetadata(route, props);

export default function ContactBusinessPage(props: PageProps) {
  return <BusinessRoutePage route={route} {...props} />;
}
