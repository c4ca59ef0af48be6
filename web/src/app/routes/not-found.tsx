export { NotFound as Component } from '../../features/system/components/not-found';
