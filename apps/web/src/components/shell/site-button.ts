// Class names for a plain <button> or <a> drawn like antd's Button (see SiteButton.module.css).
import styles from './SiteButton.module.css';

type Variant = 'default' | 'primary' | 'text';

export function siteButton(variant: Variant, shape?: 'icon' | 'circle'): string {
  const classes = [styles.button, styles[variant]];
  if (shape) classes.push(styles.iconOnly);
  if (shape === 'circle') classes.push(styles.circle);
  return classes.join(' ');
}

/** A spinning ring for a busy button (aria-hidden), where antd's loading icon was. */
export const buttonSpinner = styles.spinner;
