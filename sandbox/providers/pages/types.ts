/** What the provider pages' handlers receive: the sandbox control context (store, origins, path helper). */
export type { ControlContext as PageContext } from '../../api/control/context';
