// One compiled list/form model under every renderer (DESIGN §9.7).
export * from './list-model';
export * from './form-model';
export { compileDatabaseColumns, compileDatabaseList, databaseFilterWidget } from './compile-database';
export { compileCrudDetail, compileCrudForm, compileCrudList, crudFilterWidget, renderOf } from './compile-crud';
export { firstFailure, isBlank, passes, RULE_MESSAGES, type ValidatorRule } from './validators';
export { chinaDayjs, chinaDayRange, epochMs, formatChinaTime, fromChinaDayjs } from './time';
