import { describe, expect, it } from 'vitest';
import { lowerTierWithSameEngine, routingConfigFromEnv } from './routing';

describe('tiers routed to the same engine', () => {
  it('on a plain installation every tier is Apertium, so Advanced and Thinking are no better than Basic', () => {
    const config = routingConfigFromEnv({});
    expect(config.tiers).toEqual({ basic: 'apertium', advanced: 'apertium', thinking: 'apertium' });
    expect(lowerTierWithSameEngine(config, 'basic')).toBeUndefined();
    expect(lowerTierWithSameEngine(config, 'advanced')).toBe('basic');
    expect(lowerTierWithSameEngine(config, 'thinking')).toBe('basic');
  });

  it('a tier routed to an engine of its own stands apart, and the tier inheriting from it is the same', () => {
    const config = routingConfigFromEnv({ VERSO_TIER_ADVANCED: 'deepl' });
    expect(lowerTierWithSameEngine(config, 'advanced')).toBeUndefined();
    expect(lowerTierWithSameEngine(config, 'thinking')).toBe('advanced');
  });
});
