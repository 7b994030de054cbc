'use client';
// antd's Modal at the site's dialog width unless a dialog asks for another.
import { Modal, type ModalProps } from 'antd';
import { dialogWidths } from './dialog-widths';

export function SiteModal({ width = dialogWidths.modal, ...props }: ModalProps) {
  return <Modal width={width} {...props} />;
}
