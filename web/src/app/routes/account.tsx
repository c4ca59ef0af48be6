export { ProfileScreen as Profile } from '../../features/accounts/components/profile-screen';
export { UpdatePasswordScreen as UpdatePassword } from '../../features/accounts/components/update-password-screen';
export { CheckoutScreen as Checkout } from '../../features/accounts/components/checkout-screen';
