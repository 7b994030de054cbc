// For the layouts of the pages that draw antd components: antd's style registry, so the styles of what
// the server rendered come with the HTML, and antd in the site's theme. The pages without antd (home,
// the landing and legal pages) leave it out and hydrate without antd's style engine.
import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { ReactNode } from 'react';
import { SiteAntd } from './SiteAntd';

export function AntdPage({ children }: { children: ReactNode }) {
  return (
    <AntdRegistry>
      <SiteAntd>{children}</SiteAntd>
    </AntdRegistry>
  );
}
