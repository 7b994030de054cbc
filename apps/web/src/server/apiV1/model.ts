// The models a call may name are exactly the ones /v1/models lists: a tier, a model the tiers offer,
// or an engine that works right now. Anything else is refused before work starts, with the list.
import { UserFacingError } from '@verso/core';
import type { Services } from '@verso/services';

/** The model as the call named it (absent: the Basic tier); refused with the list when /v1/models lacks it. */
export async function checkedModel(services: Services, model: string | undefined) {
  const asked = model?.trim();
  if (!asked) return undefined;
  const models = await services.engines.models();
  if (models.includes(asked)) return asked;
  throw new UserFacingError(
    'unknown_engine',
    `There is no model called "${asked}" here. Models (as /v1/models lists them): ${models.join(', ')}.`,
  );
}
