export { ProfileScreen as Profile } from '../../features/accounts/components/profile-screen';
export { UpdatePasswordScreen as UpdatePassword } from '../../features/accounts/components/update-password-screen';
export { CheckoutScreen as Checkout } from '../../features/accounts/components/checkout-screen';
export { BillingScreen as Billing } from '../../features/accounts/components/billing-screen';
export { PaySuccessScreen as PaySuccess } from '../../features/accounts/components/pay-success-screen';
export { PaymentInfoScreen as PaymentInfo } from '../../features/accounts/components/payment-info-screen';
