import { EntryClosed } from '../../features/accounts/components/entry-closed';

export const SignUp = () => <EntryClosed title="Sign up" />;
export const Login = () => <EntryClosed title="Log in" />;
export const Welcome = () => <EntryClosed title="Welcome to Heirloom" />;
