export { LoginScreen as Login, SignupScreen as SignUp, WelcomeScreen as Welcome } from '../../features/accounts/components/entry-screens';
export { VerifyScreen as Verify } from '../../features/accounts/components/verify-screen';
export { ForgotPasswordScreen as ForgotPassword } from '../../features/accounts/components/forgot-password-screen';
export { DeleteUserScreen as DeleteUser } from '../../features/accounts/components/delete-user-screen';
export { UndoChangeScreen as UndoChange } from '../../features/accounts/components/undo-change-screen';
