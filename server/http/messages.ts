// The server's user-facing messages in both languages (zh-cn default and fallback, spec §1). A
// route throws `new AppError(code, '<key>', content, params)`; the error handler answers in the
// language of the request's Accept-Language. Messages that start with a field name keep it in
// both languages, so the web can still tell which input is wrong.
import type { FastifyRequest } from 'fastify';

export type Locale = 'zh-cn' | 'en';

const catalogue = {
  'auth.loginRequired': { 'zh-cn': '请先登录', en: 'Please log in' },
  'auth.codeRequired': { 'zh-cn': '没有权限 {code}', en: 'Permission {code} is required' },
  'auth.adminRequired': { 'zh-cn': '需要管理员权限', en: 'Administrator rights are required' },
  'auth.badCredentials': { 'zh-cn': '账号或密码错误', en: 'Account or password is incorrect' },
  'auth.captchaRequired': { 'zh-cn': 'captcha: 请输入图片验证码', en: 'captcha: a verification code is required' },
  'auth.captchaWrong': { 'zh-cn': 'captcha: 验证码错误或已过期', en: 'captcha: the verification code is incorrect or expired' },
  'auth.locked': {
    'zh-cn': '登录失败次数过多，账号已锁定，请于 {until} 后重试',
    en: 'Account is locked after too many failed attempts; try again after {until}',
  },
  'auth.pending': { 'zh-cn': '账号尚未激活：请打开确认邮件中的链接', en: 'Account is not activated yet: open the link in the confirmation mail' },
  'auth.disabled': { 'zh-cn': '账号已停用', en: 'Account is disabled' },
  'auth.refreshInvalid': { 'zh-cn': '登录已失效，请重新登录', en: 'Refresh token is invalid or expired' },
  'auth.sessionEndedSeats': {
    'zh-cn': '您的账号已在其他设备登录，超出方案允许的同时在线数，本设备已退出',
    en: 'Your account signed in on another device beyond the seats of your plan, so this session ended',
  },
  'auth.sessionRevoked': { 'zh-cn': '管理员已结束此登录，请重新登录', en: 'An administrator ended this session: please log in again' },
  'entitlements.expired': {
    'zh-cn': '您的订阅已于 {endedAt} 到期，请续费或兑换新卡后继续使用',
    en: 'Your subscription ended on {endedAt}: renew it or redeem a new card to continue',
  },
  'entitlements.quotaExhausted': {
    'zh-cn': '本月导出额度（{limit} 行）已用完，下月恢复',
    en: 'This month\'s export quota ({limit} rows) is used up; it renews next month',
  },
  'entitlements.quotaPartial': {
    'zh-cn': '本月导出额度剩余 {granted} 行，本次导出只含前 {granted} 行（共 {total} 行）',
    en: 'Only {granted} rows of this month\'s export quota remain: this export holds the first {granted} of {total} rows',
  },
  'entitlements.savedMarkets': {
    'zh-cn': '您的套餐最多保存 {max} 个自定义市场，请删除不用的市场或升级套餐',
    en: 'Your plan keeps at most {max} custom markets: delete one you no longer use or upgrade your plan',
  },
  'entitlements.unknownSession': { 'zh-cn': '{field}: 该会员没有这个登录', en: '{field}: the member has no such session' },
  'auth.legacyInvalid': { 'zh-cn': '旧系统登录凭证无效、已使用或已过期', en: 'Legacy token is invalid, used or expired' },
  'auth.legacyDisabled': {
    'zh-cn': '本服务器未启用旧系统登录（未配置 LEGACY_TOKEN_SECRET）',
    en: 'Legacy login is not enabled on this server (LEGACY_TOKEN_SECRET is not configured)',
  },
  'rate.limited': { 'zh-cn': '操作过于频繁，请 {seconds} 秒后再试', en: 'Too many attempts: try again in {seconds} s' },
  'rate.limitedMinutes': { 'zh-cn': '操作过于频繁，请 {minutes} 分钟后再试', en: 'Too many attempts: try again in {minutes} min' },
  'auth.oldPasswordWrong': { 'zh-cn': 'oldPassword: 原密码错误', en: 'oldPassword: is incorrect' },
  'auth.samePassword': { 'zh-cn': 'newPassword: 新密码不能与原密码相同', en: 'newPassword: must differ from the old password' },
  'custom.tooMany': { 'zh-cn': '自定义市场最多保存 {max} 个', en: 'At most {max} custom markets can be saved' },
  'custom.tooLarge': { 'zh-cn': 'filters: 筛选条件过大', en: 'filters: is too large' },
  'trial.accountTaken': { 'zh-cn': 'account: 账号已存在', en: 'account: already exists' },
  'trial.noApplication': { 'zh-cn': '没有该会员的试用申请', en: 'This member has no trial application' },
  'trial.notPending': { 'zh-cn': '该试用申请已处理（账号不再是待激活状态）', en: 'This trial application was already decided (the account is no longer pending)' },
  'trial.linkInvalid': { 'zh-cn': 'token: 确认链接无效、已使用或已过期', en: 'token: the confirmation link is invalid, used or expired' },
  'qr.unknown': { 'zh-cn': 'scene: 二维码不存在', en: 'scene: the login ticket does not exist' },
  'qr.expired': { 'zh-cn': 'scene: 二维码已过期', en: 'scene: the login ticket has expired' },
  'qr.otherAccount': { 'zh-cn': 'scene: 二维码已被其他账号扫描', en: 'scene: the ticket was scanned by another account' },
  'qr.wrongState': { 'zh-cn': 'scene: 二维码状态已变为 {status}', en: 'scene: the ticket is already {status}' },
  'qr.changed': { 'zh-cn': 'scene: 二维码状态已变化，请重试', en: 'scene: the ticket changed meanwhile, try again' },
  'cards.wrongSecret': { 'zh-cn': '卡号或卡密错误', en: 'Card number or secret is incorrect' },
  'cards.locked': { 'zh-cn': '卡密错误次数过多，兑换已锁定，请稍后再试', en: 'Too many wrong card secrets: card redemption is locked, try again later' },
  'cards.redeemed': { 'zh-cn': '该卡已被兑换', en: 'This card has already been redeemed' },
  'cards.expired': { 'zh-cn': '该卡已过期', en: 'This card has expired' },
  'cards.count': { 'zh-cn': '{field}: 必须是 1 到 {max} 之间的整数', en: '{field}: must be a whole number from 1 to {max}' },
  'cards.unknownCodes': { 'zh-cn': '{field}: 未知的权限代码 {codes}', en: '{field}: unknown permission codes {codes}' },
  'cards.validity': { 'zh-cn': '{field}: 请填写有效期截止日期或天数（二选一）', en: '{field}: give either an expiry date or a number of days' },
  'cards.pastDate': { 'zh-cn': '{field}: 截止日期必须晚于今天', en: '{field}: the expiry date must be after today' },
  'cards.days': { 'zh-cn': '{field}: 必须是 1 到 {max} 之间的整数', en: '{field}: must be a whole number of days from 1 to {max}' },
  'cards.areas': { 'zh-cn': '{field}: 请选择“全国”或至少一个省份（可选：{options}）', en: '{field}: choose all of China or at least one province (one of {options})' },
  'cards.downloaded': { 'zh-cn': '该批次的卡号卡密已下载过，只能下载一次', en: 'The numbers and secrets of this batch were already downloaded: they can be downloaded once only' },
  'cards.noFile': { 'zh-cn': '该批次没有可下载的卡密文件', en: 'This batch has no file of secrets to download' },
  'cards.notIssuer': { 'zh-cn': '只有发行该批次的管理员可以下载卡密', en: 'Only the administrator who issued this batch may download its secrets' },
  'cards.unknownBatch': { 'zh-cn': '卡批次 {id} 不存在', en: 'Card batch {id} does not exist' },
  'ledger.negative': { 'zh-cn': '{field}: 变更后不能小于 0（变更前为 {before}）', en: '{field}: would take the balance below 0 (it is {before})' },
  'ledger.changeRange': { 'zh-cn': '{field}: 必须是非 0 整数，绝对值不超过 {max}', en: '{field}: must be a non-zero integer of at most {max} either way' },
  'ledger.key': { 'zh-cn': '{field}: 必须是 8–64 位字母、数字或 . _ : -', en: '{field}: must be 8–64 letters, digits or . _ : -' },
  'ledger.keyReused': { 'zh-cn': '该幂等键已用于另一笔变动', en: 'This idempotency key was already used for another change' },
  // A refused module package (lib/module-package/errors.ts names the reasons).
  'package.notArchive': { 'zh-cn': '模块包不是有效的压缩包', en: 'The module package is not a valid archive' },
  'package.unsafePath': { 'zh-cn': '模块包含有不安全的路径 {file}', en: 'The module package holds an unsafe path: {file}' },
  'package.tooLarge': { 'zh-cn': '模块包超出上限 {limit}', en: 'The module package exceeds the limit of {limit}' },
  'package.missingFile': { 'zh-cn': '模块包缺少文件 {file}', en: 'The module package is missing {file}' },
  'package.unlistedFile': { 'zh-cn': '模块包含有未签名的文件 {file}', en: 'The module package holds a file that is not signed: {file}' },
  'package.badSignature': { 'zh-cn': '模块包签名无效（不是市场公钥 {pinned} 签发的）', en: 'The module package signature is invalid (not signed by the marketplace key {pinned})' },
  'package.fileHash': { 'zh-cn': '模块包文件 {file} 已被修改（哈希不符）', en: 'The module package file {file} was changed (its hash does not match)' },
  'package.badManifest': { 'zh-cn': '模块清单无效：{problem}', en: 'The module manifest is invalid: {problem}' },
  'package.wrongIdentity': { 'zh-cn': '模块包应为 {expected}，实际为 {found}', en: 'The module package should be {expected} but is {found}' },
  'export.notFound': { 'zh-cn': 'sourcePath: 导出文件不存在或已过期', en: 'sourcePath: the export file does not exist or has expired' },
  'export.tooManyUnfinished': { 'zh-cn': '最多同时排队或进行 {max} 个导出，请等已有导出完成后再试', en: 'At most {max} exports can wait or run at once; try again when one has finished' },
  'resource.notFound': { 'zh-cn': '记录不存在：{key}', en: 'No such record: {key}' },
  'resource.duplicate': { 'zh-cn': '系统中已存在相同的数据', en: 'The same data already exists in the system' },
  'audit.unknownScreen': { 'zh-cn': '{field}: 没有后台界面 “{screen}”', en: '{field}: there is no back-end screen "{screen}"' },
  'audit.notRecyclable': { 'zh-cn': '{field}: 界面 “{screen}” 的删除不能进入回收站', en: '{field}: deletes on screen "{screen}" cannot go to the recycle bin' },
  'audit.notWatchable': { 'zh-cn': '{field}: “{name}” 不是可记录的敏感字段（可选：{allowed}）', en: '{field}: "{name}" is not a field that can be watched (choose from: {allowed})' },
  'recycle.alreadyRestored': { 'zh-cn': '回收记录 {id} 已经还原过', en: 'Recycle record {id} has already been restored' },
  'recycle.unreadable': { 'zh-cn': '回收记录 {id} 不含可还原的数据', en: 'Recycle record {id} holds no data that can be restored' },
  'recycle.screenGone': { 'zh-cn': '界面 “{screen}” 已不存在，无法还原', en: 'Screen "{screen}" no longer exists, so the row cannot be restored' },
  'recycle.keyTaken': { 'zh-cn': '无法还原：{screen} 中已有主键为 {key} 的记录', en: 'Cannot restore: {screen} already has a row with key {key}' },
  'recycle.uniqueTaken': {
    'zh-cn': '无法还原：{field} “{value}” 已被 {screen} 中的记录 {row} 使用',
    en: 'Cannot restore: {field} "{value}" is already used by row {row} of {screen}',
  },
  'recycle.referenceGone': {
    'zh-cn': '无法还原：{field} 引用的 {screen} 记录 {key} 已不存在',
    en: 'Cannot restore: the {screen} row {key} that {field} refers to no longer exists',
  },
  'rollback.already': { 'zh-cn': '修改记录 {id} 已经回滚过', en: 'Change {id} has already been rolled back' },
  'rollback.secret': { 'zh-cn': '保密字段 {field} 只记录“已修改”，无法回滚', en: 'Secret field {field} is recorded only as changed and cannot be rolled back' },
  'rollback.fieldGone': { 'zh-cn': '界面 “{screen}” 已没有字段 {field}，无法回滚', en: 'Screen "{screen}" no longer has field {field}, so it cannot be rolled back' },
  'rollback.changedSince': {
    'zh-cn': '{field}（记录 {row}）在此修改之后又被修改过；确认后将覆盖为修改前的值',
    en: '{field} (row {row}) has changed again since; confirm to overwrite it with the value before',
  },
  // A delete that other rows still need (resource/references.ts): the referencing screen (its id,
  // and its title in each language) and one of its rows.
  'resource.referenced': { 'zh-cn': '无法删除：在 {titleZh} ({screen}) 中被记录 {row} 引用', en: 'Cannot delete: it is referenced by {titleEn} ({screen}) record {row}' },
  'resource.cascades': {
    'zh-cn': '无法删除：会连带删除 {titleZh} ({screen}) 中的记录 {row}',
    en: 'Cannot delete: it would also delete {titleEn} ({screen}) record {row}',
  },
  'resource.foreignKey': { 'zh-cn': '数据引用了不存在的记录，或仍被其他记录引用', en: 'The data names a record that does not exist, or other records still refer to it' },
  'upload.incomplete': { 'zh-cn': '上传数据不完整：没有收到完整的文件，请重新上传', en: 'The upload is incomplete: no whole file was received; please upload again' },
  'upload.typeNotAllowed': { 'zh-cn': '不允许上传该类型的文件：{type}', en: 'This type of file may not be uploaded: {type}' },
  'upload.suffixMismatch': { 'zh-cn': '文件内容（{type}）与扩展名 .{suffix} 不符', en: 'The file content ({type}) does not match its suffix .{suffix}' },
  'upload.tooLarge': { 'zh-cn': '文件大小超出范围：最大 {max}', en: 'The file is larger than allowed: at most {max}' },
  'upload.badTopic': { 'zh-cn': '{field}: 只能由小写字母、数字、下划线和连字符组成，最多 20 个字符', en: '{field}: only lower-case letters, digits, _ and -, at most 20 characters' },
  'upload.saveNameInvalid': { 'zh-cn': '上传配置的保存路径规则无效：{pattern}', en: 'The save-name pattern of the upload settings is invalid: {pattern}' },
  'upload.pathTaken': { 'zh-cn': '保存路径已被另一个文件使用：{path}（请在保存路径规则中加入 {fileSha1}）', en: 'Another file is already saved at {path} (add {fileSha1} to the save-name pattern)' },
  'upload.notFound': { 'zh-cn': '文件不存在：{path}', en: 'No such file: {path}' },
  'resource.unknownScreen': { 'zh-cn': '后台页面不存在：{id}', en: 'No such back-end screen: {id}' },
  'registry.invalid': { 'zh-cn': '页面定义有 {count} 处问题，未保存', en: 'The screen definition has {count} problem(s); nothing was stored' },
  'registry.notStored': { 'zh-cn': '没有已存储的页面：{id}', en: 'No stored screen: {id}' },
  // The CRUD designer (spec §5's designer messages among them): `{field}` is a JSON pointer into the design.
  'designer.invalid': { 'zh-cn': '设计有 {count} 处问题：{first}', en: 'The design has {count} problem(s): {first}' },
  'designer.blocked': { 'zh-cn': '设计不能应用，未做任何修改：{first}', en: 'The design cannot be applied and nothing was changed: {first}' },
  'designer.notObject': { 'zh-cn': '{field}: 必须是 JSON 对象', en: '{field}: must be a JSON object' },
  'designer.tableRequired': { 'zh-cn': '{field}: 数据表名必填', en: '{field}: the data table name is required' },
  'designer.tableName': {
    'zh-cn': '{field}: 数据表名只能包含小写字母、数字和下划线（不能连续两个），以字母开头，最多 {max} 个字符',
    en: '{field}: a table name has lower-case letters, digits and single underscores, starts with a letter and has at most {max} characters',
  },
  'designer.tableReserved': { 'zh-cn': '{field}: “{name}” 是保留字，不能作为数据表名', en: '{field}: "{name}" is a reserved word and cannot name a table' },
  'designer.productTable': {
    'zh-cn': '{field}: “{name}” 是系统自带的数据表，设计器只使用自己的 ext_ 数据表',
    en: '{field}: "{name}" is one of the product\'s own tables; the designer keeps to ext_ tables of its own',
  },
  'designer.tableTaken': { 'zh-cn': '{field}: 数据表 {table} 已由界面 {screen} 使用', en: '{field}: table {table} is used by screen {screen}' },
  'designer.screenOwned': { 'zh-cn': '{field}: 界面 {id} 由 {owner} 存储，设计器不能修改', en: '{field}: screen {id} is stored by {owner}; the designer cannot change it' },
  'designer.fieldName': {
    'zh-cn': '{field}: 字段名必须以字母或下划线开头，只能包含字母、数字和下划线',
    en: '{field}: a field name starts with a letter or underscore and has only letters, digits and underscores',
  },
  'designer.primaryKeyMissing': { 'zh-cn': '{field}: 必须设计一个主键字段', en: '{field}: a primary key field must be designed' },
  'designer.primaryKeyMany': { 'zh-cn': '{field}: 只允许一个主键', en: '{field}: only one primary key allowed' },
  'designer.primaryKeyFixed': {
    'zh-cn': '{field}: 数据表的主键 {column} 不能更换、改类型或删除',
    en: '{field}: the table\'s primary key {column} cannot be replaced, retyped or dropped',
  },
  'designer.renameClash': { 'zh-cn': '{field}: 不能把 {from} 改名为 {to}：两列都已存在', en: '{field}: {from} cannot be renamed to {to}: both columns exist' },
  'designer.renameMissing': { 'zh-cn': '{field}: 数据表 {table} 没有列 {from}', en: '{field}: table {table} has no column {from}' },
  'designer.unconvertible': {
    'zh-cn': '{field}: 有 {count} 个值不能转换为 {type}（记录 {rows}）',
    en: '{field}: {count} value(s) cannot become {type} (rows {rows})',
  },
  'designer.addNeedsDefault': {
    'zh-cn': '{field}: 数据表已有 {rows} 行，新增的必填字段需要默认值（或允许为空）',
    en: '{field}: the table holds {rows} rows, so a new required field needs a default (or must allow null)',
  },
  'designer.confirm': {
    'zh-cn': 'confirm: 此变更会删除或转换数据，请输入数据表名 {table} 确认',
    en: 'confirm: this change drops or converts data; type the table name {table} to confirm',
  },
  'designer.unknownTable': { 'zh-cn': '{field}: 没有数据表 {table}', en: '{field}: there is no table {table}' },
  'designer.unknownRecord': { 'zh-cn': '{field}: 没有 CRUD 记录或设计器界面 {id}', en: '{field}: there is no CRUD record or designed screen {id}' },
  'designer.notRemoved': { 'zh-cn': '界面 {id} 仍然存在，无需恢复', en: 'Screen {id} is still there; there is nothing to restore' },
  'designer.noDesign': { 'zh-cn': '界面 {id} 没有成功应用过的设计', en: 'Screen {id} has no successfully applied design' },
  'designer.notDesigned': { 'zh-cn': '{field}: 界面 {id} 不是设计器生成的界面', en: '{field}: screen {id} was not made by the designer' },
  'designer.importInvalid': { 'zh-cn': 'file: 不是设计器导出的文件（{reason}）', en: 'file: is not a file the designer exported ({reason})' },
  'designer.importConflict': {
    'zh-cn': '数据表 {table} 已存在且列不同（{columns}），未覆盖任何内容',
    en: 'Table {table} already exists with other columns ({columns}); nothing was overwritten',
  },
  'resource.unknownAction': { 'zh-cn': '页面 {id} 没有操作 {action}', en: 'Screen {id} has no action {action}' },
  'resource.notSelectLabel': {
    'zh-cn': '{field}: “{name}” 不能作为页面 {id} 的选项标签（只能是主键或快速搜索字段）',
    en: '{field}: "{name}" is not a label of screen {id} (a select shows the key or a quick-search field)',
  },
  'config.secretFixed': {
    'zh-cn': '{field}: 配置项是否保密只能在新增时设置，之后不能修改',
    en: '{field}: an item is marked secret when it is added and never changed afterwards',
  },
  'config.itemProtected': {
    'zh-cn': '{field}: 系统自带的配置项 {name} 不能删除或改名（只能删除管理员自己添加的配置项）',
    en: '{field}: {name} is one of the product\'s own settings and cannot be deleted or renamed (only items an administrator added can be)',
  },
  'config.testMailFailed': { 'zh-cn': '测试邮件发送失败：{error}', en: 'The test mail was not sent: {error}' },
  'config.testMailSubject': { 'zh-cn': '{site} 测试邮件', en: '{site} test mail' },
  'config.testMailBody': {
    'zh-cn': '这是一封测试邮件：{site} 的邮件配置可以发送邮件。',
    en: 'This is a test mail: the mail settings of {site} can send mail.',
  },
  'config.ipBlocked': { 'zh-cn': '您的 IP 地址已被禁止访问', en: 'Your IP address is not allowed to access this site' },
  // A written value that does not fit its field (resource/values.ts, write.ts): `{field}` is the
  // field's key, so the form shows the message on that input.
  'field.required': { 'zh-cn': '{field}: 必填', en: '{field}: is required' },
  'field.notEmpty': { 'zh-cn': '{field}: 不能为空', en: '{field}: must not be empty' },
  'field.unknown': { 'zh-cn': '{field}: 未知字段', en: '{field}: unknown field' },
  'field.readOnly': { 'zh-cn': '{field}: 只读，不能写入', en: '{field}: is read-only' },
  'field.exists': { 'zh-cn': '{field}: 已存在', en: '{field}: already exists' },
  'field.text': { 'zh-cn': '{field}: 必须是文本', en: '{field}: must be text' },
  'field.tooLong': { 'zh-cn': '{field}: 最多 {max} 个字符', en: '{field}: must be at most {max} characters' },
  'field.integer': { 'zh-cn': '{field}: 必须是整数', en: '{field}: must be an integer' },
  'field.epochMs': { 'zh-cn': '{field}: 必须是毫秒时间戳', en: '{field}: must be a time in epoch milliseconds' },
  'field.number': { 'zh-cn': '{field}: 必须是数字', en: '{field}: must be a number' },
  'field.boolean': { 'zh-cn': '{field}: 必须是 true 或 false', en: '{field}: must be true or false' },
  'field.date': { 'zh-cn': '{field}: 必须是日期 YYYY-MM-DD', en: '{field}: must be a date YYYY-MM-DD' },
  'field.label': { 'zh-cn': '{field}: 必须同时有中文和英文文本', en: '{field}: must have a zh-cn and an en text' },
  'field.links': { 'zh-cn': '{field}: 必须是最多 {max} 个主键的列表', en: '{field}: must be a list of at most {max} keys' },
  'field.jsonTooLarge': { 'zh-cn': '{field}: 必须是不超过 {max} 字节的 JSON', en: '{field}: must be JSON of at most {max} bytes' },
  'field.rule': { 'zh-cn': '{field}: 格式不正确（{rule}）', en: '{field}: is not a valid {rule}' },
  'field.oneOf': { 'zh-cn': '{field}: 必须是以下之一：{options}', en: '{field}: must be one of {options}' },
  'field.integerKey': { 'zh-cn': '{field}: 必须是非负整数主键', en: '{field}: must be a non-negative integer key' },
  'field.key': { 'zh-cn': '{field}: 必须是主键', en: '{field}: must be a key' },
  'field.noTarget': { 'zh-cn': '{field}: 关联的页面不存在', en: '{field}: has no target screen' },
  'field.unknownTarget': { 'zh-cn': '{field}: 关联的 {screen} 记录不存在', en: '{field}: names a {screen} that does not exist' },
  'field.treeSelf': { 'zh-cn': '{field}: 上级不能是记录本身', en: '{field}: cannot be the row itself' },
  'field.treeUnknown': { 'zh-cn': '{field}: 上级记录不存在', en: '{field}: names a row that does not exist' },
  'field.treeDescendant': { 'zh-cn': '{field}: 上级不能是记录的下级', en: '{field}: cannot be one of the row’s descendants' },
  'body.notObject': { 'zh-cn': 'body: 请求体必须是 JSON 对象', en: 'body: must be a JSON object' },
  'ids.missing': { 'zh-cn': 'ids: 请给出要删除的主键，例如 ids=1,2', en: 'ids: give the keys to delete, e.g. ids=1,2' },
  'ids.tooMany': { 'zh-cn': 'ids: 一次最多 {max} 个主键', en: 'ids: at most {max} keys at once' },
  'ids.list': { 'zh-cn': 'ids: 请给出 1 到 {max} 个记录编号的列表，例如 [1, 2]', en: 'ids: give a list of 1 to {max} record ids, e.g. [1, 2]' },
  'ids.childFirst': { 'zh-cn': 'ids: 记录 {key} 是其中某条的下级，请先删除它或一并删除', en: 'ids: row {key} is under one of them; delete it first or together' },
  'sortable.none': { 'zh-cn': 'sortable: 该页面没有排序权重', en: 'sortable: this screen has no sort weight' },
  'targetId.same': { 'zh-cn': 'targetId: 不能与 id 相同', en: 'targetId: must differ from id' },
  // A list or select parameter that does not fit the screen (resource/list-query.ts).
  'param.unknown': { 'zh-cn': '{field}: 未知参数', en: '{field}: unknown parameter' },
  'param.positiveInt': { 'zh-cn': '{field}: 必须是正整数', en: '{field}: must be a positive integer' },
  'param.atMost': { 'zh-cn': '{field}: 不能大于 {max}', en: '{field}: must be at most {max}' },
  'param.text': { 'zh-cn': '{field}: 必须是不超过 {max} 个字符的文本', en: '{field}: must be text of at most {max} characters' },
  'param.jsonArray': { 'zh-cn': '{field}: 必须是 JSON 数组', en: '{field}: must be a JSON array' },
  'param.jsonArrayOf': { 'zh-cn': '{field}: 必须是最多 {max} 项的 JSON 数组', en: '{field}: must be a JSON array of at most {max} items' },
  'param.order': { 'zh-cn': '{field}: 必须是 "字段,asc" 或 "字段,desc"', en: '{field}: must be "field,asc" or "field,desc"' },
  'param.notSortable': { 'zh-cn': '{field}: “{name}” 不是可排序字段', en: '{field}: "{name}" is not a sortable field' },
  'param.direction': { 'zh-cn': '{field}: 未知的排序方向 “{name}”', en: '{field}: unknown direction "{name}"' },
  'param.searchItem': { 'zh-cn': '{field}: 每一项必须是 {field, operator, value}', en: '{field}: each item must be {field, operator, value}' },
  'param.notSearchable': { 'zh-cn': '{field}: “{name}” 不是可搜索字段', en: '{field}: "{name}" is not a searchable field' },
  'param.cursor': { 'zh-cn': '{field}: 不是本列表给出的翻页位置（或此排序不支持按位置翻页）', en: '{field}: is not a position this list gave (or this sort does not page by position)' },
  'param.window': { 'zh-cn': '{field}: 必须是 1 到 {max} 之间的天数，或 all（全部时间）', en: '{field}: must be a number of days from 1 to {max}, or all (all time)' },
  'param.pastCap': { 'zh-cn': '{field}: 超过前 {cap} 行请按位置翻页（cursor）', en: '{field}: past the first {cap} rows, page by position (cursor)' },
  'param.operator': { 'zh-cn': '{field}: 字段 “{name}” 的搜索方式是 “{expected}”，不是 “{operator}”', en: '{field}: field "{name}" is searched with "{expected}", not "{operator}"' },
  'search.time': { 'zh-cn': '{field}: 必须是时间（毫秒时间戳或 YYYY-MM-DD[ HH:mm:ss]）', en: '{field}: must be a time (epoch ms or YYYY-MM-DD[ HH:mm:ss])' },
  'search.wrongType': { 'zh-cn': '{field}: 值的类型与字段类型 {type} 不符', en: '{field}: has a value of the wrong type for {type}' },
  'search.list': { 'zh-cn': '{field}: 需要 1 到 {max} 个值的列表', en: '{field}: needs a list of 1 to {max} values' },
  'search.text': { 'zh-cn': '{field}: 需要搜索的文本', en: '{field}: needs a text to search for' },
  'search.range': { 'zh-cn': '{field}: 需要 [起, 止]（其中一个可以为 null）', en: '{field}: needs [from, to] (either may be null)' },
  'search.boolean': { 'zh-cn': '{field}: 需要 true 或 false', en: '{field}: needs true or false' },
  'admin.ownGroup': { 'zh-cn': '不能修改自己所在的分组', en: 'You cannot change a group you belong to' },
  'admin.groupOutOfReach': { 'zh-cn': '只能管理权限少于自己的分组', en: 'You can only manage groups with fewer rights than your own' },
  'admin.administratorOutOfReach': {
    'zh-cn': '只能管理所属分组都在自己管理范围内的管理员',
    en: 'You can only manage administrators whose groups are all groups you manage',
  },
  'admin.lastSuperAdministrator': {
    'zh-cn': '必须保留至少一个启用的超级管理员（属于启用且拥有全部权限的分组）：此操作会使后台无人可管理，已拒绝',
    en: 'At least one enabled administrator must remain in an enabled group holding every rule: this change would leave nobody able to run the back-end, so it was refused',
  },
  'admin.ruleListShape': { 'zh-cn': '{field}: 必须是权限规则编号的列表，或 ["*"]', en: '{field}: must be a list of rule ids, or ["*"]' },
  'admin.onlySuperGrantsAll': { 'zh-cn': '{field}: 只有超级管理员可以授予全部权限', en: '{field}: only a super administrator grants every rule' },
  'admin.unknownRule': { 'zh-cn': '{field}: 包含不存在的权限规则', en: '{field}: names a rule that does not exist' },
  'admin.rulesNotWithin': { 'zh-cn': '{field}: 必须是自己权限的真子集', en: '{field}: must be a strict subset of your own rules' },
  'admin.parentNotYours': { 'zh-cn': '{field}: 必须是自己所在或管理的分组', en: '{field}: must be one of your groups or a group you manage' },
  'admin.cannotDisableSelf': { 'zh-cn': '{field}: 不能禁用自己', en: '{field}: you cannot disable yourself' },
  'admin.cannotDeleteSelf': { 'zh-cn': '{field}: 不能删除自己', en: '{field}: you cannot delete yourself' },
  'admin.groupsNotManaged': { 'zh-cn': '{field}: 只能分配或移除自己管理的分组', en: '{field}: you can only add or remove groups you manage' },
  'admin.ruleNameFixed': { 'zh-cn': '{field}: 规则名称创建后不可修改（规则名称就是授权）', en: '{field}: a rule name cannot change after creation (the name is the grant)' },
  'admin.ruleNotHeld': { 'zh-cn': '只能修改自己拥有的权限规则', en: 'You can only change rules you hold' },
  'admin.ruleStatusSuperOnly': { 'zh-cn': '{field}: 只有超级管理员可以启用或禁用权限规则', en: '{field}: only a super administrator switches a rule on or off' },
  'server.noWarehouse': { 'zh-cn': '数据仓库不可用', en: 'Warehouse is not available' },
  'server.internal': { 'zh-cn': '服务器内部错误', en: 'Server internal error' },
  'server.notFound': { 'zh-cn': '接口不存在：{method} {path}', en: 'Not found: {method} {path}' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue, value);
}

/** English when the browser prefers it over Chinese; Chinese otherwise (the default). */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-cn';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh-cn';
}

/** The message in `locale`; a text that is not a catalogue key is returned as it is. */
export function localize(message: string, locale: Locale, params: MessageParams = {}): string {
  if (!isMessageKey(message)) return message;
  return catalogue[message][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
