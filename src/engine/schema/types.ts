// The engine reads page schemas through the types the generator emits from the meta-schemas
// (src/generated/schema-types.ts), so a schema change that breaks a renderer fails the typecheck.
import type {
  DatabaseDetail,
  DatabaseDetailRelated,
  DatabaseField,
  DatabaseFieldFilter,
  DatabaseSchema,
  Label,
  Operator,
  Option,
  Predicate,
  Scalar,
  Sort,
} from '../../generated/schema-types';

export type Locale = 'zh-cn' | 'en';
export type DatabasePageSchema = DatabaseSchema;
export type FilterOp = Operator;
export type SortSpec = Sort;
export type RelatedList = DatabaseDetailRelated;
export type FieldFilter = DatabaseFieldFilter;
export type { DatabaseDetail, DatabaseField, Label, Option, Predicate, Scalar };
