// The feature points of a landing page, each a short title and one sentence.
import styles from './Landing.module.css';
import { LandingSection } from './LandingSection';

export interface FeaturePoint {
  title: string;
  body: string;
}

export function FeaturePoints({ title, points }: { title: string; points: readonly FeaturePoint[] }) {
  return (
    <LandingSection title={title}>
      <div className={styles.features}>
        {points.map((point) => (
          <article key={point.title} className={styles.feature} data-testid="feature-point">
            <h3 className={styles.featureTitle}>{point.title}</h3>
            <p className={styles.featureBody}>{point.body}</p>
          </article>
        ))}
      </div>
    </LandingSection>
  );
}
