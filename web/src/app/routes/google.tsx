export { GoogleScreen as Component } from '../../features/sources/components/google-screen';
