export { DuplicatesScreen as Component } from '../../features/duplicates/components/duplicates-screen';
