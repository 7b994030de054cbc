'use client';
// A confirmation dialog at the site's confirm width, from the App's modal so it takes the variant's theme.
// Needs a <SiteApp> above the component (antd's App is not part of every page).
import { App, type ModalFuncProps } from 'antd';
import { useCallback } from 'react';
import { dialogWidths } from './dialog-widths';

export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    (props: ModalFuncProps) => modal.confirm({ width: dialogWidths.confirm, ...props }),
    [modal],
  );
}
