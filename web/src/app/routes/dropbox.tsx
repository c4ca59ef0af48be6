export { DropboxScreen as Component } from '../../features/sources/components/dropbox-screen';
