// Admin command: issue a batch of benefit cards and print number + secret once (CSV on stdout).
//   tsx server/modules/cards/issue-cli.ts --name 2027年度 --count 100 --codes '*' --areas 北京,上海 --days 365 --redeem-before 2027-12-31
import { parseArgs } from 'node:util';
import { loadConfig, sqlitePath } from '../../config';
import { connectAppDb } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { AppError } from '../../http/errors';
import { localize } from '../../http/messages';
import { issueCardBatch } from './issue';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    count: { type: 'string', default: '10' },
    codes: { type: 'string' },
    areas: { type: 'string', default: '' },
    days: { type: 'string', default: '365' },
    'redeem-before': { type: 'string' },
  },
});
if (!values.name || !values.codes || !values['redeem-before']) {
  console.error('usage: --name <batch> --codes <CODE,CODE|*> --redeem-before YYYY-MM-DD [--count N] [--areas 北京,上海] [--days 365]');
  process.exit(2);
}
const config = loadConfig();
const appDb = await connectAppDb({ sqlitePath: sqlitePath(config), databaseUrl: config.databaseUrl });
try {
  await migrateToLatest(appDb);
  const split = (s: string) => s.split(',').map((v) => v.trim()).filter(Boolean);
  const { batchId, cards } = await issueCardBatch(
    { config, db: appDb.db, dialect: appDb.dialect, warehouse: null, now: Date.now, captchaText: () => '' },
    {
      name: values.name,
      count: Number(values.count),
      codes: split(values.codes),
      areas: split(values.areas),
      benefitDays: Number(values.days),
      redeemBefore: Date.parse(`${values['redeem-before']}T23:59:59+08:00`),
    },
  );
  console.log(`# batch ${batchId}: ${cards.length} cards`);
  console.log('cardNo,secret');
  for (const card of cards) console.log(`${card.cardNo},${card.secret}`);
} catch (error) {
  // A refused batch (unknown code, bad count) is the operator's input, not a crash.
  if (!(error instanceof AppError)) throw error;
  console.error(localize(error.message, 'zh-cn', error.params));
  process.exitCode = 2;
} finally {
  await appDb.close();
}
