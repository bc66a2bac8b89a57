// The one place the admin app takes the engine's crud renderer from: a lazy component with props
// `{ screenId }`, rendered inside CrudRuntimeProvider (value: a CrudRuntime).
import { CrudRuntimeProvider, renderers } from '../../../engine';

export { CrudRuntimeProvider };
export const CrudRenderer = renderers.crud;
