// `npm run ledger:check`: every member's balance and points against the sum of their ledger, on the
// configured app database (DATA_DIR / DATABASE_URL), read only. Prints the totals and each mismatch; exits 1
// when any member's column differs from their ledger.
import { loadConfig, sqlitePath } from '../server/config';
import { connectAppDb } from '../server/db/connect';
import { checkLedger } from '../server/modules/ledger/consistency';

const config = loadConfig();
const appDb = await connectAppDb({ sqlitePath: sqlitePath(config), databaseUrl: config.databaseUrl, schema: config.databaseSchema });
try {
  const report = await checkLedger(appDb);
  console.log(`balances: ${(report.totals.money / 100).toFixed(2)} in ${report.rows.money} ledger rows; points: ${report.totals.score} in ${report.rows.score} ledger rows`);
  for (const m of report.mismatches) console.log(`MISMATCH member ${m.userId} (${m.username}) ${m.field}: column ${m.balance}, ledger ${m.ledger}`);
  console.log(report.consistent ? 'ledger consistent: yes' : `ledger consistent: NO (${report.mismatches.length} mismatches)`);
  if (!report.consistent) process.exitCode = 1;
} finally {
  await appDb.close();
}
