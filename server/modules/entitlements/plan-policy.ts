// The plan screen (member groups) changes what its members may see: every write or delete bumps the
// entitlement version inside the same transaction, so each replica re-resolves on the next request.
import type { ScreenPolicy } from '../admin/resource/policy';
import { bumpEntitlements } from './version';

export const planPolicy: ScreenPolicy = {
  afterWrite: ({ trx }) => bumpEntitlements(trx),
  afterDelete: ({ trx }) => bumpEntitlements(trx),
};
