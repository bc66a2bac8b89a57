// The kol-register module's 10,000 sample rows (400 hospitals, 3,600 KOLs, 6,000 visits), made
// by a seeded generator so every pack gives the same rows. Files load in name order, so hospitals
// come before the KOLs that point at them and KOLs before their visits.
const HOSPITALS = 400;
const KOLS = 3_600;
const VISITS = 6_000;
/** 2026-11-20 00:00 China time: the release day, the rows' created/updated time. */
const CREATED_AT = Date.UTC(2026, 10, 19, 16);

const CITIES: [string, string][] = [
  ['北京', '北京'], ['上海', '上海'], ['广东', '广州'], ['广东', '深圳'], ['江苏', '南京'], ['江苏', '苏州'],
  ['浙江', '杭州'], ['浙江', '宁波'], ['四川', '成都'], ['湖北', '武汉'], ['山东', '济南'], ['山东', '青岛'],
];
const HOSPITAL_KINDS = ['第一人民医院', '第二人民医院', '中心医院', '中医院', '肿瘤医院', '妇幼保健院', '医科大学附属医院', '协和医院', '人民医院', '第三人民医院'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉玲建国红志明海燕宁晨浩宇欣怡子涵';
const DEPARTMENTS = ['cardiology', 'oncology', 'endocrinology', 'respiratory', 'neurology', 'pharmacy'];
const TITLES = ['chief', 'associate', 'attending', 'pharmacist'];
const PURPOSES = ['listing', 'education', 'advisory', 'follow-up'];
const OUTCOMES = ['同意提交药事会', '需要补充临床证据', '愿意参加区域学术会议', '暂无进展，下季度跟进', null];
const REPRESENTATIVES = ['陈晓', '刘洋', '王芳', '赵磊', '孙婷', '周杰', '吴敏', '郑浩'];

/** mulberry32: a small, fast PRNG; the same seed gives the same sequence on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function jsonl(rows: object[]): Buffer {
  return Buffer.from(rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
}

export function kolRegisterSeed(): Map<string, Buffer> {
  const next = random(20261120);
  const pick = <T>(list: readonly T[] | string): T => list[Math.floor(next() * list.length)] as T;
  const stamps = { created_at: CREATED_AT, updated_at: CREATED_AT };

  const hospitals = Array.from({ length: HOSPITALS }, (_, i) => {
    const [province, city] = CITIES[i % CITIES.length];
    const kind = HOSPITAL_KINDS[Math.floor(i / CITIES.length) % HOSPITAL_KINDS.length];
    // 12 cities × 10 kinds = 120 names; a branch number keeps the rest unique.
    const branch = Math.floor(i / (CITIES.length * HOSPITAL_KINDS.length));
    const level = pick(['3A', '3A', '3B', '2A']);
    const beds = level === '2A' ? 200 + Math.floor(next() * 400) : 800 + Math.floor(next() * 2_200);
    return { id: i + 1, name: `${city}市${kind}${branch ? `（${branch + 1}院区）` : ''}`, province, level, beds, ...stamps };
  });
  const kols = Array.from({ length: KOLS }, (_, i) => ({
    id: i + 1,
    name: pick<string>(SURNAMES) + pick<string>(GIVEN) + (next() < 0.5 ? pick<string>(GIVEN) : ''),
    hospital_id: 1 + Math.floor(next() * HOSPITALS),
    department: pick(DEPARTMENTS),
    title: pick(TITLES),
    tier: next() < 0.1 ? 'A' : next() < 0.4 ? 'B' : 'C',
    mobile: `13${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
    ...stamps,
  }));
  const day = 86_400_000;
  const visits = Array.from({ length: VISITS }, (_, i) => ({
    id: i + 1,
    kol_id: 1 + Math.floor(next() * KOLS),
    // From 2025-01-01 up to the day before the release.
    visited_on: new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 687) * day).toISOString().slice(0, 10),
    purpose: pick(PURPOSES),
    outcome: pick(OUTCOMES),
    representative: pick(REPRESENTATIVES),
    ...stamps,
  }));
  return new Map([
    ['seed/01-ext_kol_hospital.jsonl', jsonl(hospitals)],
    ['seed/02-ext_kol.jsonl', jsonl(kols)],
    ['seed/03-ext_kol_visit.jsonl', jsonl(visits)],
  ]);
}
