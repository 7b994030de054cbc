// The numbered steps of a how-to: upload, choose, download.
import styles from './Landing.module.css';
import { LandingSection } from './LandingSection';

export function HowToSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <LandingSection title={title}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step} className={styles.step}>
            {step}
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
