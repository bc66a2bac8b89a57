// `npm run bench:members`: the members' budgets of issue 23, each half in its own file and function
// (the ledger here; entitlement resolution beside it), printed against their goals.
import { benchEntitlements } from './members-entitlements';
import { benchLedger } from './members-ledger';

const results = [await benchEntitlements(), await benchLedger()];
if (results.some((within) => !within)) process.exitCode = 1;
