'use client';
// A labelled row of radio buttons, the browser's own drawn like antd's Radio.Group: /pricing loads no antd
// (its style engine and components were most of the page's scripts on a phone).
import { useId } from 'react';
import styles from './Pricing.module.css';

export function ChoiceGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value | undefined;
  onChange(value: Value): void;
  testId: string;
}) {
  const ids = { label: useId(), name: useId() };
  return (
    <div className={styles.payWith}>
      <span id={ids.label}>{label}</span>
      <div role="radiogroup" aria-labelledby={ids.label} className={styles.choices} data-testid={testId}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={ids.name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
