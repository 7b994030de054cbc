'use client';
// Confirmation and warning dialogs at the site's confirm width (SPEC §9: 416 px), from the App's modal so
// they take the variant's theme. Every modal.confirm/modal.warning of the site goes through here
// (dialog-routing.test.ts checks it). Needs a <SiteApp> above the component (antd's App is not on every page).
import { App, type ModalFuncProps } from 'antd';
import { useMemo } from 'react';
import { dialogWidths } from './dialog-widths';

export function useConfirm() {
  const { modal } = App.useApp();
  return useMemo(
    () => ({
      confirm: (props: ModalFuncProps) => modal.confirm({ width: dialogWidths.confirm, ...props }),
      warning: (props: ModalFuncProps) => modal.warning({ width: dialogWidths.confirm, ...props }),
    }),
    [modal],
  );
}
