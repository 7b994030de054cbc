'use client';
// A status drawn as antd's coloured tag, its words in the page's text colour: antd's tone colours on their
// own tints read at 2–4:1 (green, gold and red worst), under the 4.5:1 WCAG asks of text this small. The
// tint and border still carry the tone, and the words say the status.
import { Tag, type TagProps, theme } from 'antd';

export function StatusTag({ style, ...props }: TagProps) {
  const { token } = theme.useToken();
  return <Tag {...props} style={{ ...style, color: token.colorText }} />;
}
