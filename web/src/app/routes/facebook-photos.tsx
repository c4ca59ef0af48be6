export { FacebookPhotosScreen as Component } from '../../features/sources/components/facebook-photos-screen';
