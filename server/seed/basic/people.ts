// Invented people and hospital names for trial records (common surnames and given-name syllables;
// hospitals named after their city the way Chinese teaching hospitals are).
import type { Random } from '../random';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['建', '明', '华', '伟', '芳', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '超', '霞', '平', '刚', '文', '辉', '宁', '琳'];

export function personName(random: Random): string {
  return random.pick(SURNAMES) + random.sample(GIVEN, random.int(1, 2)).join('');
}

export function hospitalName(random: Random, city: string): string {
  return random.pick([`${city}市第一人民医院`, `${city}医科大学附属第一医院`, `${city}市中心医院`, `${city}大学附属肿瘤医院`, `${city}市中医院`, `${city}医科大学附属第二医院`]);
}
