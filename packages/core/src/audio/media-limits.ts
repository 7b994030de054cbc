// The operator's bound on recordings: how long one may last (VERSO_AUDIO_MAX_MINUTES, three hours by
// default). Read from the core's environment, like the engines' settings.
import { z } from 'zod';
import { optionalSetting, parseEnvironment } from '../engines/http/environment';
import { coreEnvironment, type Environment } from '../environment';

const defaultMaxMinutes = 180;

const mediaEnvironment = z.object({
  VERSO_AUDIO_MAX_MINUTES: optionalSetting(z.coerce.number().positive()),
});

export function maxMediaSeconds(env: Environment = coreEnvironment()): number {
  const settings = parseEnvironment('Audio and video', mediaEnvironment, env);
  return (settings.VERSO_AUDIO_MAX_MINUTES ?? defaultMaxMinutes) * 60;
}
