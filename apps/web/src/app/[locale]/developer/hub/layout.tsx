// These pages draw antd components: antd's style registry and theme (the root layout has neither).
import type { ReactNode } from 'react';
import { AntdPage } from '@/components/providers/AntdPage';

export default function AntdLayout({ children }: { children: ReactNode }) {
  return <AntdPage>{children}</AntdPage>;
}
